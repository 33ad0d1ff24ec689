import { and, eq, sql } from 'drizzle-orm';
import { type Db, executeNamed } from '../../db/client.js';
import type { EventKind } from './event-input.js';
import { eventConversionOrders, eventFeed } from './tables.js';
import { uncountEvent } from './uncount.js';

/** A counted event credited to a publisher, as the one who prices it needs it. */
export type FeedEvent = {
  eventId: string;
  occurredAt: Date;
  kind: Extract<EventKind, 'click' | 'pageview' | 'conversion'>;
  orgId: string;
  adId: string;
  publisherId: string;
  linkId: string | null;
  /** The click a page view or conversion came back with (`cs_ref`). */
  clickRef: string | null;
  valueMinor: number | null;
  currency: string | null;
};

type FeedRow = {
  event_id: string;
  occurred_at: string | Date;
  kind: FeedEvent['kind'];
  org_id: string;
  ad_id: string;
  publisher_id: string;
  link_id: string | null;
  click_ref: string | null;
  value_minor: string | number | null;
  currency: string | null;
};

/**
 * Takes up to `limit` events off the feed, oldest first, inside the caller's transaction: they
 * are gone when it commits and back when it rolls back, so each is paid exactly once. Rows another
 * transaction is taking are skipped, so several instances pay side by side.
 */
export async function claimEventFeed(tx: Db, limit: number): Promise<FeedEvent[]> {
  // Named: the payer takes from the feed after every batch the writer commits.
  const result = await executeNamed<FeedRow>(
    tx,
    'events_claim_feed',
    sql`
    delete from event_feed where event_id in (
      select event_id from event_feed order by occurred_at, event_id limit ${limit} for update skip locked)
    returning *`,
  );
  return result.rows
    .map(
      (r): FeedEvent => ({
        eventId: r.event_id,
        occurredAt: new Date(r.occurred_at),
        kind: r.kind,
        orgId: r.org_id,
        adId: r.ad_id,
        publisherId: r.publisher_id,
        linkId: r.link_id,
        clickRef: r.click_ref,
        valueMinor: r.value_minor === null ? null : Number(r.value_minor),
        currency: r.currency,
      }),
    )
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || (a.eventId < b.eventId ? -1 : 1));
}

/** How many events wait to be paid: for health checks and tests. */
export async function eventFeedLength(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from event_feed`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** The conversion an ad counted for `orderId` (the one order id counts once per ad), if any. */
export async function countedConversionOf(db: Db, adId: string, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ eventId: eventConversionOrders.eventId })
    .from(eventConversionOrders)
    .where(and(eq(eventConversionOrders.adId, adId), eq(eventConversionOrders.orderId, orderId)))
    .limit(1);
  return row?.eventId ?? null;
}

/**
 * Takes an event off the feed before anyone pays it: true when it was there. A payer holding it
 * meanwhile is waited for, and then it is gone (paid): false, and its earning is there to undo.
 */
export async function dropFromEventFeed(db: Db, eventId: string): Promise<boolean> {
  const dropped = await db
    .delete(eventFeed)
    .where(eq(eventFeed.eventId, eventId))
    .returning({ eventId: eventFeed.eventId });
  return dropped.length > 0;
}

/**
 * A browser's conversion that a brand server's took the order from (markFirsts): uncounted as
 * `reason` with its rollups (uncountEvent, the raw log's own path) and taken off the feed, in one
 * transaction. Answers whether it was still unpaid (off the feed before anyone paid it); false: it
 * was paid, and its earning is the caller's to reverse. Again for the same event, it changes
 * nothing more.
 */
export async function uncountReplacedConversion(
  db: Db,
  ref: { orgId: string; adId: string; eventId: string },
  reason: string,
): Promise<{ wasUnpaid: boolean }> {
  return db.transaction(async (tx) => {
    await uncountEvent(tx, { ...ref, reason });
    return { wasUnpaid: await dropFromEventFeed(tx, ref.eventId) };
  });
}
