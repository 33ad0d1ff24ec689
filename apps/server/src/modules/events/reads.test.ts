import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import {
  dropEventPartitionsBefore,
  ensureEventPartitions,
  firstKeptDay,
  listEventPartitions,
  maintainEvents,
} from './partitions.js';
import { eachEventLogPage, listEventLog, readEventStats } from './reads.js';
import { eventSalts } from './tables.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type Rows<T> = { rows: T[] };

describe('reading events: rollup sums, the raw log, partitions', () => {
  let app: FastifyInstance;
  const orgId = randomUUID();
  const adId = randomUUID();
  const pubA = randomUUID();
  const pubB = randomUUID();
  const day = (d: number, h = 10) => new Date(Date.UTC(2030, 2, d, h));

  beforeAll(async () => {
    app = await buildTestApp();
    const click = (
      d: number,
      publisherId: string,
      ip: string,
      userAgent = CHROME,
      referrer: string | null = null,
    ) =>
      app.deps.events.record({
        kind: 'click',
        orgId,
        adId,
        publisherId,
        linkId: publisherId,
        ip,
        userAgent,
        referrer,
        occurredAt: day(d),
      });
    await Promise.all([
      click(1, pubA, '8.8.8.8'),
      click(1, pubA, '8.8.8.8'), // a duplicate
      click(1, pubB, '1.1.1.1', IPHONE, 'https://www.youtube.com/watch'),
      click(3, pubA, '8.8.4.4', IPHONE, 'https://t.co/x'),
      click(3, pubB, '81.2.69.142'),
      app.deps.events.record({
        kind: 'conversion',
        orgId,
        adId,
        publisherId: pubA,
        orderId: 'o-1',
        valueMinor: 1_000,
        isServerToServer: true,
        occurredAt: day(3),
      }),
      app.deps.events.record({
        kind: 'custom',
        orgId,
        adId,
        name: 'signup',
        ip: '8.8.8.8',
        userAgent: CHROME,
        occurredAt: day(2),
      }),
    ]);
    // Another organisation's ad on the same days is never summed in.
    await app.deps.events.record({
      kind: 'click',
      orgId: randomUUID(),
      adId,
      ip: '8.8.8.8',
      userAgent: CHROME,
      occurredAt: day(1),
    });
  }, 60_000);
  afterAll(() => app.close());

  it('sums per day with a row for every day of the range', async () => {
    const { totals, rows } = await readEventStats(app.deps.db, {
      scope: { orgId, adId },
      from: '2030-03-01',
      to: '2030-03-04',
      groupBy: 'day',
    });
    expect(rows.map((r) => [r.key, r.counted.click, r.uncounted.click])).toEqual([
      ['2030-03-01', 2, 1],
      ['2030-03-02', 0, 0],
      ['2030-03-03', 2, 0],
      ['2030-03-04', 0, 0],
    ]);
    expect(totals.counted).toEqual({ click: 4, pageview: 0, custom: 1, conversion: 1 });
    expect(totals.valueMinor).toBe(1_000);
  });

  it('groups by publisher, country, device, referrer and event name, narrowed by kind or publisher', async () => {
    const read = (groupBy: 'publisher' | 'country' | 'device' | 'referrer' | 'name', extra = {}) =>
      readEventStats(app.deps.db, {
        scope: { orgId, adId },
        from: '2030-03-01',
        to: '2030-03-31',
        groupBy,
        kinds: ['click'],
        ...extra,
      });
    const clicksOf = (rows: { key: string | null; counted: { click: number } }[]) =>
      Object.fromEntries(rows.map((r) => [String(r.key), r.counted.click]));
    expect(clicksOf((await read('publisher')).rows)).toEqual({ [pubA]: 2, [pubB]: 2 });
    expect(clicksOf((await read('country')).rows)).toEqual({ US: 2, AU: 1, GB: 1 });
    expect(clicksOf((await read('device')).rows)).toEqual({ desktop: 2, mobile: 2 });
    expect(clicksOf((await read('referrer')).rows)).toEqual({ null: 2, 'youtube.com': 1, 't.co': 1 });
    const names = await read('name', { kinds: ['custom'] });
    expect(names.rows.map((r) => [r.key, r.counted.custom])).toEqual([['signup', 1]]);
    const onePublisher = await readEventStats(app.deps.db, {
      scope: { orgId, publisherId: pubB },
      from: '2030-03-01',
      to: '2030-03-31',
    });
    expect(onePublisher.totals.counted.click).toBe(2);
    expect(onePublisher.rows).toHaveLength(1);
  });

  it('refuses a range that ends before it starts or is no date', async () => {
    const read = (from: string, to: string) =>
      readEventStats(app.deps.db, { scope: { orgId }, from, to }).catch((e: { data: unknown }) => e.data);
    expect(await read('2030-03-05', '2030-03-01')).toEqual({
      errors: { to: 'The end date cannot be before the start date' },
    });
    expect(await read('yesterday', '2030-03-01')).toEqual({ errors: { from: 'from must be a valid date' } });
  });

  it('pages the raw log newest first by a cursor, every event once, uncounted ones with their reason', async () => {
    const seen: string[] = [];
    const reasons: (string | null)[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof listEventLog>> = await listEventLog(app.deps.db, {
        scope: { orgId, adId },
        limit: 2,
        cursor,
      });
      seen.push(...page.items.map((i) => i.id));
      reasons.push(...page.items.map((i) => i.uncountedReason));
      const times = page.items.map((i) => i.occurredAt.getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(7);
    expect(reasons.filter((r) => r === 'duplicate')).toHaveLength(1);
    await expect(listEventLog(app.deps.db, { scope: { orgId, adId }, cursor: 'junk' })).rejects.toMatchObject(
      {
        data: { errors: { cursor: 'Please enter a valid cursor' } },
      },
    );
  });

  it('filters the raw log by kind, publisher, reason or counted, and days, never showing another organisation', async () => {
    const ids = async (extra: Partial<Parameters<typeof listEventLog>[1]>) =>
      (await listEventLog(app.deps.db, { scope: { orgId, adId }, limit: 50, ...extra })).items.map(
        (i) => `${i.kind}:${i.occurredAt.getUTCDate()}:${i.uncountedReason ?? 'counted'}`,
      );
    // Seven events of the organisation; the eighth, same ad id, another organisation's.
    expect(await ids({})).toHaveLength(7);
    expect(await ids({ kinds: ['conversion'] })).toEqual(['conversion:3:counted']);
    expect(await ids({ reason: 'duplicate' })).toEqual(['click:1:duplicate']);
    expect(await ids({ reason: 'counted', kinds: ['click'] })).toHaveLength(4);
    expect(await ids({ scope: { orgId, adId, publisherId: pubB } })).toEqual([
      'click:3:counted',
      'click:1:counted',
    ]);
    expect(await ids({ from: '2030-03-02', to: '2030-03-02' })).toEqual(['custom:2:counted']);
    expect(await ids({ from: '2030-03-02' })).toHaveLength(4);
    expect(await ids({ to: '2030-03-01' })).toHaveLength(3);
    const refusal = (extra: Partial<Parameters<typeof listEventLog>[1]>) =>
      ids(extra).catch((e: { data: unknown }) => e.data);
    expect(await refusal({ from: '2030-03-05', to: '2030-03-01' })).toEqual({
      errors: { to: 'The end date cannot be before the start date' },
    });
    expect(await refusal({ reason: "x' or 1=1" })).toEqual({
      errors: { reason: 'Please choose a valid reason' },
    });
  });

  it('walks every event of the filters page by page for an export, each once, newest first', async () => {
    const pages: number[] = [];
    const times: number[] = [];
    for await (const page of eachEventLogPage(app.deps.db, { scope: { orgId, adId }, kinds: ['click'] }, 2)) {
      pages.push(page.length);
      times.push(...page.map((i) => i.occurredAt.getTime()));
    }
    expect(pages).toEqual([2, 2, 1]);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('keeps a partition per day: made ahead, given the rows the default partition caught, dropped when old', async () => {
    const partitionOf = async (at: Date) => {
      const result = (await app.deps.db.execute(
        sql`select tableoid::regclass::text as part from events where occurred_at = ${at.toISOString()}::timestamptz limit 1`,
      )) as unknown as Rows<{ part: string }>;
      return result.rows[0]?.part;
    };
    // No partition yet for March 2030: the events above sit in the default one.
    expect(await partitionOf(day(3))).toBe('events_default');
    expect(await ensureEventPartitions(app.deps.db, day(2), 3)).toEqual([
      '2030-03-02',
      '2030-03-03',
      '2030-03-04',
    ]);
    expect(await ensureEventPartitions(app.deps.db, day(2), 3)).toEqual([]);
    expect(await partitionOf(day(3))).toBe('events_p20300303');
    await app.deps.events.record({
      kind: 'pageview',
      orgId,
      adId,
      ip: '8.8.8.8',
      userAgent: CHROME,
      occurredAt: day(4, 5),
    });
    expect(await partitionOf(day(4, 5))).toBe('events_p20300304');
    expect(await listEventPartitions(app.deps.db)).toEqual(
      expect.arrayContaining(['2030-03-02', '2030-03-03']),
    );

    expect(await dropEventPartitionsBefore(app.deps.db, '2030-03-04')).toEqual(
      expect.arrayContaining(['2030-03-02', '2030-03-03']),
    );
    const left = await listEventLog(app.deps.db, { scope: { orgId, adId }, limit: 50 });
    expect(left.items.map((i) => i.occurredAt.toISOString())).toEqual([day(4, 5).toISOString()]);
    // The rollups keep the days whose raw events were dropped.
    const stats = await readEventStats(app.deps.db, {
      scope: { orgId, adId },
      from: '2030-03-01',
      to: '2030-03-31',
    });
    expect(stats.totals.counted.click).toBe(4);
  });

  it('keeps the coming week of partitions and forgets salts older than yesterday', async () => {
    await app.deps.db.insert(eventSalts).values({ day: '2020-01-01', salt: 'old' });
    // A fixed clock, on the last millisecond of a leap day: yesterday, today and a week on, into March.
    const outcome = await maintainEvents(app.deps.db, {
      now: new Date('2032-02-29T23:59:59.999Z'),
      retentionDays: 400,
    });
    expect(outcome.saltsDeleted).toBeGreaterThanOrEqual(1);
    const days = ['2032-02-28', '2032-02-29', ...Array.from({ length: 7 }, (_, i) => `2032-03-0${i + 1}`)];
    expect(outcome.partitionsMade).toEqual(days);
    expect(await listEventPartitions(app.deps.db)).toEqual(expect.arrayContaining(days));
  });

  it("puts an event in its UTC day's partition: a month's last millisecond in it, midnight in the next", async () => {
    await ensureEventPartitions(app.deps.db, new Date('2031-12-31T23:59:59.999Z'), 2);
    await ensureEventPartitions(app.deps.db, new Date('2032-02-29T23:59:59.999Z'), 2);
    const partitionOf = async (at: string) => {
      await app.deps.events.record({
        kind: 'pageview',
        orgId,
        adId,
        ip: '8.8.4.4',
        userAgent: CHROME,
        occurredAt: new Date(at),
      });
      const result = (await app.deps.db.execute(
        sql`select tableoid::regclass::text as part from events where occurred_at = ${at}::timestamptz limit 1`,
      )) as unknown as Rows<{ part: string }>;
      return result.rows[0]?.part;
    };
    expect(await partitionOf('2031-12-31T23:59:59.999Z')).toBe('events_p20311231');
    expect(await partitionOf('2032-01-01T00:00:00.000Z')).toBe('events_p20320101');
    expect(await partitionOf('2032-02-29T23:59:59.999Z')).toBe('events_p20320229');
    expect(await partitionOf('2032-03-01T00:00:00.000Z')).toBe('events_p20320301');
  });

  it('counts the retention in whole UTC days, today included', () => {
    expect(firstKeptDay(new Date(Date.UTC(2026, 11, 7, 19)), 400)).toBe('2025-11-03');
    expect(firstKeptDay(new Date(Date.UTC(2029, 3, 5, 0, 0, 1)), 91)).toBe('2029-01-05');
    // Across a leap day: 2028-02-29 is one of the 3 days.
    expect(firstKeptDay(new Date(Date.UTC(2028, 2, 1, 23, 59)), 3)).toBe('2028-02-28');
  });

  it('drops the raw days older than the retention in its upkeep, and keeps their rollups', async () => {
    const jan = (d: number) => new Date(Date.UTC(2029, 0, d, 9));
    await ensureEventPartitions(app.deps.db, jan(3), 3);
    for (const d of [3, 4, 5]) {
      await app.deps.events.record({
        kind: 'click',
        orgId,
        adId,
        ip: '8.8.8.8',
        userAgent: CHROME,
        occurredAt: jan(d),
      });
    }
    // On 5 April 2029, 91 days kept: 5 January is the first.
    const outcome = await maintainEvents(app.deps.db, {
      now: new Date(Date.UTC(2029, 3, 5, 8)),
      retentionDays: 91,
    });
    expect(outcome.partitionsDropped).toEqual(expect.arrayContaining(['2029-01-03', '2029-01-04']));
    expect(outcome.partitionsDropped).not.toContain('2029-01-05');
    const left = await listEventLog(app.deps.db, {
      scope: { orgId, adId },
      from: '2029-01-01',
      to: '2029-01-31',
    });
    expect(left.items.map((i) => i.occurredAt.toISOString())).toEqual([jan(5).toISOString()]);
    const stats = await readEventStats(app.deps.db, {
      scope: { orgId, adId },
      from: '2029-01-01',
      to: '2029-01-31',
    });
    expect(stats.totals.counted.click + stats.totals.uncounted.click).toBe(3);
  });
});
