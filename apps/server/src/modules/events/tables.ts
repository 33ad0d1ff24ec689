import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The events floor's tables. Nothing else writes them (the writer in writer.ts does, in one
 * transaction per batch), and no foreign key points at a domain table: the floor does not know
 * ads, links or publishers, it files events under the ids its callers give.
 */

/**
 * Every event as it arrived, counted or not. Partitioned by day on occurred_at (UTC) so old days
 * are dropped as partitions: drizzle-kit cannot declare that, so the custom migration
 * `0018_events.sql` recreates this table partitioned (same columns, same index names), and this
 * definition serves queries and drizzle-kit's column diffs, which work on a partitioned table too.
 * The primary key holds the partition key, as PostgreSQL requires of a partitioned table.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** click | pageview | custom | conversion */
    kind: text('kind').notNull(),
    orgId: uuid('org_id').notNull(),
    adId: uuid('ad_id').notNull(),
    publisherId: uuid('publisher_id'),
    linkId: uuid('link_id'),
    /** SHA-256 of IP + user agent + the day's salt (event_salts), cut to 128 bits; no IP is kept. */
    visitor: text('visitor'),
    country: text('country'),
    device: text('device'),
    browser: text('browser'),
    os: text('os'),
    referrerHost: text('referrer_host'),
    pagePath: text('page_path'),
    /** A custom event's name (≤ 50 characters) and properties (≤ 30, flat). */
    name: text('name'),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>(),
    orderId: text('order_id'),
    valueMinor: bigint('value_minor', { mode: 'number' }),
    currency: text('currency'),
    /** The click id (`cs_ref`) a page view, custom event or conversion carries back. */
    clickRef: text('click_ref'),
    counted: boolean('counted').notNull(),
    /** Why it does not count: bot, head, preview, duplicate, duplicate-order, or a caller's reason. */
    uncountedReason: text('uncounted_reason'),
  },
  (t) => [
    primaryKey({ name: 'events_pkey', columns: [t.occurredAt, t.id] }),
    // The raw log of one ad, newest first, paged by (occurred_at, id).
    index('events_ad_time_idx').on(t.adId, t.occurredAt.desc(), t.id.desc()),
    check('events_kind_check', sql`${t.kind} in ('click', 'pageview', 'custom', 'conversion')`),
  ],
);

/** The breakdowns a rollup row belongs to (see eventRollups). */
export const ROLLUP_DIMENSIONS = ['total', 'link', 'country', 'device', 'referrer'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/**
 * Per-day aggregates, written in the same transaction as the raw rows they sum (the writer adds a
 * batch's pre-aggregated counts). Dashboards read only these. Each event is added to one row of
 * each dimension, so a breakdown's rows grow with its own values, not with the product of all of
 * them (one row per day, link, country, device and referrer together would be nearly one per
 * event, and a 90-day dashboard over ten million events would sum millions):
 *   total     per ad, day, kind and custom event name;
 *   link      the same per publisher and link (null: events that came through no link);
 *   country, device, referrer   per ad, day, kind and `value` (the country code, device type or
 *             referrer host; null when unknown).
 * A null is a value of its own in the key (nulls not distinct). The organisation is in the key too:
 * the floor files events under the ids its callers give and answers each organisation its own.
 */
export const eventRollups = pgTable(
  'event_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    orgId: uuid('org_id').notNull(),
    adId: uuid('ad_id').notNull(),
    dimension: text('dimension').notNull(),
    /** A country, device or referrer dimension's value. */
    value: text('value'),
    publisherId: uuid('publisher_id'),
    linkId: uuid('link_id'),
    kind: text('kind').notNull(),
    /** A custom event's name (total and link rows), so an ad's target events can be counted apart. */
    name: text('name'),
    counted: bigint('counted', { mode: 'number' }).notNull().default(0),
    uncounted: bigint('uncounted', { mode: 'number' }).notNull().default(0),
    /** The value of the counted conversions, in the minor units their callers gave. */
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('event_rollups_key')
      .on(t.adId, t.orgId, t.dimension, t.day, t.value, t.publisherId, t.linkId, t.kind, t.name)
      .nullsNotDistinct(),
    index('event_rollups_org_day_idx').on(t.orgId, t.dimension, t.day),
    index('event_rollups_publisher_day_idx').on(t.publisherId, t.day),
    check(
      'event_rollups_dimension_check',
      sql`${t.dimension} in ('total', 'link', 'country', 'device', 'referrer')`,
    ),
  ],
);

/**
 * The random salt of each UTC day that visitor hashes are made with. Deleted two days on, so a
 * hash can no longer be recomputed from an IP and a user agent. Shared by every instance.
 */
export const eventSalts = pgTable('event_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The last counted click of a visitor on a link (or on the ad, for a click without a link): the
 * next one counts an hour later. Decided in the database, so several instances agree.
 */
export const eventClickSeen = pgTable(
  'event_click_seen',
  {
    target: uuid('target').notNull(),
    visitor: text('visitor').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ name: 'event_click_seen_pkey', columns: [t.target, t.visitor] })],
);

/**
 * The paying click of an address on a link (marketing.md, "Money", 7): one per link per address
 * per hour, whatever user agents the address sends, so changing the agent splits visitors for the
 * counts but never pays twice. `address` is SHA-256 of the IP alone with the day's salt (no IP is
 * stored); `click_id` is the click that holds the mark; `repeats` counts the counted-looking clicks
 * of other agents it refused within its hour (past a threshold the publisher is held for review).
 */
export const eventPaidClickSeen = pgTable(
  'event_paid_click_seen',
  {
    target: uuid('target').notNull(),
    address: text('address').notNull(),
    clickId: uuid('click_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
    repeats: integer('repeats').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'event_paid_click_seen_pkey', columns: [t.target, t.address] })],
);

/**
 * The order ids an ad has counted a conversion for. A unique index on the partitioned raw table
 * would have to include the day, which would let a retry on another day count again.
 */
export const eventConversionOrders = pgTable(
  'event_conversion_orders',
  {
    adId: uuid('ad_id').notNull(),
    orderId: text('order_id').notNull(),
    eventId: uuid('event_id').notNull(),
    /** The brand's server sent it: a browser's conversion of the same order never replaces it, it replaces a browser's. */
    isServer: boolean('is_server').notNull().default(false),
    /** The browser's conversion a brand server's took the order from: the one that undoes it reads it here. */
    replacedEventId: uuid('replaced_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'event_conversion_orders_pkey', columns: [t.adId, t.orderId] })],
);

/**
 * Counted events credited to a publisher (clicks, page views, conversions), waiting to be priced
 * and paid: written in the batch's transaction, so an event that counted is never missed, and
 * deleted by the transaction that pays it (claimEventFeed), so none is paid twice. A queue, not a
 * cursor: batches commit out of id order, which a cursor would skip past.
 */
export const eventFeed = pgTable(
  'event_feed',
  {
    eventId: uuid('event_id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    kind: text('kind').notNull(),
    orgId: uuid('org_id').notNull(),
    adId: uuid('ad_id').notNull(),
    publisherId: uuid('publisher_id').notNull(),
    linkId: uuid('link_id'),
    clickRef: text('click_ref'),
    valueMinor: bigint('value_minor', { mode: 'number' }),
    currency: text('currency'),
  },
  (t) => [index('event_feed_time_idx').on(t.occurredAt, t.eventId)],
);
