import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../http/errors.js';
import { buildTestApp } from '../../test/app.js';
import type { EventInput } from './event-input.js';
import { claimEventFeed, eventFeedLength } from './feed.js';
import { readEventStats } from './reads.js';
import { eventFeed, eventRollups, events } from './tables.js';
import { hashVisitor } from './visitor.js';
import { EventWriter, type RecordedEvent } from './writer.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type Rows<T> = { rows: T[] };

/**
 * The UTC days from `since` to now: those of events recorded meanwhile at the clock's time, even
 * when midnight passed between the recording and the reading (a single "today" would miss them).
 */
const daysSince = (since: Date) => ({
  from: since.toISOString().slice(0, 10),
  to: new Date().toISOString().slice(0, 10),
});

describe('the events writer (group commit)', () => {
  let app: FastifyInstance;
  const orgId = randomUUID();

  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());

  const ids = () => ({ orgId, adId: randomUUID(), publisherId: randomUUID(), linkId: randomUUID() });
  const click = (base: ReturnType<typeof ids>, over: Partial<EventInput> = {}): EventInput => ({
    kind: 'click',
    ...base,
    ip: '8.8.8.8',
    userAgent: CHROME,
    method: 'GET',
    referrer: 'https://www.instagram.com/p/abc',
    ...over,
  });
  const storedIds = async (adId: string) =>
    (await app.deps.db.select({ id: events.id }).from(events).where(eq(events.adId, adId))).map((r) => r.id);

  /** Each event is in one row of each dimension (tables.ts, eventRollups): the rollups, summed again from the raw rows. */
  const expectRollupsEqualRaw = async (org: string, adIds: string[]) => {
    const raw = (await app.deps.db.execute(sql`
      select ad_id, day::text as day, dimension, value, publisher_id, link_id, kind, name,
        count(*) filter (where counted)::int as counted, count(*) filter (where not counted)::int as uncounted,
        coalesce(sum(value_minor) filter (where counted), 0)::int as value_minor
      from (
        select ad_id, (occurred_at at time zone 'UTC')::date as day, kind, counted, value_minor,
          d.dimension, d.value, d.publisher_id, d.link_id, d.name
        from events
        cross join lateral (values
          ('total', null::text, null::uuid, null::uuid, case when kind = 'custom' then name end),
          ('link', null, publisher_id, link_id, case when kind = 'custom' then name end),
          ('country', country, null, null, null),
          ('device', device, null, null, null),
          ('referrer', referrer_host, null, null, null)
        ) as d(dimension, value, publisher_id, link_id, name)
        where org_id = ${org} and ad_id in (${sql.join(adIds, sql`, `)})
      ) e
      group by 1, 2, 3, 4, 5, 6, 7, 8`)) as unknown as Rows<Record<string, unknown>>;
    const rolled = (await app.deps.db.execute(sql`
      select ad_id, day::text as day, dimension, value, publisher_id, link_id, kind, name,
        counted::int as counted, uncounted::int as uncounted, value_minor::int as value_minor
      from event_rollups where org_id = ${org} and ad_id in (${sql.join(adIds, sql`, `)})`)) as unknown as Rows<
      Record<string, unknown>
    >;
    const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();
    expect(raw.rows.length).toBeGreaterThan(0);
    expect(sorted(rolled.rows)).toEqual(sorted(raw.rows));
  };

  it('carries many callers in one batch, and each resolves only once its batch is committed', async () => {
    const writer = new EventWriter(app.deps.db, { tickMs: 30 });
    const base = ids();
    let isCommittedWhenResolved = true;
    const pending = Array.from({ length: 50 }, (_, i) =>
      writer.record(click(base, { ip: `8.8.4.${i}` })).then(async (recorded) => {
        const stored = await storedIds(base.adId);
        if (!stored.includes(recorded.id)) isCommittedWhenResolved = false;
        return { recorded, storedWhenResolved: stored.length };
      }),
    );
    // Queued, not yet written: the tick has not passed.
    expect(await storedIds(base.adId)).toEqual([]);
    const results = await Promise.all(pending);
    expect(isCommittedWhenResolved).toBe(true);
    // One batch: the first caller to resolve already sees all fifty rows.
    expect(Math.min(...results.map((r) => r.storedWhenResolved))).toBe(50);
    expect(results.every((r) => r.recorded.counted)).toBe(true);
    await writer.close();
  });

  it('keeps rollups equal to what the raw rows say after random concurrent ingest', async () => {
    const started = new Date();
    const writers = [
      app.deps.events,
      new EventWriter(app.deps.db, { maxBatch: 37 }),
      new EventWriter(app.deps.db),
    ];
    const adIds = [randomUUID(), randomUUID()];
    const links = [randomUUID(), randomUUID(), randomUUID()];
    const agents = [CHROME, IPHONE, 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'WhatsApp/2.23'];
    const referrers = [null, 'https://www.instagram.com/', 'https://t.co/x', 'not a url'];
    const kinds = ['click', 'pageview', 'custom', 'conversion'] as const;
    // mulberry32: a seeded sequence, so a failure can be replayed.
    let seed = 7;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const inputs: EventInput[] = Array.from({ length: 600 }, () => {
      const kind = pick(kinds);
      return {
        kind,
        orgId,
        adId: pick(adIds),
        linkId: pick([...links, null]),
        publisherId: pick([links[0], null]),
        ip: pick(['8.8.8.8', '1.1.1.1', '81.2.69.142', '127.0.0.1']),
        userAgent: pick(agents),
        method: pick(['GET', 'GET', 'GET', 'HEAD']),
        referrer: pick(referrers),
        ...(kind === 'custom' ? { name: pick(['signup', 'add_to_cart']), props: { plan: 'pro' } } : {}),
        ...(kind === 'conversion'
          ? {
              orderId: `order-${pick([1, 2, 3, 4, 5, 6])}`,
              valueMinor: pick([100, 250, 999]),
              currency: 'INR',
            }
          : {}),
        uncountedReason: pick([null, null, null, 'inactive']),
      };
    });
    const results = await Promise.all(
      inputs.map((input, i) => (writers[i % 3] as EventWriter).record(input)),
    );
    await Promise.all(writers.slice(1).map((w) => w.close()));

    await expectRollupsEqualRaw(orgId, adIds);

    // And with what the callers were told.
    const countedByCallers = results.filter((r) => r.counted).length;
    const stats = await Promise.all(
      adIds.map((adId) =>
        readEventStats(app.deps.db, { scope: { orgId, adId }, from: '2000-01-01', to: '2001-12-31' }),
      ),
    );
    expect(stats.every((s) => s.rows.length === 1)).toBe(true);
    const now = await Promise.all(
      adIds.map((adId) => readEventStats(app.deps.db, { scope: { orgId, adId }, ...daysSince(started) })),
    );
    const total = now.reduce((n, s) => n + Object.values(s.totals.counted).reduce((a, b) => a + b, 0), 0);
    expect(total).toBe(countedByCallers);
    expect(results.filter((r) => r.uncountedReason === 'duplicate-order').length).toBeGreaterThan(0);
    expect(results.filter((r) => r.uncountedReason === 'duplicate').length).toBeGreaterThan(0);
  });

  it('lands a batch of 10,000 mixed events exactly: rollups sum to the raw rows, the feed holds each counted publisher event once, each caller is told what was stored', async () => {
    const org = randomUUID();
    const adIds = Array.from({ length: 5 }, () => randomUUID());
    const links = Array.from({ length: 40 }, (_, i) => ({
      adId: adIds[i % adIds.length] as string,
      linkId: randomUUID(),
      publisherId: i % 4 === 0 ? null : randomUUID(),
    }));
    let seed = 17;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const agents = [CHROME, IPHONE, 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'WhatsApp/2.23', ''];
    const names = ['signup', 'say "hi"', 'a,b{c}', 'back\\slash', 'नमस्ते', 'NULL'];
    const now = Date.now();
    const inputs: EventInput[] = Array.from({ length: 10_000 }, (_, i) => {
      const r = random();
      const kind = r < 0.55 ? 'click' : r < 0.8 ? 'pageview' : r < 0.9 ? 'custom' : 'conversion';
      const link = pick(links);
      return {
        kind,
        orgId: org,
        ...(random() < 0.1 ? { adId: link.adId } : link),
        ip: `81.2.${Math.floor(random() * 3)}.${Math.floor(random() * 100)}`,
        userAgent: pick(agents),
        method: random() < 0.05 ? 'HEAD' : 'GET',
        referrer: pick([
          null,
          'https://www.instagram.com/p/1',
          'https://t.co/x',
          'not a url',
          'https://null/',
        ]),
        // Yesterday and today (their partitions), and a few on a day long gone (the default partition).
        occurredAt: new Date(
          i % 500 === 0 ? Date.UTC(2020, 1, 29, 12) : now - Math.floor(random() * 30 * 3_600_000),
        ),
        ...(kind === 'pageview'
          ? { page: `/p/${i % 7}?email=x`, clickRef: random() < 0.5 ? randomUUID() : null }
          : {}),
        ...(kind === 'custom'
          ? { name: pick(names), props: { plan: pick(['pro', 'a "quoted" plan']), n: i } }
          : {}),
        ...(kind === 'conversion'
          ? {
              orderId: `order-${Math.floor(random() * 300)}`,
              valueMinor: pick([0, 100, 49_900]),
              currency: 'INR',
            }
          : {}),
        uncountedReason: random() < 0.05 ? 'inactive' : null,
      };
    });
    // One batch: the 10,000th event fills it, long before the tick.
    const writer = new EventWriter(app.deps.db, { maxBatch: 10_000, tickMs: 60_000 });
    const results = await Promise.all(inputs.map((input) => writer.record(input)));
    await writer.close();

    const stored = await app.deps.db
      .select({ id: events.id, counted: events.counted, reason: events.uncountedReason })
      .from(events)
      .where(eq(events.orgId, org));
    expect(stored).toHaveLength(10_000);
    const told = new Map(results.map((r) => [r.id, r]));
    for (const row of stored) {
      expect(told.get(row.id)).toEqual({
        id: row.id,
        counted: row.counted,
        uncountedReason: row.reason,
        replacedEventId: null,
      });
    }
    await expectRollupsEqualRaw(org, adIds);

    const fed = (
      await app.deps.db.select({ id: eventFeed.eventId }).from(eventFeed).where(eq(eventFeed.orgId, org))
    )
      .map((r) => r.id)
      .sort();
    const earning = (await app.deps.db.execute(sql`
      select id from events where org_id = ${org} and counted and uncounted_reason is null
        and publisher_id is not null
        and kind in ('click', 'pageview', 'conversion')`)) as unknown as Rows<{ id: string }>;
    expect(fed.length).toBeGreaterThan(1_000);
    expect(fed).toEqual(earning.rows.map((r) => r.id).sort());
    const byCallers = inputs.flatMap((input, i) =>
      results[i]?.counted &&
      results[i]?.uncountedReason === null &&
      input.publisherId &&
      input.kind !== 'custom'
        ? [results[i]?.id]
        : [],
    );
    expect(fed).toEqual(byCallers.sort());

    // Every rule had its say, and none counted twice.
    const reasons = new Set(results.map((r) => r.uncountedReason));
    for (const reason of ['duplicate', 'duplicate-order', 'bot', 'preview', 'head', 'inactive']) {
      expect(reasons).toContain(reason);
    }
    const twice = (await app.deps.db.execute(sql`
      select 1 from events where org_id = ${org} and counted and kind = 'conversion'
      group by ad_id, order_id having count(*) > 1
      union all
      select 1 from events where org_id = ${org} and counted and kind = 'click'
      group by coalesce(link_id, ad_id), visitor having count(*) > 1`)) as unknown as Rows<unknown>;
    expect(twice.rows).toEqual([]);
  }, 120_000);

  it("stores a visitor's text with a NUL character or half an emoji without failing the batch it shares", async () => {
    const base = ids();
    const writer = new EventWriter(app.deps.db, { tickMs: 50 });
    const conversion: EventInput = {
      ...base,
      kind: 'conversion',
      orderId: 'o\0-1',
      valueMinor: 100,
      isServerToServer: true,
    };
    const recorded = await Promise.all([
      writer.record({
        ...base,
        kind: 'custom',
        name: 'sign\0up',
        props: { 'k\0': 'v\0', half: 'x\ud83d' },
        ip: '9.9.8.1',
        userAgent: CHROME,
      }),
      writer.record(conversion),
      writer.record(click(base, { ip: '9.9.8.2', clickRef: 'ref\0' })),
    ]);
    expect(recorded.map((r) => r.counted)).toEqual([true, true, true]);
    const rows = await app.deps.db.select().from(events).where(eq(events.adId, base.adId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(recorded[0]?.id as string)).toMatchObject({
      name: 'signup',
      props: { k: 'v', half: 'x\ufffd' },
    });
    expect(byId.get(recorded[1]?.id as string)).toMatchObject({ orderId: 'o-1' });
    expect(byId.get(recorded[2]?.id as string)).toMatchObject({ clickRef: 'ref' });
    // The order id as stored is the one a retry is matched with.
    expect((await writer.record(conversion)).uncountedReason).toBe('duplicate-order');
    await writer.close();
  });

  it("hashes a visitor as SHA-256 of the day's salt, a NUL, and IP and user agent, cut to 128 bits", () => {
    const key = `8.8.8.8\u0000${CHROME}`;
    expect(hashVisitor('the salt', key)).toBe(
      createHash('sha256').update('the salt').update('\u0000').update(key).digest('hex').slice(0, 32),
    );
  });

  it("queues a publisher's counted clicks, page views and conversions for pay, nudges the payer, and nothing else", async () => {
    const writer = new EventWriter(app.deps.db);
    let nudges = 0;
    const unsubscribe = writer.onFeed(() => {
      nudges += 1;
    });
    const base = ids();
    const { publisherId: _p, linkId: _l, ...noPublisher } = base;
    const recorded = await Promise.all([
      writer.record(click(base, { ip: '9.9.9.1' })),
      writer.record(click(base, { ip: '9.9.9.1' })), // a duplicate: not counted, not paid
      writer.record(click(base, { ip: '9.9.9.2', userAgent: 'Googlebot/2.1' })),
      writer.record({ ...base, kind: 'pageview', ip: '9.9.9.3', userAgent: CHROME, page: '/p' }),
      writer.record({ ...base, kind: 'custom', name: 'signup', ip: '9.9.9.3', userAgent: CHROME }),
      writer.record({ ...base, kind: 'conversion', orderId: 'f-1', valueMinor: 500, isServerToServer: true }),
      writer.record({
        ...noPublisher,
        kind: 'conversion',
        orderId: 'f-2',
        valueMinor: 500,
        isServerToServer: true,
      }),
    ]);
    await writer.close();
    unsubscribe();
    const fed = (await app.deps.db.select().from(eventFeed).where(eq(eventFeed.adId, base.adId))).map(
      (row) => row.eventId,
    );
    const paid = [recorded[0], recorded[3], recorded[5]].map((r) => r?.id);
    expect(fed.sort()).toEqual(paid.sort());
    expect(nudges).toBeGreaterThan(0);
    await app.deps.db.transaction(async (tx) => {
      const claimed = await claimEventFeed(tx, 100_000);
      // Oldest first; these were recorded at once, so only which kinds came matters here.
      expect(
        claimed
          .filter((e) => e.adId === base.adId)
          .map((e) => e.kind)
          .sort(),
      ).toEqual(['click', 'conversion', 'pageview']);
      const times = claimed.map((e) => e.occurredAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });
    expect(await eventFeedLength(app.deps.db)).toBe(0);
  });

  it('stores bots, HEAD requests and link previews uncounted, with why', async () => {
    const started = new Date();
    const base = ids();
    const record = (over: Partial<EventInput>) => app.deps.events.record(click(base, over));
    const [bot, preview, slack, head, empty, paused, person] = await Promise.all([
      record({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      record({ userAgent: 'WhatsApp/2.23.20.0 A', ip: '1.1.1.1' }),
      record({ userAgent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', ip: '1.1.1.2' }),
      record({ method: 'HEAD', ip: '1.1.1.3' }),
      record({ userAgent: '', ip: '1.1.1.4' }),
      record({ uncountedReason: 'inactive', ip: '1.1.1.5' }),
      record({ ip: '1.1.1.6' }),
    ]);
    expect([bot, preview, slack, head, empty, paused, person].map((r) => r?.uncountedReason ?? null)).toEqual(
      ['bot', 'preview', 'preview', 'head', 'bot', 'inactive', null],
    );
    const rows = await app.deps.db
      .select({ counted: events.counted, reason: events.uncountedReason })
      .from(events)
      .where(eq(events.adId, base.adId));
    expect(rows).toHaveLength(7);
    expect(rows.filter((r) => r.counted)).toEqual([{ counted: true, reason: null }]);
    const [rollup] = await app.deps.db
      .select({ counted: eventRollups.counted, uncounted: eventRollups.uncounted })
      .from(eventRollups)
      .where(and(eq(eventRollups.adId, base.adId), eq(eventRollups.dimension, 'total')));
    expect(rollup).toBeDefined();
    const stats = await readEventStats(app.deps.db, {
      scope: { orgId, adId: base.adId },
      ...daysSince(started),
    });
    expect(stats.totals.counted.click).toBe(1);
    expect(stats.totals.uncounted.click).toBe(6);
  });

  it('counts one click per link per visitor per hour', async () => {
    const base = ids();
    const start = new Date(Date.UTC(2031, 0, 5, 9, 0, 0));
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const record = (over: Partial<EventInput>) => app.deps.events.record(click(base, over));
    const outcome = async (over: Partial<EventInput>) => (await record(over)).uncountedReason ?? 'counted';
    expect(await outcome({ occurredAt: at(0) })).toBe('counted');
    expect(await outcome({ occurredAt: at(10) })).toBe('duplicate');
    expect(await outcome({ occurredAt: at(20), linkId: randomUUID() })).toBe('counted'); // another link
    expect(await outcome({ occurredAt: at(20), ip: '8.8.4.4' })).toBe('counted'); // another visitor
    expect(await outcome({ occurredAt: at(59) })).toBe('duplicate');
    expect(await outcome({ occurredAt: at(61) })).toBe('counted'); // an hour after the last counted one
    expect(await outcome({ occurredAt: at(100) })).toBe('duplicate');
    // A page view is not a click: it is never a duplicate of one.
    expect(await outcome({ occurredAt: at(101), kind: 'pageview' })).toBe('counted');
  });

  it('pays one click per link per address per hour, whatever the user agent; many agents ask for review', async () => {
    const base = ids();
    const start = new Date(Date.UTC(2031, 0, 7, 9, 0, 0));
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const record = (over: Partial<EventInput>) => app.deps.events.record(click(base, over));
    const outcome = async (over: Partial<EventInput>) => (await record(over)).uncountedReason ?? 'counted';
    const agent = (n: number) => CHROME.replace(/Chrome\/[\d.]+/, `Chrome/${100 + n}.0`);
    expect(await outcome({ occurredAt: at(0) })).toBe('counted');
    // Another agent from the address: another visitor for the counts' split, but not another paying click.
    expect(await outcome({ occurredAt: at(1), userAgent: IPHONE })).toBe('address-repeat');
    // The same agent again is a duplicate of its visitor, as before.
    expect(await outcome({ occurredAt: at(2), userAgent: IPHONE })).toBe('duplicate');
    // Several agents at once in one batch, and from a second writer (another instance).
    const other = new EventWriter(app.deps.db);
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? other : app.deps.events).record(click(base, { occurredAt: at(3), userAgent: agent(i) })),
      ),
    );
    await other.close();
    const reasons = burst.map((r) => r.uncountedReason);
    expect(reasons.filter((r) => r === 'address-review')).toHaveLength(1);
    expect(reasons.filter((r) => r === 'address-repeat')).toHaveLength(5);
    // An hour after the paying click, the address pays again; a page view is never a repeat.
    expect(await outcome({ occurredAt: at(61), userAgent: agent(9) })).toBe('counted');
    expect(await outcome({ occurredAt: at(62), kind: 'pageview', userAgent: IPHONE })).toBe('counted');
    // A brand server's events carry no address.
    expect(await outcome({ occurredAt: at(63), isServerToServer: true, userAgent: 'y' })).toBe('counted');
  });

  it('lets a brand server’s conversion take its order from a browser’s in the same batch', async () => {
    const base = ids();
    const conversion = (isServerToServer: boolean): EventInput => ({
      kind: 'conversion',
      ...base,
      orderId: 'B-1',
      valueMinor: 100,
      isServerToServer,
      ip: '8.8.8.8',
      userAgent: CHROME,
    });
    const [browser, server] = await Promise.all([
      app.deps.events.record(conversion(false)),
      app.deps.events.record(conversion(true)),
    ]);
    expect(browser?.uncountedReason).toBe('duplicate-order');
    expect(server).toMatchObject({ counted: true, replacedEventId: null });
  });

  it('counts a visitor once across two writers sharing the database, as two instances would', async () => {
    const base = ids();
    const other = new EventWriter(app.deps.db);
    const at = new Date(Date.UTC(2031, 0, 6, 9, 0, 0));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? other : app.deps.events).record(click(base, { occurredAt: new Date(at.getTime() + i) })),
      ),
    );
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    expect(results.filter((r) => r.uncountedReason === 'duplicate')).toHaveLength(19);
    await other.close();
  });

  it('counts a conversion once per ad and order id, however often and wherever it is sent', async () => {
    const started = new Date();
    const base = ids();
    const other = new EventWriter(app.deps.db);
    const conversion = (orderId: string, adId = base.adId): EventInput => ({
      kind: 'conversion',
      orgId,
      adId,
      orderId,
      valueMinor: 49_900,
      currency: 'inr',
      isServerToServer: true,
      userAgent: 'node-fetch/3.0',
    });
    const first = await app.deps.events.record(conversion('A-1'));
    expect(first).toMatchObject({ counted: true, uncountedReason: null });
    const again = await Promise.all([
      app.deps.events.record(conversion('A-1')),
      other.record(conversion('A-1')),
      app.deps.events.record(conversion('A-2')),
      other.record(conversion('A-2')),
    ]);
    expect(again.map((r) => r.uncountedReason).sort()).toEqual([
      'duplicate-order',
      'duplicate-order',
      'duplicate-order',
      null,
    ]);
    // The same order id on another ad is another conversion.
    expect((await app.deps.events.record(conversion('A-1', randomUUID()))).counted).toBe(true);
    const stats = await readEventStats(app.deps.db, {
      scope: { orgId, adId: base.adId },
      ...daysSince(started),
    });
    expect(stats.totals.counted.conversion).toBe(2);
    expect(stats.totals.uncounted.conversion).toBe(3);
    expect(stats.totals.valueMinor).toBe(2 * 49_900);
    await other.close();
  });

  it('refuses an oversize custom event with a message naming the field, and stores nothing of it', async () => {
    const base = ids();
    const custom = (over: Partial<EventInput>): EventInput => ({
      ...click(base),
      kind: 'custom',
      name: 'signup',
      ...over,
    });
    const refusal = async (over: Partial<EventInput>) => {
      try {
        await app.deps.events.record(custom(over));
      } catch (error) {
        if (isAppError(error)) return { status: error.statusCode, message: error.message, data: error.data };
        throw error;
      }
      throw new Error('not refused');
    };
    expect(await refusal({ name: 'x'.repeat(51) })).toEqual({
      status: 400,
      message: 'Event name cannot exceed 50 characters',
      data: { errors: { name: 'Event name cannot exceed 50 characters' } },
    });
    expect(await refusal({ name: '  ' })).toMatchObject({
      data: { errors: { name: 'Event name is required' } },
    });
    const tooMany = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i]));
    expect(await refusal({ props: tooMany })).toMatchObject({
      data: { errors: { props: 'Properties must be an object of at most 30 entries' } },
    });
    expect(await refusal({ props: { ['k'.repeat(51)]: 1 } })).toMatchObject({
      data: { errors: { props: expect.any(String) } },
    });
    expect(await refusal({ props: { nested: { a: 1 } as unknown as string } })).toMatchObject({
      data: { errors: { props: expect.stringContaining('A property value must be') } },
    });
    expect(await refusal({ props: { long: 'v'.repeat(501) } })).toMatchObject({ status: 400 });
    expect(await refusal({ kind: 'conversion', orderId: 'x'.repeat(101) })).toMatchObject({
      data: { errors: { orderId: expect.any(String) } },
    });
    expect(await refusal({ kind: 'conversion', orderId: 'o1', valueMinor: -5 })).toMatchObject({
      data: { errors: { value: expect.any(String) } },
    });
    // Thirty properties of 500 characters pass.
    const fits = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, 'v'.repeat(500)]));
    expect((await app.deps.events.record(custom({ props: fits }))).counted).toBe(true);
    expect(await storedIds(base.adId)).toHaveLength(1);
  });

  it('rejects every caller of a failed batch and loses nothing committed before it', async () => {
    const base = ids();
    const writer = new EventWriter(app.deps.db, { tickMs: 10 });
    const before = await Promise.all([1, 2, 3].map((i) => writer.record(click(base, { ip: `9.9.9.${i}` }))));
    await app.deps.db.execute(sql`alter table event_rollups rename to event_rollups_away`);
    let outcomes: PromiseSettledResult<RecordedEvent>[];
    try {
      outcomes = await Promise.allSettled(
        [4, 5, 6, 7].map((i) => writer.record(click(base, { ip: `9.9.9.${i}` }))),
      );
    } finally {
      await app.deps.db.execute(sql`alter table event_rollups_away rename to event_rollups`);
    }
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    // Nothing of the failed batch was kept (its click marks neither: those visitors count next time).
    expect((await storedIds(base.adId)).sort()).toEqual(before.map((r) => r.id).sort());
    const after = await Promise.all([4, 5].map((i) => writer.record(click(base, { ip: `9.9.9.${i}` }))));
    expect(after.every((r) => r.counted)).toBe(true);
    await writer.close();
    expect(await storedIds(base.adId)).toHaveLength(5);
  });

  it('writes what is queued when closed, and refuses events after', async () => {
    const base = ids();
    const writer = new EventWriter(app.deps.db, { tickMs: 10_000 });
    const pending = writer.record(click(base));
    await writer.close();
    expect((await pending).counted).toBe(true);
    expect(await storedIds(base.adId)).toHaveLength(1);
    await expect(writer.record(click(base))).rejects.toThrow('the events writer is closed');
  });

  it('describes the visitor without keeping the IP: country, device, browser, os, referrer host, page path', async () => {
    const base = ids();
    const recorded = await app.deps.events.record({
      ...click(base, {
        ip: '::ffff:8.8.8.8',
        userAgent: IPHONE,
        referrer: 'https://www.Instagram.com/p/1?x=y',
      }),
      kind: 'pageview',
      page: 'https://shop.example/products/42?email=a@b.c#top',
      clickRef: 'c0ffee',
    });
    const [row] = await app.deps.db.select().from(events).where(eq(events.id, recorded.id));
    expect(row).toMatchObject({
      country: 'US',
      device: 'mobile',
      browser: 'Mobile Safari',
      os: 'iOS',
      referrerHost: 'instagram.com',
      pagePath: '/products/42',
      clickRef: 'c0ffee',
    });
    expect(row?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain('8.8.8.8');
    const local = await app.deps.events.record(click(base, { ip: '192.168.1.20' }));
    const [localRow] = await app.deps.db.select().from(events).where(eq(events.id, local.id));
    expect(localRow?.country).toBeNull();
    expect(localRow?.device).toBe('desktop');
  });
});
