import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { EventKind } from './event-input.js';
import { events } from './tables.js';

/**
 * When the ad's latest event of these kinds (every kind by default) happened, to the millisecond:
 * the rollups only know the day. events_ad_time_idx holds the ad's events newest first, so this
 * reads from the top of it in each day's partition.
 */
export async function lastEventAt(
  db: Db,
  query: { orgId: string; adId: string; kinds?: readonly EventKind[] },
): Promise<Date | null> {
  const [row] = await db
    .select({ occurredAt: events.occurredAt })
    .from(events)
    .where(
      and(
        eq(events.adId, query.adId),
        eq(events.orgId, query.orgId),
        query.kinds?.length ? inArray(events.kind, [...query.kinds]) : undefined,
      ),
    )
    .orderBy(desc(events.occurredAt), desc(events.id))
    .limit(1);
  return row?.occurredAt ?? null;
}
