import { COUPON_CODE_PATTERN, couponKeyOf } from '@creatorscope/contracts';
import type { Deps } from '../../deps.js';
import { findCouponOwner, findLinkOwner } from '../affiliate-ads/index.js';
import { findAttributedClick } from './lookups.js';

/** Who an event of an ad is credited to, and why. */
export type Attribution = {
  publisherId: string;
  linkId: string;
  /** The click id when the visitor's click is the publisher's (page views are paid once per visit by it). */
  clickRef: string | null;
  /** What named the publisher: their coupon, or the click the visitor arrived by. */
  via: 'coupon' | 'click';
  /** The publisher's coupon on the ad (to show, whichever way they were found). */
  couponCode: string | null;
  /** The marketer removed the publisher: what the click brings is kept, but counts for nothing. */
  isRemoved: boolean;
  /**
   * The click named the publisher but did not count (a bot's, a HEAD's, a duplicate, an address's
   * repeat, a paused ad's): the event is filed under them for the raw log, and pays nothing.
   */
  isUncountedClick: boolean;
};

type AttributionInput = {
  /** The click id the visitor carries (cs_ref). */
  csRef?: string | null | undefined;
  /** A coupon as the shop has it: any case, spaces around; only a publisher's own on this ad names them. */
  coupon?: string | null | undefined;
};

/**
 * The publisher an event of this ad is credited to (marketing.md, "Attribution": last click wins;
 * a creator's coupon beats a link). A coupon that is a joined publisher's on this ad wins whatever
 * the click says; an unknown coupon, or a removed publisher's, falls back to the click. A click
 * counts when it is this ad's and no older than the ad's attribution window; a removed publisher's click still names
 * them, flagged `isRemoved` so the event is stored uncounted. Null: nobody referred the visitor.
 * For the tracker's collect endpoint, server-side conversions and the brand site's referral data.
 */
export async function attributionOf(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  ad: { id: string; attributionDays: number },
  { csRef, coupon }: AttributionInput,
  now = new Date(),
): Promise<Attribution | null> {
  const click = csRef ? await findAttributedClick(deps, csRef, ad.attributionDays, now) : null;
  const ownClick = click?.adId === ad.id && click.linkId && click.publisherId ? click : null;

  const couponCode = coupon ? couponKeyOf(coupon) : '';
  if (COUPON_CODE_PATTERN.test(couponCode)) {
    const owner = await findCouponOwner(deps, ad.id, couponCode);
    if (owner?.status === 'joined') {
      return {
        publisherId: owner.publisherId,
        linkId: owner.linkId,
        // Only a counted click of theirs carries the visit (a page view is paid once per click).
        clickRef: ownClick?.linkId === owner.linkId && ownClick.pays ? (csRef ?? null) : null,
        via: 'coupon',
        couponCode: owner.couponCode,
        isRemoved: false,
        isUncountedClick: false,
      };
    }
  }

  if (!ownClick?.linkId || !ownClick.publisherId) return null;
  const link = await findLinkOwner(deps, ownClick.linkId);
  return {
    publisherId: ownClick.publisherId,
    linkId: ownClick.linkId,
    clickRef: csRef ?? null,
    via: 'click',
    couponCode: link?.status === 'joined' ? link.couponCode : null,
    isRemoved: link !== null && link.status !== 'joined',
    isUncountedClick: !ownClick.pays,
  };
}

/**
 * Why an event is stored uncounted, or null when it counts: the ad is not running ('inactive'),
 * it is a browser's sale on an ad that counts only its brand's server's ('server-only'), the
 * publisher it names has left the ad ('removed'), or the click that names them did not count
 * ('uncounted-click': only a counted click attributes anything that pays, so a curl HEAD or a
 * bot's cs_ref makes no paid view or commission, whatever Origin a forged collect claims).
 */
export function uncountedReasonOf(
  ad: { status: string; serverConversionsOnly: boolean },
  attributed: Attribution | null,
  isBrowserConversion = false,
): string | null {
  if (ad.status !== 'active') return 'inactive';
  if (isBrowserConversion && ad.serverConversionsOnly) return 'server-only';
  if (attributed?.isRemoved) return 'removed';
  return attributed?.isUncountedClick ? 'uncounted-click' : null;
}
