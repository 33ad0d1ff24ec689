import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated in-memory PGlite data directory (tar), copied by every test app. */
    pgliteTemplatePath: string;
    /** A migrated PostgreSQL database that throwaway test databases are created from. */
    postgresTemplate: string | null;
  }
}

/**
 * Once per run: migrate one database and let every test file copy it. Running initdb and every
 * migration for each test app cost about 5 s apiece; a copy costs well under one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'creatorscope-template-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const onPostgres = project.config.env?.TEST_TARGET === 'pg' && Boolean(adminUrl);
  // On PostgreSQL every test app gets a throwaway PostgreSQL database (test/app.ts), never an
  // in-memory PGlite: its template would cost seconds and never be read.
  const pgliteTemplatePath = join(dir, 'pglite.tar');
  if (!onPostgres) {
    const memory = await openDatabase(databaseOptions({ kind: 'pglite-memory' }));
    const dump = await memory.dumpDataDir?.();
    if (!dump) throw new Error('the in-memory database cannot be dumped');
    await memory.close();
    writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  }
  project.provide('pgliteTemplatePath', pgliteTemplatePath);

  const postgres = onPostgres && adminUrl ? await postgresTemplate(adminUrl) : null;
  project.provide('postgresTemplate', postgres?.name ?? null);

  return async () => {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}

function databaseOptions(database: Parameters<typeof openDatabase>[0]['database']) {
  return {
    database,
    DATABASE_POOL_MAX: 1,
    DATABASE_STATEMENT_TIMEOUT_MS: 60_000,
    DATABASE_CONNECT_TIMEOUT_MS: 5_000,
  };
}

async function postgresTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `cs_template_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase(databaseOptions({ kind: 'postgres', url: url.toString() }));
  await database.close();
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
