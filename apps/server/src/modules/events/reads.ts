import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../http/errors.js';
import { EVENT_KINDS, type EventKind, type EventProps } from './event-input.js';
import { eventRollups, events, type RollupDimension } from './tables.js';
import { dayOf } from './visitor.js';

/*
 * What dashboards read: sums of the rollups (never the raw table) over a range of UTC days, and
 * the raw log of one ad, paged newest first by a keyset cursor.
 */

/** Whose events: an organisation's, narrowed to one ad or one publisher. Always filtered by orgId. */
export type EventScope = { orgId: string; adId?: string; publisherId?: string };
export type EventGroupBy =
  | 'none'
  | 'day'
  | 'ad'
  | 'publisher'
  | 'link'
  | 'country'
  | 'device'
  | 'referrer'
  | 'name';
export type KindCounts = Record<EventKind, number>;
export type EventTotals = { counted: KindCounts; uncounted: KindCounts; valueMinor: number };
/** One group: its key (a day, an id, a country…; null for events without one) and its sums. */
export type EventStatsRow = EventTotals & { key: string | null };

export type EventStatsQuery = {
  scope: EventScope;
  /** Inclusive UTC days, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  groupBy?: EventGroupBy;
  kinds?: readonly EventKind[];
  /** Only the custom events of this name (an ad's target event, say). */
  name?: string;
  /** At most this many groups, the most counted first (days are never cut: each day has a row). */
  limit?: number;
};

const MAX_RANGE_DAYS = 731;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const GROUP_COLUMNS = {
  day: eventRollups.day,
  ad: eventRollups.adId,
  publisher: eventRollups.publisherId,
  link: eventRollups.linkId,
  country: eventRollups.value,
  device: eventRollups.value,
  referrer: eventRollups.value,
  name: eventRollups.name,
} as const;

/**
 * The rollup rows a query reads (tables.ts, eventRollups): a country, device or referrer
 * breakdown its dimension's rows; one by publisher or link, or anything narrowed to a publisher,
 * the link rows; the rest the ad's totals.
 */
function dimensionOf(query: EventStatsQuery, groupBy: EventGroupBy): RollupDimension {
  const isValueBreakdown = groupBy === 'country' || groupBy === 'device' || groupBy === 'referrer';
  if (isValueBreakdown) {
    // Those rows keep no publisher or event name: a caller asking for them has a bug.
    if (query.scope.publisherId || query.name) {
      throw new TypeError(`readEventStats: a ${groupBy} breakdown cannot be narrowed to a publisher or name`);
    }
    return groupBy;
  }
  return query.scope.publisherId || groupBy === 'publisher' || groupBy === 'link' ? 'link' : 'total';
}

const zeroCounts = (): KindCounts => ({ click: 0, pageview: 0, custom: 0, conversion: 0 });
const emptyTotals = (): EventTotals => ({ counted: zeroCounts(), uncounted: zeroCounts(), valueMinor: 0 });

function checkDay(label: 'from' | 'to', day: string): void {
  if (!DAY.test(day) || Number.isNaN(Date.parse(day)))
    throw fieldError(label, `${label} must be a valid date`);
}

/** Every day of the range, oldest first. */
function checkRange(from: string, to: string): string[] {
  checkDay('from', from);
  checkDay('to', to);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw fieldError('to', 'The end date cannot be before the start date');
  if (days > MAX_RANGE_DAYS) throw fieldError('to', `A date range can span at most ${MAX_RANGE_DAYS} days`);
  return Array.from({ length: days }, (_, i) => dayOf(new Date(Date.parse(from) + i * DAY_MS)));
}

/**
 * Counted and uncounted events per kind, and the counted conversions' value, over a range of
 * days, in total and per group of one dimension. Read from the rollups only: a 90-day dashboard
 * sums a few thousand rows whatever the traffic.
 */
