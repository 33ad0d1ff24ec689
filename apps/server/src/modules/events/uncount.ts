import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type EventKind, occurredAtOfId } from './event-input.js';
import { type EventLogItem, EVENT_LOG_COLUMNS as LOG_COLUMNS } from './reads.js';
import { events } from './tables.js';

/*
 * An event that counted and is found out afterwards (a conversion its brand marks as fraud or
 * refunded): its raw row is marked uncounted with the reason, and the rollups it was added to
 * move it from counted to uncounted, in one transaction, so the log and the dashboards agree.
 */

type EventRef = { orgId: string; adId: string; eventId: string };

/** The row of the event, by the moment its id carries: one primary-key lookup in one partition. */
const whereEvent = (ref: EventRef, at: Date) =>
  and(
    gte(events.occurredAt, at),
    lt(events.occurredAt, new Date(at.getTime() + 1)),
    eq(events.id, ref.eventId.toLowerCase()),
    eq(events.adId, ref.adId),
    eq(events.orgId, ref.orgId),
  );

/** One event of an organisation's ad as the raw log shows it, or null (none, or another's). */
export async function findLoggedEvent(db: Db, ref: EventRef): Promise<EventLogItem | null> {
  const at = occurredAtOfId(ref.eventId);
  if (!at) return null;
  const [row] = await db.select(LOG_COLUMNS).from(events).where(whereEvent(ref, at)).limit(1);
  return row ? { ...row, kind: row.kind as EventKind } : null;
}

/**
 * Marks a counted event of the ad uncounted for `reason`, and moves it from counted to uncounted
 * (its value with it) in each rollup row it was added to. Answers the event as it is now, with
 * `changed` false when it did not count already (marked before, or never counted), and null when
 * the organisation's ad has no such event.
 */
export async function uncountEvent(
  db: Db,
  ref: EventRef & { reason: string },
): Promise<{ event: EventLogItem; changed: boolean } | null> {
  const at = occurredAtOfId(ref.eventId);
  if (!at) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ counted: false, uncountedReason: ref.reason })
      .where(and(whereEvent(ref, at), eq(events.counted, true)))
      .returning(LOG_COLUMNS);
    if (!row) {
      const [found] = await tx.select(LOG_COLUMNS).from(events).where(whereEvent(ref, at)).limit(1);
      return found ? { event: { ...found, kind: found.kind as EventKind }, changed: false } : null;
    }
    const day = row.occurredAt.toISOString().slice(0, 10);
    const name = row.kind === 'custom' ? row.name : null;
    // The rows the writer added it to (writer.ts, addToRollups), in the writer's key order
    // (by dimension name), so this and a batch never wait on each other's rows in a circle.
    const rows: [
      dimension: string,
      value: string | null,
      publisherId: string | null,
      linkId: string | null,
      name: string | null,
    ][] = [
      ['country', row.country, null, null, null],
      ['device', row.device, null, null, null],
      ['link', null, row.publisherId, row.linkId, name],
      ['referrer', row.referrerHost, null, null, null],
      ['total', null, null, null, name],
    ];
    for (const [dimension, value, publisherId, linkId, rowName] of rows) {
      await tx.execute(sql`
        update event_rollups set counted = counted - 1, uncounted = uncounted + 1,
          value_minor = value_minor - ${row.valueMinor ?? 0}
        where ad_id = ${ref.adId}::uuid and org_id = ${ref.orgId}::uuid and dimension = ${dimension}
          and day = ${day}::date and kind = ${row.kind} and counted > 0
          and value is not distinct from ${value}::text
          and publisher_id is not distinct from ${publisherId}::uuid
          and link_id is not distinct from ${linkId}::uuid
          and name is not distinct from ${rowName}::text`);
    }
    return { event: { ...row, kind: row.kind as EventKind }, changed: true };
  });
}
