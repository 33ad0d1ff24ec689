// Affiliate-ad analytics at scale: seeds 10,000,000 events over 90 days (once; reused afterwards)
// for one organisation with 20 ads and 200 publishers' links, in PostgreSQL's `cs_bench_events`
// database and, with BENCH_TARGETS including pglite, in an embedded PGlite database under
// ./data/bench-events-<n>; the rollups are derived from the raw rows by one GROUP BY, so both say
// the same. Then it times the dashboards through the server's own functions, 100 times each: an
// ad's page (link analytics, script analytics and growth at once, as the page asks) and the
// organisation's ads together, over 90 days; and the same numbers summed from the raw table, for
// the ratio. BENCH_EVENTS (default 10,000,000), BENCH_TARGETS (default pg) and BENCH_PG_URL override.
import { join } from 'node:path';
import pg from 'pg';
import { buildServer } from './seed.mjs';

const root = new URL('..', import.meta.url).pathname;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 100);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAYS = 90;
const ADS = 20;
const LINKS = 200;
const DAY_MS = 86_400_000;
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The organisation, its ads, publishers and links, made once; answers their ids. */
async function seedOwners(db) {
  const { users } = await import(`${root}apps/server/dist/modules/auth/tables.js`);
  const { organizations } = await import(`${root}apps/server/dist/modules/org/tables.js`);
  const { affiliateAds, adLinks } = await import(`${root}apps/server/dist/modules/affiliate-ads/tables.js`);
  const { publishers } = await import(`${root}apps/server/dist/modules/publishers/tables.js`);
  const { eq } = await import('drizzle-orm');
  const [found] = await db.select().from(organizations).where(eq(organizations.name, 'Analytics Bench'));
  if (found) {
    const ads = await db
      .select({ id: affiliateAds.id })
      .from(affiliateAds)
      .where(eq(affiliateAds.orgId, found.id));
    return { orgId: found.id, adIds: ads.map((a) => a.id).sort(), isNew: false };
  }
  const [owner] = await db
    .insert(users)
    .values({ email: 'analytics-bench@example.com', name: 'Bench' })
    .returning();
  const [org] = await db
    .insert(organizations)
    .values({ name: 'Analytics Bench', createdBy: owner.id })
    .returning();
  const ads = await db
    .insert(affiliateAds)
    .values(
      Array.from({ length: ADS }, (_, i) => ({
        orgId: org.id,
        publicId: `bench${String(i).padStart(7, '0')}`,
        status: 'active',
        currency: 'INR',
        campaignName: `Bench ad ${i + 1}`,
        brandName: 'Bench',
        adType: 'image',
        adDisplayType: 'feed',
        schedulePost: dayOf(Date.now() - 120 * DAY_MS),
        commissionPercent: 10,
        conversionPriceCapMinor: 50_000,
        websiteUrl: 'https://shop.bench.example/',
        scriptTargetEvent: ['add_to_cart', 'signup'],
        createdAt: new Date(Date.now() - 120 * DAY_MS),
      })),
    )
    .returning({ id: affiliateAds.id });
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: LINKS }, (_, i) => ({ email: `pub${i}@bench.example`, name: `Publisher ${i}` })),
    )
    .returning({ id: users.id });
  const pubs = await db
    .insert(publishers)
    .values(
      people.map((p, i) => ({
        userId: p.id,
        name: `Publisher ${i}`,
        email: `pub${i}@bench.example`,
        whatsappNumber: '+919876543210',
        publisherType: 'affiliate',
      })),
    )
    .returning({ id: publishers.id });
  await db.insert(adLinks).values(
    pubs.map((p, i) => ({
      adId: ads[i % ADS].id,
      publisherId: p.id,
      orgId: org.id,
      // Unique codes in the links' alphabet (no 0 or 1): each digit of i as a letter.
      code: `b${String(i)
        .padStart(7, '0')
        .replace(/\d/g, (d) => 'abcdefghjk'[Number(d)])}`,
    })),
  );
  return { orgId: org.id, adIds: ads.map((a) => a.id).sort(), isNew: true };
}

