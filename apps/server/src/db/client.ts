import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: Config['database']['kind'];
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tar, which `pgliteTemplate` takes back. */
  dumpDataDir?: () => Promise<Blob>;
};

const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Enough for the embedded setup's working set; the operating system's page cache holds the rest. */
const PGLITE_SHARED_BUFFERS = '16MB';
/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_KEY = 0x0c5c09e;

type DatabaseOptions = Pick<
  Config,
  'database' | 'DATABASE_POOL_MAX' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_CONNECT_TIMEOUT_MS'
>;

export type OpenOptions = {
  /**
   * An in-memory database starts as a copy of this data directory (`dumpDataDir`) instead of
   * running initdb and every migration: tests make one migrated template per run.
   */
  pgliteTemplate?: Blob;
};

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions, open: OpenOptions = {}): Promise<Database> {
  const target = options.database;
  if (target.kind === 'postgres') return openPostgres(target.url, options);

  if (target.kind === 'pglite-disk') mkdirSync(target.dir, { recursive: true });
  // pg_trgm backs discovery's search indexes (migration 0012); PGlite loads extensions when asked.
  const client = await PGlite.create({
    ...(target.kind === 'pglite-disk' ? { dataDir: target.dir } : {}),
    ...(target.kind === 'pglite-memory' && open.pgliteTemplate ? { loadDataDir: open.pgliteTemplate } : {}),
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB buffer pool lives in the WASM memory, which never shrinks: filled
    // once (the synthetic universe written at first start does), it stayed resident for good.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(withParsersSetOnce(client), { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    kind: target.kind,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * The types drizzle's PGlite driver keeps as text (it maps them itself): timestamp, timestamptz,
 * interval, date, and numeric[], timestamp[], timestamptz[], interval[], date[].
 */
const DRIZZLE_TEXT_TYPES = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);

type QueryOptions = Parameters<PGlite['query']>[2];
type Queryable = { query: PGlite['query'] };

/**
 * drizzle's driver sends those parsers with every query, and PGlite merges them into its table of
 * some 320 parsers on each one (about 150 µs, more than a short query costs inside PGlite, and it
 * was the largest single cost of an API call on the embedded database). They are installed in the
 * client's table once instead and left out of each query, which parses every value as before.
 * A query that brings parsers of other types keeps them.
 */
function withParsersSetOnce(client: PGlite): PGlite {
  const keepText = (value: string) => value;
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = keepText;
  const withoutDrizzleParsers = (options: QueryOptions): QueryOptions => {
    const parsers = options?.parsers;
    if (!parsers) return options;
    for (const type of Object.keys(parsers)) if (!DRIZZLE_TEXT_TYPES.has(Number(type))) return options;
    return { ...options, parsers: undefined };
  };
  const query =
    (target: Queryable): PGlite['query'] =>
    (text, params, options) =>
      target.query(text, params, withoutDrizzleParsers(options));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query(target);
      if (property === 'transaction') {
        const transaction: PGlite['transaction'] = (callback) =>
          target.transaction((tx) =>
            callback(new Proxy(tx, { get: (t, p) => (p === 'query' ? query(t) : Reflect.get(t, p)) })),
          );
        return transaction;
      }
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields, so they run on the client itself, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.DATABASE_POOL_MAX,
    connectionTimeoutMillis: options.DATABASE_CONNECT_TIMEOUT_MS,
    statement_timeout: options.DATABASE_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: options.DATABASE_STATEMENT_TIMEOUT_MS * 2,
    application_name: 'creatorscope',
  });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  const lockClient = await pool.connect();
  try {
    // Instances starting together take turns; the second finds nothing left to apply.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
