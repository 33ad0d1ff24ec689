import type { TPublicPublisherCard, TReferralData, TReferralDataRequest } from '@creatorscope/contracts';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { findAffiliateAdByPublicId, findPublisherLink, type TrackedAd } from '../affiliate-ads/index.js';
import { listPublisherCards } from '../publishers/index.js';
import { attributionOf } from './attribution.js';

type Reader = Pick<Deps, 'db' | 'pubsub'>;

/** The ad a brand's site names by its public id; a draft is nobody's business yet (404, as an unknown one). */
async function findShownAd(deps: Reader, publicId: string): Promise<TrackedAd> {
  const ad = await findAffiliateAdByPublicId(deps, publicId);
  if (!ad || ad.status === 'draft') throw notFound('Ad');
  return ad;
}

/**
 * A publisher as a brand's site may show them: name and kind, never contact or payout details.
 * Publisher profiles hold no picture yet, so `photoUrl` is null until they do.
 */
async function publicCardOf(deps: Reader, publisherId: string): Promise<TPublicPublisherCard | null> {
  const [card] = await listPublisherCards(deps, [publisherId]);
  return card
    ? { publisherId: card.id, name: card.name, publisherType: card.publisherType, photoUrl: null }
    : null;
}

/**
 * /script/get-publisher-by-id: a publisher on the brand's ad. One who never joined it, or whom the
 * marketer removed, is not found (404), exactly as an unknown id: a public call must not tell
 * strangers who publishes elsewhere.
 */
export async function getPublisherById(
  deps: Reader,
  publicId: string,
  publisherId: string,
): Promise<TPublicPublisherCard> {
  const ad = await findShownAd(deps, publicId);
  const link = await findPublisherLink(deps, ad.id, publisherId);
  const card = link?.status === 'joined' ? await publicCardOf(deps, publisherId) : null;
  if (!card) throw notFound('Publisher');
  return card;
}

/**
 * /script/referral-data: what a brand's page needs to say "referred by": the ad's public names,
 * and the publisher the visitor's click (cs_ref, within 30 days) or typed coupon names, by the
 * tracker's own rules (attributionOf: a publisher's coupon beats a click). A removed publisher
 * refers nobody any more.
 */
export async function getReferralData(
  deps: Reader,
  { publicId, cs_ref, coupon }: TReferralDataRequest,
): Promise<TReferralData> {
  const ad = await findShownAd(deps, publicId);
  const attribution = await attributionOf(deps, ad, { csRef: cs_ref, coupon });
  const card =
    attribution && !attribution.isRemoved ? await publicCardOf(deps, attribution.publisherId) : null;
  return {
    ad: { publicId, campaignName: ad.campaignName, brandName: ad.brandName },
    publisher: card,
    couponCode: card ? (attribution?.couponCode ?? null) : null,
    via: card ? (attribution?.via ?? null) : null,
  };
}