/** Raw events, one statement per day (a tenth of the days' traffic lands on ad 0, the page timed). */
async function seedEvents(database, orgId, log) {
  const { sql } = await import('drizzle-orm');
  const { ensureEventPartitions } = await import(`${root}apps/server/dist/modules/events/partitions.js`);
  const db = database.db;
  const today = Date.parse(dayOf(Date.now()));
  const first = today - (DAYS - 1) * DAY_MS;
  await ensureEventPartitions(db, new Date(first), DAYS + 4);
  const perDay = Math.ceil(EVENTS / DAYS);
  const started = Date.now();
  for (let d = 0; d < DAYS; d++) {
    const day = new Date(first + d * DAY_MS).toISOString();
    await db.execute(sql`
      insert into events (id, occurred_at, kind, org_id, ad_id, publisher_id, link_id, visitor, country, device,
        referrer_host, name, order_id, value_minor, currency, counted, uncounted_reason)
      select gen_random_uuid(), ${day}::timestamptz + s.t * interval '1 day',
        s.kind, ${orgId}::uuid, l.ad_id, l.publisher_id, l.id, md5(s.v::text),
        (array['IN','US','GB','AE','BR','ID','DE','FR','SG','CA','AU','JP'])[1 + (s.v % 12)],
        (array['mobile','desktop','tablet'])[1 + (s.v % 3)],
        (array[null,'www.instagram.com','www.youtube.com','t.co','www.google.com'])[1 + (s.v % 5)],
        case when s.kind = 'custom' then (array['add_to_cart','signup','newsletter'])[1 + (s.v % 3)] end,
        case when s.kind = 'conversion' then md5(random()::text) end,
        case when s.kind = 'conversion' then 1000 + (s.v % 500000) end,
        case when s.kind = 'conversion' then 'INR' end,
        s.counted, case when s.counted then null else 'duplicate' end
      from (
        select random() as t, (random() * 2147483647)::int as v, random() < 0.9 as counted,
          case when r < 0.7 then 'click' when r < 0.9 then 'pageview' when r < 0.95 then 'custom' else 'conversion' end as kind,
          case when random() < 0.1 then 0 else (random() * ${LINKS - 1})::int end as link_no
        from (select random() as r from generate_series(1, ${perDay})) g
      ) s
      join (select id, ad_id, publisher_id, row_number() over (order by code) - 1 as no from ad_links where org_id = ${orgId}::uuid) l
        on l.no = s.link_no`);
    if ((d + 1) % 10 === 0)
      log(
        `  ${((d + 1) * perDay).toLocaleString('en')} events (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
  }
  // The rollups, as the writer would have kept them: each event in one row per dimension
  // (events/tables.ts), summed from the raw rows by one GROUP BY.
  await db.execute(sql`
    insert into event_rollups (day, org_id, ad_id, dimension, value, publisher_id, link_id, kind, name,
      counted, uncounted, value_minor)
    select day, org_id, ad_id, dimension, value, publisher_id, link_id, kind, name,
      count(*) filter (where counted), count(*) filter (where not counted),
      coalesce(sum(value_minor) filter (where counted), 0)
    from (
      select (occurred_at at time zone 'UTC')::date as day, org_id, ad_id, kind, counted, value_minor,
        d.dimension, d.value, d.publisher_id, d.link_id, d.name
      from events
      cross join lateral (values
        ('total', null::text, null::uuid, null::uuid, case when kind = 'custom' then name end),
        ('link', null, publisher_id, link_id, case when kind = 'custom' then name end),
        ('country', country, null, null, null),
        ('device', device, null, null, null),
        ('referrer', referrer_host, null, null, null)
      ) as d(dimension, value, publisher_id, link_id, name)
      where org_id = ${orgId}::uuid
    ) e
    group by day, org_id, ad_id, dimension, value, publisher_id, link_id, kind, name`);
  await db.execute(sql`vacuum analyze events`);
  await db.execute(sql`vacuum analyze event_rollups`);
  return (Date.now() - started) / 1000;
}

/** The raw-table equivalent of the ad page: the same groupings summed from events, not rollups. */
const rawAdPage = (sql, orgId, adId, from, to) => sql`
  select kind, counted, count(*), sum(value_minor),
    grouping(date_trunc('day', occurred_at)) as g_day, date_trunc('day', occurred_at) as day,
    publisher_id, country, device, referrer_host, name
  from events
  where org_id = ${orgId}::uuid and ad_id = ${adId}::uuid
    and occurred_at >= ${from}::date and occurred_at < ${to}::date + 1
  group by grouping sets ((kind, counted), (kind, counted, date_trunc('day', occurred_at)),
    (kind, counted, publisher_id), (kind, counted, country), (kind, counted, device),
    (kind, counted, referrer_host), (kind, counted, name))`;

async function time(fn) {
  const timings = [];
  for (let i = 0; i < 5; i++) await fn(); // warm caches
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    await fn();
    timings.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const sorted = timings.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

async function run(label, env, log) {
  const { loadConfig } = await import(`${root}apps/server/dist/config.js`);
  const { openDatabase } = await import(`${root}apps/server/dist/db/client.js`);
  const analytics = await import(`${root}apps/server/dist/modules/affiliate-ads/analytics.js`);
  const { sql } = await import('drizzle-orm');
  // Seeding runs statements of minutes; the server's default statement timeout is for requests.
  const database = await openDatabase(
    loadConfig({ ...env, LOG_LEVEL: 'silent', DATABASE_STATEMENT_TIMEOUT_MS: '1800000' }),
  );
  try {
    const owners = await seedOwners(database.db);
    const seeded = owners.isNew ? await seedEvents(database, owners.orgId, log) : 0;
    const deps = { db: database.db };
    const to = dayOf(Date.now());
    const from = dayOf(Date.now() - (DAYS - 1) * DAY_MS);
    const range = { from, to };
    const adId = owners.adIds[0];
    const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from events`)).rows;
    const adPage = await time(() =>
      Promise.all([
        analytics.getAdLinkAnalytics(deps, owners.orgId, adId, range),
        analytics.getAdScriptAnalytics(deps, owners.orgId, adId, range),
        analytics.getAdGrowth(deps, owners.orgId, adId, range),
      ]),
    );
    const orgPage = await time(() => analytics.getOrgAdAnalytics(deps, owners.orgId, range));
    const raw = await time(() => database.db.execute(rawAdPage(sql, owners.orgId, adId, from, to)));
    return { label, seeded, events: n, adPage, orgPage, raw };
  } finally {
    await database.close();
  }
}

