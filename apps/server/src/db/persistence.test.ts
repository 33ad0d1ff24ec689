import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, createThrowawayDatabase, testTarget } from '../test/app.js';

type Label = { name: string };
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'creatorscope-persist-'));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('restart', () => {
  it('keeps every row and every session across a stop and a start', async () => {
    const dataDir = freshDir();
    // PGlite on disk here; on the PostgreSQL run, one database that outlives both app instances.
    const database = testTarget === 'pg' ? await createThrowawayDatabase() : null;
    const env = { DATABASE_URL: database?.url ?? '', DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40) };
    try {
      const first = await buildTestApp(env);
      const user = await createTestUser(first);
      await call(first, '/label/create-label', { orgId: user.orgId, name: 'Kept' }, user.token);
      await first.close();

      const second = await buildTestApp(env);
      try {
        const res = await call<Label[]>(second, '/label/get-labels', { orgId: user.orgId }, user.token);
        expect(res.statusCode).toBe(200);
        expect(res.body.data.map((l) => l.name)).toEqual(['Kept']);
      } finally {
        await second.close();
      }
    } finally {
      await database?.drop();
    }
  });
});

// These prove the embedded database; PostgreSQL brings its own crash safety.
describe.skipIf(testTarget === 'pg')('embedded database on disk', () => {
  it('keeps a committed row when the process is killed without closing', async () => {
    const dataDir = freshDir();
    const writer = fileURLToPath(new URL('../test/crash-writer.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', writer, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    const signal = await new Promise((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    expect(signal).toBe('SIGKILL');
    const written = JSON.parse(out.trim()) as { status: number; orgId: string; token: string };
    expect(written.status).toBe(201);

    const app = await buildTestApp({ DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      const res = await call<Label[]>(app, '/label/get-labels', { orgId: written.orgId }, written.token);
      expect(res.body.data.map((l) => l.name)).toEqual(['Survives a crash']);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('opens the in-memory database for memory:// and writes nothing to disk', async () => {
    const dataDir = join(freshDir(), 'data');
    const app = await buildTestApp({ DATABASE_URL: 'memory://', DATA_DIR: dataDir });
    try {
      const user = await createTestUser(app);
      const created = await call(
        app,
        '/label/create-label',
        { orgId: user.orgId, name: 'Fleeting' },
        user.token,
      );
      expect(created.statusCode).toBe(201);
      const res = await call<Label[]>(app, '/label/get-labels', { orgId: user.orgId }, user.token);
      expect(res.body.data.map((l) => l.name)).toEqual(['Fleeting']);
      expect(app.deps.config.database.kind).toBe('pglite-memory');
      // Neither the database, nor the generated secrets, nor anything else reached DATA_DIR.
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await app.close();
    }
    expect(existsSync(dataDir)).toBe(false);
  });
});
