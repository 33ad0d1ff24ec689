// `npm run bench`: measures the production server against a bare node:http hello-world in the
// same run, with autocannon, and prints req/s, p50/p99 latency and the ratio to the baseline; the
// authenticated read also at half its own maximum rate, sent on an even schedule (p99 there,
// scripts/paced-load.mjs), and each server's resident memory once idle after start. It runs on the embedded database and, when PostgreSQL answers on
// 127.0.0.1:5432, on a throwaway PostgreSQL database (with Redis when it answers on 6379).
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the runs; BENCH_ONLY=http
// skips the Lighthouse, events and discovery steps; BENCH_ONLY=events runs only the events writer's
// (scripts/bench-events.mjs), BENCH_ONLY=analytics the dashboards' (scripts/bench-analytics.mjs); BENCH_CPU_PROF=<dir> writes each server's CPU profile.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.mjs';
import { SERVER_NODE_ARGS, serverEnv } from './server-runtime.mjs';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BASELINE_PORT = 3201;
const SERVER_PORT = 3202;
const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
/**
 * When a server's memory is read after /health first answers: in the wake of start-up, and idle
 * (V8 gives back what start-up grew within ~20 s of quiet: 242 → 229 MB on PGlite, 2026-11-29).
 */
const STARTUP_MS = 5_000;
const IDLE_MS = 30_000;

