import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { occurredAtOfId } from './event-input.js';
import { events } from './tables.js';

/** A click as the tracker needs it to attribute what its `cs_ref` brings back. */
export type ClickOrigin = {
  adId: string;
  linkId: string | null;
  publisherId: string | null;
  occurredAt: Date;
  /**
   * Whether the click may pay: a bot's, a HEAD's, a duplicate's, or another browser's at an
   * address whose paying click is taken (counted for analytics all the same) never attributes
   * anything that pays (marketing.md, "Money", 7).
   */
  pays: boolean;
};

/**
 * The click a `cs_ref` names, when it happened at or after `since` (the attribution window), else
 * null. Event ids carry their moment (eventIdOf), so this is one primary-key lookup in one
 * partition, however many events there are.
 */
export async function findClick(db: Db, id: string, since: Date): Promise<ClickOrigin | null> {
  const at = occurredAtOfId(id);
  if (!at || at < since) return null;
  const [row] = await db
    .select({
      adId: events.adId,
      linkId: events.linkId,
      publisherId: events.publisherId,
      occurredAt: events.occurredAt,
      counted: events.counted,
      uncountedReason: events.uncountedReason,
    })
    .from(events)
    .where(
      and(
        gte(events.occurredAt, at),
        lt(events.occurredAt, new Date(at.getTime() + 1)),
        eq(events.id, id.toLowerCase()),
        eq(events.kind, 'click'),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { counted, uncountedReason, ...origin } = row;
  return { ...origin, pays: counted && uncountedReason === null };
}
