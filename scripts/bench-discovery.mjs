// Discovery latency at scale: seeds 1,000,000 creators (once; reused afterwards) in the embedded
// PGlite database under ./data/bench-1m and, when PostgreSQL answers on 127.0.0.1:5432, in its
// `cs_bench` database; then runs 200 varied filter + sort + page queries through the server's own
// searchCreators and prints p50/p95/p99 per database. BENCH_CREATORS, BENCH_QUERIES and
// BENCH_PG_URL override the defaults; --explain lists the slowest queries (to EXPLAIN them).
import { join } from 'node:path';
import pg from 'pg';
import { buildServer, seed } from './seed.mjs';

const root = new URL('..', import.meta.url).pathname;
const CREATORS = Number(process.env.BENCH_CREATORS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEED = 42;
const explain = process.argv.includes('--explain');

/** The same 200 queries every run: a tiny PRNG (mulberry32), never Math.random. */
function queries(contracts) {
  let state = 2026;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  const some = (list, max) => [
    ...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(list))),
  ];
  const bigMarkets = ['IN', 'US', 'BR', 'ID', 'GB', 'MX', 'TR', 'JP', 'DE', 'FR', 'AE', 'NG', 'AU'];
  const list = [];
  for (let i = 0; i < QUERIES; i++) {
    const q = { sortBy: pick(contracts.DISCOVERY_SORT_FIELDS), sortDir: next() < 0.75 ? 'desc' : 'asc' };
    if (next() < 0.5) q.categories = some(contracts.CONTENT_CATEGORIES, 3);
    if (next() < 0.3) q.tiers = some(contracts.FOLLOWER_RANGES, 2);
    if (next() < 0.3) q.countries = next() < 0.8 ? some(bigMarkets, 2) : some(contracts.COUNTRY_CODES, 3);
    if (next() < 0.2) {
      q.engagementMin = Math.round(next() * 40) / 10;
      q.engagementMax = q.engagementMin + 1 + Math.round(next() * 60) / 10;
    }
    if (next() < 0.2) {
      q.followersMin = pick([1_000, 10_000, 50_000, 100_000, 500_000]);
      if (next() < 0.5) q.followersMax = q.followersMin * pick([5, 10, 20]);
    }
    if (next() < 0.2) q.qualityMin = pick([50, 60, 70, 80, 90]);
    if (next() < 0.15) q.audienceAgeBand = pick(['10-17', '18-24', '25-34', '35-54']);
    if (next() < 0.15) q.audienceGender = pick(['female', 'male']);
    if (next() < 0.05) q.search = pick(['priya', 'sharma', 'fit', 'eats', 'silva', 'travels', 'kim', 'tech']);
    const page = next() < 0.7 ? 1 : 1 + Math.floor(next() * 5);
    list.push(contracts.ZDiscoveryQuery.parse({ ...q, page, pageSize: pick([20, 20, 50]) }));
  }
  return list;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function run(label, databaseUrl, dataDir) {
  const seeded = await seed({
    creators: CREATORS,
    seed: SEED,
    databaseUrl,
    dataDir,
    log: (m) => console.log(`  ${m}`),
  });
  const { loadConfig } = await import(`${root}apps/server/dist/config.js`);
  const { openDatabase } = await import(`${root}apps/server/dist/db/client.js`);
  const { searchCreators } = await import(
    `${root}apps/server/dist/modules/insights/service/search-creators.js`
  );
  const contracts = await import(`${root}packages/contracts/dist/index.js`);
  const database = await openDatabase(
    loadConfig({
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      LOG_LEVEL: 'silent',
    }),
  );
  // Statistics and visibility map up to date, as after any seeding (cheap when nothing changed).
  await database.db.execute('vacuum analyze creators');
  const deps = { db: database.db };
  const list = queries(contracts);
  for (const q of list.slice(0, 10)) await searchCreators(deps, q); // warm caches
  const timings = [];
  for (const q of list) {
    const t = process.hrtime.bigint();
    await searchCreators(deps, q);
    timings.push({ ms: Number(process.hrtime.bigint() - t) / 1e6, q });
  }
  if (explain) {
    for (const { ms, q } of [...timings].sort((a, b) => b.ms - a.ms).slice(0, 8)) {
      console.log(`  slow ${ms.toFixed(1)} ms: ${JSON.stringify(q)}`);
    }
  }
  await database.close();
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  return {
    label,
    seeded,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

async function postgresBenchUrl() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    const exists = await admin.query("select 1 from pg_database where datname = 'cs_bench'");
    if (exists.rowCount === 0) await admin.query('create database cs_bench');
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = '/cs_bench';
  return url.toString();
}

buildServer();
console.log(
  `\nDiscovery benchmark: ${QUERIES} varied filter + sort + page queries over ${CREATORS.toLocaleString('en')} creators\n`,
);
const results = [];
// BENCH_TARGETS=pg or =pglite runs one of the two (while tuning).
const targets = process.env.BENCH_TARGETS ?? 'pglite,pg';
if (targets.includes('pglite')) {
  console.log('PGlite (embedded):');
  results.push(
    await run(
      'PGlite (embedded)',
      undefined,
      join(root, 'data', CREATORS === 1_000_000 ? 'bench-1m' : `bench-${CREATORS}`),
    ),
  );
}
const pgUrl = targets.split(',').includes('pg') ? await postgresBenchUrl() : null;
if (pgUrl) {
  console.log('PostgreSQL:');
  results.push(await run('PostgreSQL', pgUrl));
} else if (targets.split(',').includes('pg')) {
  console.log(`PostgreSQL: not reachable at ${PG_ADMIN_URL}, skipped`);
}
console.log(
  `\n${'database'.padEnd(22)}${'seeded in'.padStart(12)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}${'p99 ms'.padStart(10)}`,
);
for (const r of results) {
  const seeded = r.seeded ? `${r.seeded.toFixed(0)} s` : 'reused';
  console.log(
    `${r.label.padEnd(22)}${seeded.padStart(12)}${r.p50.toFixed(1).padStart(10)}${r.p95.toFixed(1).padStart(10)}${r.p99.toFixed(1).padStart(10)}`,
  );
}
process.exit(0);
