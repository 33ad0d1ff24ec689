import type { TTrackEvent } from '@creatorscope/contracts';
import type { Deps } from '../../deps.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import { attributionOf, uncountedReasonOf } from './attribution.js';
import { findCollectAd, siteHostOf } from './lookups.js';

const TRACK_ORIGIN_MESSAGE = 'This ad takes events only from its own website';

/** What the collect endpoint knows of the request beside its body. */
type CollectRequest = {
  origin: string | undefined;
  ip: string;
  userAgent: string | null;
  method: string;
  /** Called once the origin is known to be the ad's site, before anything else can fail. */
  allowOrigin: (origin: string) => void;
};

/**
 * One event from the tracking script: for a known ad that is not a draft (404), from one of the
 * ad's own sites (403: its website_url or script_target_url host, `www.` or not, http or https),
 * a conversion in the ad's currency (400). The event is filed under the publisher attributionOf
 * names: a conversion's coupon that is a publisher's on this ad, else a cs_ref naming a click of
 * this ad in the last 30 days. A paused or ended ad's event is stored uncounted ('inactive'), so is
 * a conversion of an ad that counts only its brand's server's ('server-only'), and one a removed
 * publisher brought ('removed'). Resolves once the event is committed.
 */
export async function recordTrackedEvent(
  deps: Pick<Deps, 'db' | 'pubsub' | 'events'>,
  event: TTrackEvent,
  request: CollectRequest,
): Promise<void> {
  const ad = await findCollectAd(deps, event.publicId);
  if (!ad || ad.status === 'draft') throw notFound('Ad');
  const host = request.origin ? siteHostOf(request.origin) : null;
  if (!request.origin || !host || !ad.hosts.has(host)) throw new AppError('forbidden', TRACK_ORIGIN_MESSAGE);
  request.allowOrigin(request.origin);

  if (event.kind === 'conversion' && event.currency !== undefined && event.currency !== ad.currency) {
    throw fieldError('currency', `This ad takes conversions in ${ad.currency} only`);
  }
  const isConversion = event.kind === 'conversion';
  const attributed = await attributionOf(deps, ad, {
    csRef: event.cs_ref,
    coupon: isConversion ? event.coupon : undefined,
  });
  await deps.events.record({
    kind: event.kind,
    orgId: ad.orgId,
    adId: ad.id,
    publisherId: attributed?.publisherId ?? null,
    linkId: attributed?.linkId ?? null,
    clickRef: attributed?.clickRef ?? null,
    ip: request.ip,
    userAgent: request.userAgent,
    method: request.method,
    referrer: event.referrer ?? null,
    page: event.page ?? null,
    name: event.kind === 'custom' ? event.name : null,
    props: event.kind === 'pageview' ? null : (event.props ?? null),
    orderId: isConversion ? event.orderId : null,
    // Both currencies an ad can hold have 2 decimals.
    valueMinor: isConversion ? Math.round((event.value ?? 0) * 100) : null,
    currency: isConversion ? ad.currency : null,
    uncountedReason: uncountedReasonOf(ad, attributed, isConversion),
  });
}