export async function readEventStats(
  db: Db,
  query: EventStatsQuery,
): Promise<{ totals: EventTotals; rows: EventStatsRow[] }> {
  const days = checkRange(query.from, query.to);
  const groupBy = query.groupBy ?? 'none';
  const { scope } = query;
  const filters: (SQL | undefined)[] = [
    eq(eventRollups.dimension, dimensionOf(query, groupBy)),
    eq(eventRollups.orgId, scope.orgId),
    scope.adId ? eq(eventRollups.adId, scope.adId) : undefined,
    scope.publisherId ? eq(eventRollups.publisherId, scope.publisherId) : undefined,
    gte(eventRollups.day, query.from),
    lte(eventRollups.day, query.to),
    query.kinds?.length ? inArray(eventRollups.kind, [...query.kinds]) : undefined,
    query.name ? eq(eventRollups.name, query.name) : undefined,
  ];
  const keyColumn = groupBy === 'none' ? null : GROUP_COLUMNS[groupBy];
  const key = keyColumn ? sql<string | null>`${keyColumn}::text` : sql<string | null>`null::text`;
  const sums = await db
    .select({
      key,
      kind: eventRollups.kind,
      counted: sql<number>`sum(${eventRollups.counted})`.mapWith(Number),
      uncounted: sql<number>`sum(${eventRollups.uncounted})`.mapWith(Number),
      valueMinor: sql<number>`sum(${eventRollups.valueMinor})`.mapWith(Number),
    })
    .from(eventRollups)
    .where(and(...filters))
    .groupBy(...(keyColumn ? [keyColumn, eventRollups.kind] : [eventRollups.kind]));

  const totals = emptyTotals();
  const groups = new Map<string | null, EventStatsRow>();
  if (groupBy === 'day') for (const day of days) groups.set(day, { key: day, ...emptyTotals() });
  for (const sum of sums) {
    const kind = sum.kind as EventKind;
    if (!EVENT_KINDS.includes(kind)) continue;
    let group = groups.get(sum.key);
    if (!group) {
      group = { key: sum.key, ...emptyTotals() };
      groups.set(sum.key, group);
    }
    for (const target of [group, totals]) {
      target.counted[kind] += sum.counted;
      target.uncounted[kind] += sum.uncounted;
      target.valueMinor += sum.valueMinor;
    }
  }
  let rows = [...groups.values()];
  if (groupBy !== 'day' && groupBy !== 'none') {
    const weight = (r: EventStatsRow) => EVENT_KINDS.reduce((n, k) => n + r.counted[k], 0);
    rows.sort((a, b) => weight(b) - weight(a) || String(a.key).localeCompare(String(b.key)));
    if (query.limit !== undefined) rows = rows.slice(0, query.limit);
  }
  if (groupBy === 'none') rows = [{ key: null, ...totals }];
  return { totals, rows };
}

export type EventLogItem = {
  id: string;
  occurredAt: Date;
  kind: EventKind;
  publisherId: string | null;
  linkId: string | null;
  country: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  referrerHost: string | null;
  pagePath: string | null;
  name: string | null;
  props: EventProps | null;
  orderId: string | null;
  valueMinor: number | null;
  currency: string | null;
  clickRef: string | null;
  counted: boolean;
  uncountedReason: string | null;
};

export type EventLogQuery = {
  orgId: string;
  adId: string;
  /** What the previous page returned as nextCursor. */
  cursor?: string | null;
  limit?: number;
  kinds?: readonly EventKind[];
};

export const EVENT_LOG_PAGE_MAX = 200;

const encodeCursor = (item: Pick<EventLogItem, 'occurredAt' | 'id'>) =>
  Buffer.from(`${item.occurredAt.toISOString()}|${item.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  const field = 'cursor';
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw fieldError(field, `Please enter a valid ${field}`);
  }
  return { at, id };
}

/**
 * One ad's raw events, newest first (the brand's raw log, bots and duplicates included with
 * their reason), paged by (occurred_at, id): a page costs the same however deep it is.
 */
export async function listEventLog(
  db: Db,
  query: EventLogQuery,
): Promise<{ items: EventLogItem[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(query.limit ?? 50, 1), EVENT_LOG_PAGE_MAX);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({
      id: events.id,
      occurredAt: events.occurredAt,
      kind: events.kind,
      publisherId: events.publisherId,
      linkId: events.linkId,
      country: events.country,
      device: events.device,
      browser: events.browser,
      os: events.os,
      referrerHost: events.referrerHost,
      pagePath: events.pagePath,
      name: events.name,
      props: events.props,
      orderId: events.orderId,
      valueMinor: events.valueMinor,
      currency: events.currency,
      clickRef: events.clickRef,
      counted: events.counted,
      uncountedReason: events.uncountedReason,
    })
    .from(events)
    .where(
      and(
        eq(events.adId, query.adId),
        eq(events.orgId, query.orgId),
        query.kinds?.length ? inArray(events.kind, [...query.kinds]) : undefined,
        after
          ? sql`(${events.occurredAt}, ${events.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(events.occurredAt), desc(events.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((row) => ({ ...row, kind: row.kind as EventKind }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
