import type { TConversionMark, TMarkConversionRequest, TMarkedConversion } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { dropFromEventFeed, type EventLogItem, findLoggedEvent, uncountEvent } from '../events/index.js';
import { findLogAdOrThrow, labelEventLogItem } from './event-log.js';
import { reverseEarnings } from './holding.js';
import { toMajor } from './money.js';
import { adEarnings } from './tables.js';

/*
 * A conversion found out after it counted: refunded (the brand's server says so through
 * /script/refundConversion, or the brand marks it in the raw log) or fraudulent (marked in the
 * log). Both take the same path (marketing.md, "Money", 3): the event stops counting, in the raw
 * log and the rollups, and its earning goes back to the ad's budget; inside the holding period
 * from the publisher's pending money, after it from their available money and, beyond that, as a
 * debt their next earnings pay off (reverseEarnings).
 */

export const HELD_BY_REPORT_MESSAGE =
  "This conversion's earning is held by an open report on its publisher: decide the report instead";
export const ALREADY_MARKED_MESSAGE = 'This conversion no longer counts already';

export type ConversionReversal =
  | { outcome: 'reversed'; event: EventLogItem; reversedMinor: number }
  /** Its earning waits on an open report, which decides it: nothing was changed. */
  | { outcome: 'held'; event: EventLogItem }
  /** It did not count (a duplicate, or marked already for another reason): nothing was changed. */
  | { outcome: 'not-counted'; event: EventLogItem };

/**
 * Reverses one counted conversion of the ad for `mark`. Again with the same mark (a retry after a
 * lost answer, or a crash between the two steps) it finishes the reversal and reverses nothing
 * twice. Null when the ad has no such conversion.
 */
export async function reverseConversion(
  deps: Pick<Deps, 'db'>,
  ad: { id: string; orgId: string },
  eventId: string,
  mark: TConversionMark,
): Promise<ConversionReversal | null> {
  const [held] = await deps.db
    .select({ status: adEarnings.status })
    .from(adEarnings)
    .where(and(eq(adEarnings.eventId, eventId), eq(adEarnings.adId, ad.id), eq(adEarnings.status, 'held')))
    .limit(1);
  const ref = { orgId: ad.orgId, adId: ad.id, eventId };
  if (held) {
    const event = await findLoggedEvent(deps.db, ref);
    return event?.kind === 'conversion' ? { outcome: 'held', event } : null;
  }
  const marked = await uncountEvent(deps.db, { ...ref, reason: mark });
  if (!marked || marked.event.kind !== 'conversion') return null;
  if (!marked.changed && marked.event.uncountedReason !== mark) {
    return { outcome: 'not-counted', event: marked.event };
  }
  // Not paid yet: it never will be. Paid (or being paid, which this waits for): paid back.
  const isUnpaid = await dropFromEventFeed(deps.db, eventId);
  const { reversedMinor } = isUnpaid
    ? { reversedMinor: 0 }
    : await reverseEarnings(deps, [eventId], `conversion_${mark}`);
  return { outcome: 'reversed', event: marked.event, reversedMinor };
}

/**
 * /affliate-ad/mark-conversion: a Write or Admin member marks a counted conversion of the
 * organisation's ad as fraud or refunded from its raw log. Another organisation's ad or event is
 * not found; a conversion that does not count (already marked, a duplicate) or whose earning an
 * open report holds is refused (409) with what to do instead.
 */
export async function markConversion(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  request: TMarkConversionRequest,
): Promise<TMarkedConversion> {
  const ad = await findLogAdOrThrow(deps, orgId, request.id);
  const done = await reverseConversion(deps, ad, request.eventId, request.mark);
  if (!done) throw notFound('Conversion');
  if (done.outcome === 'held') throw new AppError('conflict', HELD_BY_REPORT_MESSAGE);
  if (done.outcome === 'not-counted') throw new AppError('conflict', ALREADY_MARKED_MESSAGE);
  return {
    item: await labelEventLogItem(deps, ad, done.event),
    reversedAmount: toMajor(done.reversedMinor, ad.currency),
    currency: ad.currency,
  };
}
