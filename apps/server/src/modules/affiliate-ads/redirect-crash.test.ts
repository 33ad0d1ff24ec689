import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAdLink, TAffiliateAd } from '@creatorscope/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, testTarget } from '../../test/app.js';
import { events } from '../events/tables.js';

const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
const mainPath = join(serverDir, 'src/main.ts');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An active ad with one publisher's link, written to the embedded database in dataDir. */
async function seed(dataDir: string): Promise<string> {
  const app = await buildTestApp({ DATABASE_URL: '', DATA_DIR: dataDir });
  try {
    const brand = await createTestUser(app, { plan: 'enterprise' });
    const ad = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      {
        orgId: brand.orgId,
        campaignName: 'Crash sale',
        brandName: 'Acme',
        ad_type: 'image',
        ad_display_type: 'feed',
        schedule_post: inDays(0),
        validity: inDays(30),
        commission_percent_on_conversion: 10,
        conversion_price_cap: 100,
        website_url: 'https://shop.acme.example/',
      },
      brand.token,
    );
    await call(app, '/affliate-ad/toggle-status', { orgId: brand.orgId, id: ad.body.data._id }, brand.token);
    const publisher = await createTestUser(app);
    await call(
      app,
      '/publisher/register',
      {
        name: 'Asha',
        email: 'asha@example.com',
        whatsup_number: '+91 98765-43210',
        publisherType: 'influencer',
      },
      publisher.token,
    );
    const link = await call<TAdLink>(
      app,
      '/affliate-ad/join',
      { publicId: ad.body.data.publicId },
      publisher.token,
    );
    expect(link.statusCode).toBe(201);
    return link.body.data.code;
  } finally {
    await app.close();
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function waitUntilUp(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start in time');
}

// PostgreSQL brings its own crash safety; this proves the embedded database and the writer's promise.
describe.skipIf(testTarget === 'pg' || !existsSync(mainPath))('the redirect under a crash', () => {
  it('has every cs_ref it answered with a 302 in the events table after kill -9 mid-load', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'creatorscope-redirect-crash-'));
    dirs.push(dataDir);
    const code = await seed(dataDir);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', mainPath], {
      cwd: serverDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'fatal',
        RATE_LIMIT_MAX: '1000000',
      },
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_c, signal) => resolve(signal)),
    );
    try {
      await waitUntilUp(base, Date.now() + 60_000);

      // Visitors from many addresses at once, until the server dies under them.
      const answered: string[] = [];
      let failures = 0;
      let isDead = false;
      const visitor = async (n: number) => {
        for (let i = 0; !isDead; i++) {
          try {
            const res = await fetch(`${base}/l/${code}`, {
              redirect: 'manual',
              // A visitor per user agent, so that most clicks count and the writer's marks are busy too.
              headers: {
                'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36 v${n}-${i}`,
              },
            });
            if (res.status === 302) {
              const ref = new URL(res.headers.get('location') ?? '').searchParams.get('cs_ref');
              if (ref) answered.push(ref);
            }
          } catch {
            failures++;
            if (failures > 50) isDead = true;
          }
        }
      };
      const load = Promise.all(Array.from({ length: 16 }, (_, n) => visitor(n)));
      const loadDeadline = Date.now() + 60_000;
      while (answered.length < 200 && Date.now() < loadDeadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      isDead = true;
      await load;
      expect(answered.length).toBeGreaterThanOrEqual(200);

      const again = await buildTestApp({ DATABASE_URL: '', DATA_DIR: dataDir });
      try {
        const found = new Set<string>();
        for (let i = 0; i < answered.length; i += 500) {
          const ids = answered.slice(i, i + 500);
          const rows = await again.deps.db
            .select({ id: events.id })
            .from(events)
            .where(inArray(events.id, ids));
          for (const row of rows) found.add(row.id);
        }
        const missing = answered.filter((ref) => !found.has(ref));
        expect(missing).toEqual([]);
      } finally {
        await again.close();
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});
