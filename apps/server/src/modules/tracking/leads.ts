import type {
  TAddConversionFromLeadsRequest,
  TLeadConversion,
  TRefundConversionRequest,
  TRefundedConversion,
} from '@creatorscope/contracts';
import type { Deps } from '../../deps.js';
import { fieldError, notFound } from '../../http/errors.js';
import { reverseConversion, reverseEarnings, toMajor, toMinor } from '../affiliate-ads/index.js';
import type { ApiKeyCaller } from '../api-keys/index.js';
import { countedConversionOf, uncountReplacedConversion } from '../events/index.js';
import { attributionOf, uncountedReasonOf } from './attribution.js';
import { findCollectAd } from './lookups.js';

/**
 * A conversion the brand's server confirms (/script/addConversionFromLeads), for the organisation
 * its API key belongs to: an ad of another organisation is not found (404), as an unknown one. It
 * goes through the events floor like the tracker's, marked server-to-server (the browser rules,
 * bots and HEAD, judge no request here) and without the brand server's IP or agent, which say
 * nothing of the buyer. A publisher's coupon on the ad files it under that publisher; otherwise a
 * cs_ref naming a click of this ad in the last 30 days, under that click's link and publisher (a
 * removed publisher's is stored uncounted, 'removed'). The floor counts an order id once per ad: a repeat is stored
 * uncounted as a duplicate and answered as one, except that the brand's server's conversion takes
 * an order a browser's had (its value and attribution win; the browser's earning is undone). A paused, ended or draft ad's conversion is stored
 * uncounted ('inactive'). Resolves once the event is committed.
 */
export async function recordLeadConversion(
  deps: Pick<Deps, 'db' | 'pubsub' | 'events'>,
  caller: ApiKeyCaller,
  body: TAddConversionFromLeadsRequest,
): Promise<TLeadConversion> {
  const ad = await findCollectAd(deps, body.adId);
  if (!ad || ad.orgId !== caller.orgId) throw notFound('Ad');
  if (body.currency !== undefined && body.currency !== ad.currency) {
    throw fieldError('currency', `This ad takes conversions in ${ad.currency} only`);
  }
  const valueMinor = toMinor('value', body.value, ad.currency);
  const attributed = await attributionOf(deps, ad, { csRef: body.cs_ref, coupon: body.coupon });
  const recorded = await deps.events.record({
    kind: 'conversion',
    orgId: ad.orgId,
    adId: ad.id,
    publisherId: attributed?.publisherId ?? null,
    linkId: attributed?.linkId ?? null,
    clickRef: attributed?.clickRef ?? null,
    isServerToServer: true,
    orderId: body.orderId,
    valueMinor,
    currency: ad.currency,
    uncountedReason: uncountedReasonOf(ad, attributed),
  });
  // A browser's conversion (forgeable with curl) had the order: the server's wins it, and what the
  // browser's earned goes back to the budget (taken off the feed, or reversed once paid).
  if (recorded.replacedEventId) {
    const { wasUnpaid } = await uncountReplacedConversion(
      deps.db,
      { orgId: ad.orgId, adId: ad.id, eventId: recorded.replacedEventId },
      'replaced-by-server',
    );
    if (!wasUnpaid) await reverseEarnings(deps, [recorded.replacedEventId], 'conversion_replaced');
  }
  return {
    id: recorded.id,
    counted: recorded.counted,
    duplicate: recorded.uncountedReason === 'duplicate-order',
    uncountedReason: recorded.uncountedReason,
    publisherId: attributed?.publisherId ?? null,
  };
}

/**
 * A refunded order (/script/refundConversion), for the organisation its API key belongs to: the
 * earning its conversion gave a publisher goes back to the ad's budget (from their pending money,
 * or, once released, from their available money and then as a debt their next earnings pay), and
 * one not paid yet never will be; the conversion is shown as refunded in the ad's raw log and no
 * longer counts in its analytics. Again, or for an earning held by an open report (the report
 * decides it), it reverses nothing more. An order the ad never counted is 404, as another's ad.
 */
export async function refundLeadConversion(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  caller: ApiKeyCaller,
  body: TRefundConversionRequest,
): Promise<TRefundedConversion> {
  const ad = await findCollectAd(deps, body.adId);
  if (!ad || ad.orgId !== caller.orgId) throw notFound('Ad');
  const eventId = await countedConversionOf(deps.db, ad.id, body.orderId);
  if (!eventId) throw notFound('Conversion');
  // The same path as the brand's mark in the raw log: the event stops counting there too.
  const done = await reverseConversion(deps, ad, eventId, 'refunded');
  // Its raw row dropped with its day's partition (retention): the earning is reversed all the same.
  const reversedMinor = done
    ? done.outcome === 'reversed'
      ? done.reversedMinor
      : 0
    : (await reverseEarnings(deps, [eventId], 'conversion_refunded')).reversedMinor;
  return { id: eventId, reversedAmount: toMajor(reversedMinor, ad.currency), currency: ad.currency };
}
