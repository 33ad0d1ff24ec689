// `npm run bench`: measures the production server against a bare node:http hello-world in the
// same run, with autocannon, and prints req/s, p50/p99 latency and the ratio to the baseline.
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the runs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BASELINE_PORT = 3201;
const SERVER_PORT = 3202;

buildIfStale();
// Issue #4: the dashboard's initial JavaScript (gzip) against its 170 KB budget.
(await import('./bundle-size.mjs')).printBundleSize();
const dataDir = mkdtempSync(join(tmpdir(), 'creatorscope-bench-'));
const children = [];
const cleanup = () => {
  for (const c of children) c.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

/** A signed-in user with an organisation, made directly in the embedded database the server will open. */
async function createFixture() {
  const { loadConfig } = await import(`${root}apps/server/dist/config.js`);
  const { openDatabase } = await import(`${root}apps/server/dist/db/client.js`);
  const { users } = await import(`${root}apps/server/dist/modules/auth/tables.js`);
  const { createOrganization } = await import(`${root}apps/server/dist/modules/org/service.js`);
  const { createSession } = await import(`${root}apps/server/dist/modules/auth/sessions.js`);
  const { createLabel } = await import(`${root}apps/server/dist/modules/labels/service.js`);
  const config = loadConfig({ DATA_DIR: dataDir });
  const database = await openDatabase(config);
  const deps = { db: database.db, config };
  const [user] = await database.db
    .insert(users)
    .values({ email: 'bench@example.com', name: 'Bench' })
    .returning();
  const org = await createOrganization(deps, { name: 'Bench Org', ownerId: user.id });
  for (const name of ['Summer', 'Travel', 'Food', 'Tech', 'Fitness']) await createLabel(deps, org.id, name);
  const { token } = await createSession(deps, user.id);
  await database.close();
  return { token, orgId: org.id };
}

function start(name, args, env, port) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return waitFor(`http://127.0.0.1:${port}/health`, name);
}

async function waitFor(url, name) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start`);
}

async function measure(title, opts) {
  // A short warm-up so the JIT and caches settle before the measured run.
  await autocannon({ ...opts, connections, duration: 2 });
  const r = await autocannon({ ...opts, connections, duration: seconds });
  const errors = r.errors + r.timeouts + (r.non2xx ?? 0);
  return { title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

const BASELINE = `require('node:http').createServer((req, res) => {
  if (req.url === '/health') { res.writeHead(200); return res.end('ok'); }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"hello":"world"}');
}).listen(${BASELINE_PORT}, '127.0.0.1');`;

const fixture = await createFixture();
await start('baseline', ['-e', BASELINE], {}, BASELINE_PORT);
await start(
  'server',
  ['apps/server/dist/main.js'],
  {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
  },
  SERVER_PORT,
);

const results = [];
const baseline = await measure('node:http hello-world (baseline)', {
  url: `http://127.0.0.1:${BASELINE_PORT}/`,
});
results.push(baseline);
results.push(await measure('GET /health (database ping)', { url: `http://127.0.0.1:${SERVER_PORT}/health` }));
results.push(
  await measure('POST /api/label/get-labels (bearer token, org guard, 5 rows)', {
    url: `http://127.0.0.1:${SERVER_PORT}/api/label/get-labels`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${fixture.token}` },
    body: JSON.stringify({ orgId: fixture.orgId }),
  }),
);

console.log(
  `\nCreatorscope HTTP benchmark: ${connections} connections, ${seconds} s per run, embedded PGlite\n`,
);
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
console.log(
  `${pad('call', 62)}${padL('req/s', 10)}${padL('p50 ms', 9)}${padL('p99 ms', 9)}${padL('vs baseline', 13)}${padL('errors', 8)}`,
);
for (const r of results) {
  const ratio = `${((r.rps / baseline.rps) * 100).toFixed(1)}%`;
  console.log(
    `${pad(r.title, 62)}${padL(Math.round(r.rps), 10)}${padL(r.p50, 9)}${padL(r.p99, 9)}${padL(ratio, 13)}${padL(r.errors, 8)}`,
  );
}
cleanup();
// Lighthouse scores of the public pages, once the HTTP runs no longer share the CPU.
spawnSync(process.execPath, [join(root, 'scripts/bench-lighthouse.mjs')], { stdio: 'inherit' });
// Discovery query latency over 1,000,000 creators on PGlite and PostgreSQL (seeded once, then reused).
spawnSync(process.execPath, [join(root, 'scripts/bench-discovery.mjs')], { stdio: 'inherit' });
process.exit(0);
