import { and, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
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

/** The raw log's reason filter: the counted events, or the uncounted ones of one reason. */
export type EventLogReason = 'counted' | (string & {});

export type EventLogQuery = {
  /**
   * The log of one id the caller filed events under (an affiliate ad, or a conversion-tracking
   * campaign's id: the floor knows no domain), within the organisation, maybe of one publisher.
   */
  scope: EventScope & { adId: string };
  /** What the previous page returned as nextCursor. */
  cursor?: string | null | undefined;
  limit?: number | undefined;
  kinds?: readonly EventKind[] | undefined;
  reason?: EventLogReason | undefined;
  /** Inclusive UTC days, 'YYYY-MM-DD' (each optional): only their partitions are read. */
  from?: string | undefined;
  to?: string | undefined;
};

export const EVENT_LOG_PAGE_MAX = 200;
const REASON = /^[a-z][a-z-]{0,39}$/;

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

const nextDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();

/**
 * The log query's filters, checked: a bad day, an end before the start or an unknown-shaped
 * reason is a 400 naming the field. The range bounds are plain timestamps on occurred_at, the
 * partition key, so the planner reads only the range's partitions; the cursor's bound is one too
 * (a row comparison alone prunes nothing).
 */
function logFilters(query: EventLogQuery, after: { at: string; id: string } | null): SQL | undefined {
  if (query.from !== undefined) checkDay('from', query.from);
  if (query.to !== undefined) checkDay('to', query.to);
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    throw fieldError('to', 'The end date cannot be before the start date');
  }
  const { reason } = query;
  if (reason !== undefined && !REASON.test(reason))
    throw fieldError('reason', 'Please choose a valid reason');
  const { scope } = query;
  return and(
    eq(events.adId, scope.adId),
    eq(events.orgId, scope.orgId),
    scope.publisherId ? eq(events.publisherId, scope.publisherId) : undefined,
    query.kinds?.length ? inArray(events.kind, [...query.kinds]) : undefined,
    reason === undefined
      ? undefined
      : reason === 'counted'
        ? eq(events.counted, true)
        : eq(events.uncountedReason, reason),
    query.from !== undefined ? gte(events.occurredAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to !== undefined ? lt(events.occurredAt, new Date(nextDayStart(query.to))) : undefined,
    after ? lte(events.occurredAt, new Date(after.at)) : undefined,
    after
      ? sql`(${events.occurredAt}, ${events.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
}

/** The columns the raw log shows of an event. */
export const EVENT_LOG_COLUMNS = {
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
};

/**
 * One ad's raw events, newest first (the brand's raw log, bots and duplicates included with
 * their reason), filtered by kind, publisher, reason and days, paged by (occurred_at, id): the
 * events_ad_time_idx order, so a page costs the same however deep it is.
 */
export async function listEventLog(
  db: Db,
  query: EventLogQuery,
): Promise<{ items: EventLogItem[]; nextCursor: string | null }> {
  return readLogPage(db, query, Math.min(Math.max(query.limit ?? 50, 1), EVENT_LOG_PAGE_MAX));
}

async function readLogPage(
  db: Db,
  query: EventLogQuery,
  limit: number,
): Promise<{ items: EventLogItem[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select(EVENT_LOG_COLUMNS)
    .from(events)
    .where(logFilters(query, after))
    .orderBy(desc(events.occurredAt), desc(events.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((row) => ({ ...row, kind: row.kind as EventKind }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** The rows an export reads per query: few enough to hold, many enough that queries are few. */
export const EVENT_LOG_EXPORT_BATCH = 2000;

/**
 * Every event of the log's filters, newest first, in pages read one after another as the
 * consumer asks (an export streams them: a slow reader holds one page, never the whole log).
 * The filters are checked before the first page is read, so a bad one throws at the first step.
 */
export async function* eachEventLogPage(
  db: Db,
  query: Omit<EventLogQuery, 'cursor' | 'limit'>,
  batch = EVENT_LOG_EXPORT_BATCH,
): AsyncGenerator<EventLogItem[]> {
  let cursor: string | null = null;
  do {
    const page = await readLogPage(db, { ...query, cursor }, batch);
    if (page.items.length > 0) yield page.items;
    cursor = page.nextCursor;
  } while (cursor);
}