async function postgresBenchUrl() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    const exists = await admin.query("select 1 from pg_database where datname = 'cs_bench_events'");
    if (exists.rowCount === 0) await admin.query('create database cs_bench_events');
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = '/cs_bench_events';
  return url.toString();
}

buildServer();
console.log(
  `\nAnalytics benchmark: 90-day dashboards over ${EVENTS.toLocaleString('en')} events (${RUNS} runs each)\n`,
);
const results = [];
const targets = (process.env.BENCH_TARGETS ?? 'pg').split(',');
const log = (m) => console.log(m);
if (targets.includes('pglite')) {
  console.log('PGlite (embedded):');
  const dir = join(root, 'data', `bench-events-${EVENTS}`);
  results.push(await run('PGlite (embedded)', { DATA_DIR: dir }, log));
}
if (targets.includes('pg')) {
  const url = await postgresBenchUrl();
  if (url) {
    console.log('PostgreSQL:');
    results.push(await run('PostgreSQL', { DATABASE_URL: url }, log));
  } else console.log(`PostgreSQL: not reachable at ${PG_ADMIN_URL}, skipped`);
}
const ms = (v) => v.toFixed(1).padStart(9);
console.log(
  `\n${'database'.padEnd(20)}${'events'.padStart(12)}${'seeded'.padStart(9)}  ${'dashboard (rollups)'.padEnd(34)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}`,
);
for (const r of results) {
  const head = `${r.label.padEnd(20)}${r.events.toLocaleString('en').padStart(12)}${(r.seeded ? `${r.seeded.toFixed(0)} s` : 'reused').padStart(9)}  `;
  console.log(
    `${head}${'one ad: links + script + growth'.padEnd(34)}${ms(r.adPage.p50)}${ms(r.adPage.p95)}${ms(r.adPage.p99)}`,
  );
  console.log(
    `${' '.repeat(head.length)}${"the org's 20 ads together".padEnd(34)}${ms(r.orgPage.p50)}${ms(r.orgPage.p95)}${ms(r.orgPage.p99)}`,
  );
  console.log(
    `${' '.repeat(head.length)}${'one ad from the raw table'.padEnd(34)}${ms(r.raw.p50)}${ms(r.raw.p95)}${ms(r.raw.p99)}`,
  );
  console.log(
    `${' '.repeat(head.length)}rollups answer the ad's page ${(r.raw.p95 / r.adPage.p95).toFixed(0)}× faster than the raw table (p95)`,
  );
}
process.exit(0);