buildIfStale();
if (process.env.BENCH_ONLY === 'events' || process.env.BENCH_ONLY === 'analytics') {
  const script = `scripts/bench-${process.env.BENCH_ONLY}.mjs`;
  const run = spawnSync(process.execPath, [join(root, script)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
// Issue #4: the dashboard's initial JavaScript (gzip) against its 170 KB budget.
(await import('./bundle-size.mjs')).printBundleSize();
const dataDirs = [];
const children = new Set();
const cleanup = () => {
  for (const c of children) c.kill('SIGTERM');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

const answers = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1_000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });

/** A signed-in user with an organisation and five labels, made directly in the database the server will open. */
async function createFixture(env) {
  const { loadConfig } = await import(`${root}apps/server/dist/config.js`);
  const { openDatabase } = await import(`${root}apps/server/dist/db/client.js`);
  const { users } = await import(`${root}apps/server/dist/modules/auth/tables.js`);
  // Through the modules' doors, as another module would: an organisation opens with its credit ledger.
  const { openOrganization } = await import(`${root}apps/server/dist/modules/onboarding/index.js`);
  const { createSession } = await import(`${root}apps/server/dist/modules/auth/index.js`);
  const { createLabel } = await import(`${root}apps/server/dist/modules/labels/service.js`);
  const config = loadConfig(env);
  const database = await openDatabase(config);
  const deps = { db: database.db, config };
  const [user] = await database.db
    .insert(users)
    .values({ email: 'bench@example.com', name: 'Bench' })
    .returning();
  const org = await openOrganization(deps, { name: 'Bench Org', ownerId: user.id });
  for (const name of ['Summer', 'Travel', 'Food', 'Tech', 'Fitness']) await createLabel(deps, org.id, name);
  const { token } = await createSession(deps, user.id);
  const ad = await createTrackedAd(database.db, org.id, user.id);
  await database.close();
  return { token, orgId: org.id, ...ad };
}

/**
 * An active, funded affiliate ad with one publisher's link: what the redirect (/l/<code>) and the
 * tracker's collect endpoint read on every request.
 */
async function createTrackedAd(db, orgId, userId) {
  const { affiliateAds, adLinks } = await import(`${root}apps/server/dist/modules/affiliate-ads/tables.js`);
  const { publishers } = await import(`${root}apps/server/dist/modules/publishers/tables.js`);
  const { accountKey, openAccount, transfer } = await import(
    `${root}apps/server/dist/modules/ledger/index.js`
  );
  const publicId = 'benchad00001';
  const [ad] = await db
    .insert(affiliateAds)
    .values({
      orgId,
      publicId,
      status: 'active',
      currency: 'INR',
      campaignName: 'Bench sale',
      brandName: 'Bench',
      adType: 'image',
      adDisplayType: 'feed',
      schedulePost: '2026-01-01',
      commissionPercent: 10,
      conversionPriceCapMinor: 50_000,
      clicksBasePriceMinor: 1,
      clicksThreshold: 0,
      websiteUrl: 'https://shop.bench.example/sale',
    })
    .returning();
  const [publisher] = await db
    .insert(publishers)
    .values({
      userId,
      name: 'Bench Publisher',
      email: 'pub@example.com',
      whatsappNumber: '+919876543210',
      publisherType: 'affiliate',
    })
    .returning();
  const code = 'bench234';
  await db.insert(adLinks).values({ adId: ad.id, publisherId: publisher.id, orgId, code });
  const budget = accountKey.adBudget(ad.id);
  await openAccount(db, { key: budget, orgId, currency: 'INR' });
  await transfer(db, {
    debit: accountKey.externalPayments,
    credit: budget,
    amountMinor: 1_000_000_000,
    reason: 'bench funding',
    sourceId: ad.id,
    idempotencyKey: `bench-funding:${ad.id}`,
  });
  return { publicId, code, site: 'https://shop.bench.example' };
}

function start(name, args, env, port) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  return waitFor(`http://127.0.0.1:${port}/health`, name).then(() => child);
}

function stop(child) {
  children.delete(child);
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function waitFor(url, name) {
  const deadline = Date.now() + 120_000;
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

/** Resident memory of a child process, in MB. */
const residentMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A new client address per request (X-Forwarded-For, the server trusting one proxy). */
function visitorAddresses() {
  let n = 0;
  return () => {
    n = (n + 1) % 16_777_216;
    return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
  };
}

/**
 * `expectStatus` (a redirect's 302, say) is the answer counted as right; otherwise any 2xx.
 * `distinctVisitors` sends each request from another address, so every click counts and is priced.
 */
async function measure(title, { expectStatus, distinctVisitors, ...opts }) {
  if (distinctVisitors) {
    const next = visitorAddresses();
    opts.requests = [
      { setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': next() } }) },
    ];
  }
  // A short warm-up so the JIT and caches settle before the measured run.
  await autocannon({ ...opts, connections, duration: 2 });
  const r = await autocannon({ ...opts, connections, duration: seconds });
  const wrong = expectStatus
    ? Object.entries(r.statusCodeStats ?? {}).reduce(
        (sum, [code, { count }]) => sum + (Number(code) === expectStatus ? 0 : count),
        0,
      )
    : (r.non2xx ?? 0);
  const errors = r.errors + r.timeouts + wrong;
  return { title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The call against the baseline in alternating runs, BENCH_ROUNDS of each (default 3): this
 * machine's speed drifts by half between runs minutes apart, so a ratio is only read between runs
 * side by side. The row is the median round by ratio, and the spread of the ratios is printed.
 */
async function measureAgainstBaseline(title, opts) {
  const rounds = [];
  for (let i = 0; i < Number(process.env.BENCH_ROUNDS ?? 3); i++) {
    const baseline = await measure('baseline', { url: `http://127.0.0.1:${BASELINE_PORT}/` });
    const call = await measure(title, opts);
    rounds.push({ ...call, ratio: call.rps / baseline.rps });
  }
  const ratios = rounds.map((r) => r.ratio);
  const row = rounds.find((r) => r.ratio === median(ratios));
  const each = ratios.map((r) => `${(r * 100).toFixed(1)}%`).join(', ');
  return { ...row, note: `  (median of ${rounds.length} rounds beside the baseline: ${each})` };
}

/** p99 with the load held at a fixed rate, well under saturation (see paced-load.mjs). */
async function measureAtRate(title, request, rate) {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'scripts/paced-load.mjs'),
      JSON.stringify(request),
      String(rate),
      String(seconds),
      String(connections),
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`paced load failed: ${run.stderr}`);
  return { title, ...JSON.parse(run.stdout) };
}

const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const BASELINE = `require('node:http').createServer((req, res) => {
  if (req.url === '/health') { res.writeHead(200); return res.end('ok'); }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"hello":"world"}');
}).listen(${BASELINE_PORT}, '127.0.0.1');`;

/** BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server run there (open it in Chrome's DevTools). */
const profileArgs = (label) =>
  process.env.BENCH_CPU_PROF
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
        `--cpu-prof-name=${label.replace(/\W+/g, '-')}.cpuprofile`,
      ]
    : [];

/** Starts the production server on one database, reads its idle memory, then measures the calls. */
async function benchTarget(label, env) {
  // The baseline is measured again next to each server, as the machine's load drifts over minutes.
  const baseline = await measure('node:http hello-world (baseline)', {
    url: `http://127.0.0.1:${BASELINE_PORT}/`,
  });
  const fixture = await createFixture(env);
  const child = await start(
    `server (${label})`,
    // Started as `npm start` starts it (scripts/server-runtime.mjs).
    [...SERVER_NODE_ARGS, ...profileArgs(label), 'apps/server/dist/main.js'],
    serverEnv({
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000000',
      // The load generator's requests carry their visitor's address as a proxy would pass it on.
      TRUST_PROXY: '1',
      // Production on the offline services, chosen explicitly as a staging site would; the calls
      // measured send no mail, so the SMTP server need not exist.
      PAYMENTS_PROVIDER: 'sandbox',
      PAYOUTS_PROVIDER: 'sandbox',
      SOCIAL_DATA_PROVIDER: 'synthetic',
      STORAGE_PROVIDER: 'local',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    }),
    SERVER_PORT,
  );
  await new Promise((r) => setTimeout(r, STARTUP_MS));
  const startupMb = residentMb(child.pid);
  await new Promise((r) => setTimeout(r, IDLE_MS - STARTUP_MS));
  const rssMb = residentMb(child.pid);
  const rows = [baseline];
  rows.push(await measure('GET /health (database ping)', { url: `http://127.0.0.1:${SERVER_PORT}/health` }));
  const read = {
    url: `http://127.0.0.1:${SERVER_PORT}/api/label/get-labels`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${fixture.token}` },
    body: JSON.stringify({ orgId: fixture.orgId }),
  };
  const max = await measureAgainstBaseline('POST /api/label/get-labels (bearer, org guard, 5 rows)', read);
  rows.push(max);
  rows.push(
    await measureAtRate(`  same, held at half its max (${Math.round(max.rps / 2)} req/s)`, read, max.rps / 2),
  );
  // A publisher's link: the click committed before the 302, each from another visitor, so that
  // every click counts and is priced (the ad pays past a threshold of 0) while the payer runs.
  const redirect = {
    url: `http://127.0.0.1:${SERVER_PORT}/l/${fixture.code}`,
    headers: { 'user-agent': BROWSER_UA },
    expectStatus: 302,
    distinctVisitors: true,
  };
  const hop = await measureAgainstBaseline(
    'GET /l/<code> (distinct visitors, priced, committed, 302)',
    redirect,
  );
  rows.push(hop);
  rows.push(
    await measureAtRate(
      `  same, held at half its max (${Math.round(hop.rps / 2)} req/s)`,
      redirect,
      hop.rps / 2,
    ),
  );
  // Page views that came through a counted click: each is attributed through its cs_ref.
  const landing = await fetch(`http://127.0.0.1:${SERVER_PORT}/l/${fixture.code}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA, 'x-forwarded-for': '192.0.2.1' },
  });
  const csRef = new URL(landing.headers.get('location') ?? '').searchParams.get('cs_ref');
  const collect = {
    url: `http://127.0.0.1:${SERVER_PORT}/t/collect`,
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: fixture.site, 'user-agent': BROWSER_UA },
    body: JSON.stringify({ publicId: fixture.publicId, kind: 'pageview', page: '/sale', cs_ref: csRef }),
  };
  const beacon = await measureAgainstBaseline(
    'POST /t/collect (page view with cs_ref, committed, 202)',
    collect,
  );
  rows.push(beacon);
  rows.push(
    await measureAtRate(
      `  same, held at half its max (${Math.round(beacon.rps / 2)} req/s)`,
      collect,
      beacon.rps / 2,
    ),
  );
  await stop(child);
  rows.push(...(await measureReferences(env, redirect, hop)));
  return { label, startupMb, rssMb, rows, baseline };
}

/**
 * The redirect's yardsticks on the same database (scripts/bench-redirect-reference.mjs): a bare
 * node:http server with the smallest durable group commit of the same raw row, and Umami's way (one
 * INSERT per request). The product's redirect is read against both, as ratios to the baseline
 * measured beside each.
 */
async function measureReferences(env, redirect, hop) {
  const rows = [];
  const ratios = {};
  for (const [mode, title] of [
    ['durable', 'bare durable redirect (node:http + group commit of the raw row)'],
    ['umami', "Umami's way (one INSERT per click, awaited)"],
  ]) {
    const child = await start(
      `reference (${mode})`,
      ['scripts/bench-redirect-reference.mjs', mode, String(SERVER_PORT)],
      serverEnv({ ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
      SERVER_PORT,
    );
    const row = await measureAgainstBaseline(title, {
      ...redirect,
      url: `http://127.0.0.1:${SERVER_PORT}/l/x`,
    });
    await stop(child);
    ratios[mode] = row.ratio;
    rows.push(row);
  }
  rows.push({
    title: `  the product's redirect: ${(hop.ratio / ratios.durable).toFixed(2)}× the bare durable redirect, ${(hop.ratio / ratios.umami).toFixed(1)}× Umami's way`,
    isNote: true,
  });
  return rows;
}

const baselineChild = await start('baseline', ['-e', BASELINE], {}, BASELINE_PORT);
const targets = [];

const embeddedDir = mkdtempSync(join(tmpdir(), 'creatorscope-bench-'));
dataDirs.push(embeddedDir);
targets.push(await benchTarget('embedded PGlite', { DATA_DIR: embeddedDir }));

if (await answers(5432)) {
  const name = `creatorscope_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pgDir = mkdtempSync(join(tmpdir(), 'creatorscope-bench-pg-'));
  dataDirs.push(pgDir);
  const redis = await answers(6379);
  try {
    targets.push(
      await benchTarget(`PostgreSQL${redis ? ' + Redis' : ''}`, {
        DATA_DIR: pgDir,
        DATABASE_URL: PG_ADMIN_URL.replace(/\/postgres$/, `/${name}`),
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        ...(redis ? { REDIS_URL } : {}),
      }),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
await stop(baselineChild);

console.log(`\nCreatorscope HTTP benchmark: ${connections} connections, ${seconds} s per run\n`);
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
const header = `${pad('call', 62)}${padL('req/s', 10)}${padL('p50 ms', 9)}${padL('p99 ms', 9)}${padL('vs baseline', 13)}${padL('errors', 8)}`;
const line = (r, baseline) =>
  `${pad(r.title, 62)}${padL(Math.round(r.rps), 10)}${padL(r.p50, 9)}${padL(r.p99, 9)}${padL(`${((r.ratio ?? r.rps / baseline.rps) * 100).toFixed(1)}%`, 13)}${padL(r.errors, 8)}`;
console.log(header);
for (const t of targets) {
  console.log(
    `\n${t.label}: ${Math.round(t.rssMb)} MB resident idle (${IDLE_MS / 1000} s after start; ${Math.round(t.startupMb)} MB at ${STARTUP_MS / 1000} s)`,
  );
  for (const r of t.rows) {
    if (r.isNote) {
      console.log(r.title);
      continue;
    }
    console.log(line(r, t.baseline));
    if (r.note) console.log(r.note);
  }
}
cleanup();
if (process.env.BENCH_ONLY === 'http') process.exit(0);
// Lighthouse scores of the public pages, once the HTTP runs no longer share the CPU.
spawnSync(process.execPath, [join(root, 'scripts/bench-lighthouse.mjs')], { stdio: 'inherit' });
// The events writer alone, into each database (events/s).
spawnSync(process.execPath, [join(root, 'scripts/bench-events.mjs')], { stdio: 'inherit' });
// Discovery query latency over 1,000,000 creators on PGlite and PostgreSQL (seeded once, then reused).
spawnSync(process.execPath, [join(root, 'scripts/bench-discovery.mjs')], { stdio: 'inherit' });
// Affiliate-ad dashboards over 10,000,000 events, from the rollups and from the raw table.
spawnSync(process.execPath, [join(root, 'scripts/bench-analytics.mjs')], { stdio: 'inherit' });
process.exit(0);
