// The events writer alone (group commit, no HTTP): events/s committed into the embedded PGlite
// database (on disk, as `npm start` runs it) and, when PostgreSQL answers on 127.0.0.1:5432, into a
// throwaway PostgreSQL database. A realistic mix: 70% clicks (random visitors, so each click also
// claims its hourly mark), 20% page views, 5% custom events, 5% conversions; 300 user agents,
// 50,000 IPs, 20 ads, 200 links. BENCH_EVENTS_SECONDS (default 10) sets each run's length.
// Run alone with `BENCH_ONLY=events npm run bench`; the full bench runs it after the HTTP runs.
// Each run also prints the CPU time per event of the writer's process and (PostgreSQL on this
// machine) of the database's backends: on a shared machine events/s follows the load, these do not.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_EVENTS_SECONDS ?? 10);
const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Events handed to the writer per round; the next round is queued while the last one commits. */
const ROUND = 10_000;

const answers = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1_000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });

function eventSource() {
  let state = 2026;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  const orgId = randomUUID();
  const ads = Array.from({ length: 20 }, () => randomUUID());
  const links = Array.from({ length: 200 }, (_, i) => ({
    linkId: randomUUID(),
    publisherId: randomUUID(),
    adId: ads[i % 20],
  }));
  const agents = Array.from({ length: 300 }, (_, i) =>
    i % 3 === 0
      ? `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${i % 7} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${i % 5} Mobile/15E148 Safari/604.1`
      : `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12${i % 10}.0.${i}.0 Safari/537.36`,
  );
  agents[7] = 'WhatsApp/2.23.20.0 A';
  agents[11] = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const ips = Array.from(
    { length: 50_000 },
    () =>
      `${1 + Math.floor(next() * 222)}.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}`,
  );
  const referrers = [
    null,
    'https://www.instagram.com/',
    'https://www.youtube.com/watch?v=x',
    'https://t.co/abc',
    'https://www.google.com/',
  ];
  let order = 0;
  return () => {
    const link = pick(links);
    const r = next();
    const kind = r < 0.7 ? 'click' : r < 0.9 ? 'pageview' : r < 0.95 ? 'custom' : 'conversion';
    return {
      kind,
      orgId,
      ...link,
      ip: pick(ips),
      userAgent: pick(agents),
      method: 'GET',
      referrer: pick(referrers),
      ...(kind === 'pageview' ? { page: '/products/42', clickRef: randomUUID() } : {}),
      ...(kind === 'custom' ? { name: 'add_to_cart', props: { sku: 'A-1', qty: 2 } } : {}),
      ...(kind === 'conversion' ? { orderId: `o-${order++}`, valueMinor: 49_900, currency: 'INR' } : {}),
    };
  };
}

/**
 * CPU milliseconds the given processes have used (Linux /proc, in clock ticks of 10 ms; 0 where it cannot be read): the
 * local PostgreSQL's backends, so that a run on a busy machine still tells the cost per event.
 */
const cpuMsOf = (pids) =>
  pids.reduce((ms, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ms + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return ms;
    }
  }, 0);

/** Rounds of ROUND events, each queued while the one before commits, for `ms`: events/s and how many. */
async function drive(writer, ms) {
  const next = eventSource();
  const started = performance.now();
  let committed = 0;
  let previous = Promise.resolve(0);
  while (performance.now() - started < ms) {
    const round = Promise.all(Array.from({ length: ROUND }, () => writer.record(next()))).then(
      (r) => r.length,
    );
    committed += await previous;
    previous = round;
  }
  committed += await previous;
  return { rate: committed / ((performance.now() - started) / 1000), committed };
}

async function benchOne(label, env) {
  const { loadConfig } = await import(`${root}apps/server/dist/config.js`);
  const { openDatabase } = await import(`${root}apps/server/dist/db/client.js`);
  const { createEventWriter } = await import(`${root}apps/server/dist/modules/events/index.js`);
  // Development settings: only the database is opened, so production's required services need not exist.
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env });
  const database = await openDatabase(config);
  const writer = createEventWriter(database.db, database.kind, {
    onError: (error) => console.error(`${label}: batch failed`, error),
  });
  try {
    await drive(writer, 2_000); // warm-up: JIT, caches, partitions, salts
    const { sql } = await import('drizzle-orm');
    const backends = async () =>
      database.kind === 'postgres'
        ? (
            await database.db.execute(
              sql`select pid from pg_stat_activity where datname = current_database()`,
            )
          ).rows.map((r) => r.pid)
        : [];
    const before = await backends();
    const dbBefore = cpuMsOf(before);
    const cpuBefore = process.cpuUsage();
    const { rate, committed } = await drive(writer, seconds * 1_000);
    const cpu = process.cpuUsage(cpuBefore);
    // A backend the pool opened during the run counts from its start.
    const after = (await backends()).filter((pid) => !before.includes(pid));
    const dbMs = cpuMsOf(before) - dbBefore + cpuMsOf(after);
    const perEvent = (us) => (us / committed).toFixed(1);
    return {
      label,
      rate,
      cpu: `writer ${perEvent(cpu.user + cpu.system)} µs/event${database.kind === 'postgres' ? `, PostgreSQL ${perEvent(dbMs * 1000)} µs/event` : ' (the database runs inside it)'}`,
    };
  } finally {
    await writer.close();
    await database.close();
  }
}

const rows = [];
const embeddedDir = mkdtempSync(join(tmpdir(), 'creatorscope-bench-events-'));
try {
  rows.push(await benchOne('embedded PGlite (on disk)', { DATA_DIR: embeddedDir }));
} finally {
  rmSync(embeddedDir, { recursive: true, force: true });
}
if (await answers(5432)) {
  const name = `creatorscope_bench_events_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pgDir = mkdtempSync(join(tmpdir(), 'creatorscope-bench-events-pg-'));
  try {
    rows.push(
      await benchOne('PostgreSQL', {
        DATA_DIR: pgDir,
        DATABASE_URL: PG_ADMIN_URL.replace(/\/postgres$/, `/${name}`),
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      }),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
}

console.log(`\nEvents writer alone (group commit, rollups in the same transaction): ${seconds} s per run`);
for (const { label, rate, cpu } of rows) {
  console.log(`${label.padEnd(40)}${String(Math.round(rate)).padStart(10)} events/s   CPU: ${cpu}`);
}
process.exit(0);
