import { and, eq } from 'drizzle-orm';
import { type PubSub, ReadCache } from '../../adapters/pubsub/index.js';
import type { Deps } from '../../deps.js';
import { adLinks, affiliateAds } from './tables.js';

/** What the redirect needs of a link, by its code. */
export type LinkTarget = {
  linkId: string;
  adId: string;
  orgId: string;
  publisherId: string;
  status: string;
};

/** What the redirect needs of the link's ad: where to send visitors, and whether the click may count. */
export type AdTarget = { status: string; endsAt: Date | null; websiteUrl: string | null };

/** What the tracker's collect endpoint needs of an ad, by the public id its script names. */
export type TrackedAdRow = AdTarget & {
  id: string;
  orgId: string;
  campaignName: string;
  brandName: string;
  currency: string;
  scriptTargetUrl: string | null;
  scriptTargetEvent: string[];
  attributionDays: number;
  serverConversionsOnly: boolean;
};

/** A link as attribution needs it: whose it is, and whether its publisher is still on the ad. */
export type LinkOwner = { linkId: string; publisherId: string; status: string; couponCode: string | null };

type Caches = {
  links: ReadCache<LinkTarget | null>;
  ads: ReadCache<AdTarget | null>;
  tracked: ReadCache<TrackedAdRow | null>;
  /** By link id. */
  owners: ReadCache<LinkOwner | null>;
  /** By couponKey(ad id, code). */
  coupons: ReadCache<LinkOwner | null>;
};

const LINK_CHANGED = 'affiliate-ads.link-changed';
const AD_CHANGED = 'affiliate-ads.ad-changed';
const TRACKED_AD_CHANGED = 'affiliate-ads.tracked-ad-changed';
const LINK_OWNER_CHANGED = 'affiliate-ads.link-owner-changed';
const COUPON_CHANGED = 'affiliate-ads.coupon-changed';

const couponKey = (adId: string, couponCode: string) => `${adId}:${couponCode}`;

/*
 * One set of caches per app (per pub/sub), made on first use: the redirect reads them on every
 * click and the tracker's collect endpoint on every event, and the services that change a link or an ad drop their entries here at once and on the
 * other instances over pub/sub. Links and ads are cached apart so that an ad's change (paused,
 * new website) drops one entry, however many links it has. The TTL is the safety net should a
 * message be lost, or an ad end by a write that is not ours to hear (the ledger's).
 */
const cachesByPubSub = new WeakMap<PubSub, Caches>();

function cachesOf(pubsub: PubSub): Caches {
  let caches = cachesByPubSub.get(pubsub);
  if (!caches) {
    caches = {
      links: new ReadCache(pubsub, LINK_CHANGED, { max: 50_000, ttlMs: 60_000 }),
      ads: new ReadCache(pubsub, AD_CHANGED, { max: 10_000, ttlMs: 30_000 }),
      tracked: new ReadCache(pubsub, TRACKED_AD_CHANGED, { max: 10_000, ttlMs: 30_000 }),
      owners: new ReadCache(pubsub, LINK_OWNER_CHANGED, { max: 50_000, ttlMs: 60_000 }),
      coupons: new ReadCache(pubsub, COUPON_CHANGED, { max: 50_000, ttlMs: 60_000 }),
    };
    cachesByPubSub.set(pubsub, caches);
  }
  return caches;
}

/** The link behind a code (null for an unknown one: remembered too, so guessing costs no query). */
export function findLinkTarget(deps: Pick<Deps, 'db' | 'pubsub'>, code: string): Promise<LinkTarget | null> {
  return cachesOf(deps.pubsub).links.get(code, async () => {
    const [row] = await deps.db
      .select({
        linkId: adLinks.id,
        adId: adLinks.adId,
        orgId: adLinks.orgId,
        publisherId: adLinks.publisherId,
        status: adLinks.status,
      })
      .from(adLinks)
      .where(eq(adLinks.code, code))
      .limit(1);
    return row ?? null;
  });
}

export function findAdTarget(deps: Pick<Deps, 'db' | 'pubsub'>, adId: string): Promise<AdTarget | null> {
  return cachesOf(deps.pubsub).ads.get(adId, async () => {
    const [row] = await deps.db
      .select({
        status: affiliateAds.status,
        endsAt: affiliateAds.endsAt,
        websiteUrl: affiliateAds.websiteUrl,
      })
      .from(affiliateAds)
      .where(eq(affiliateAds.id, adId))
      .limit(1);
    return row ?? null;
  });
}

/** The ad a tracking script names (null for an unknown public id: remembered too, so guessing costs no query). */
export function findTrackedAdRow(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  publicId: string,
): Promise<TrackedAdRow | null> {
  return cachesOf(deps.pubsub).tracked.get(publicId, async () => {
    const [row] = await deps.db
      .select({
        id: affiliateAds.id,
        orgId: affiliateAds.orgId,
        campaignName: affiliateAds.campaignName,
        brandName: affiliateAds.brandName,
        status: affiliateAds.status,
        endsAt: affiliateAds.endsAt,
        currency: affiliateAds.currency,
        websiteUrl: affiliateAds.websiteUrl,
        scriptTargetUrl: affiliateAds.scriptTargetUrl,
        scriptTargetEvent: affiliateAds.scriptTargetEvent,
        attributionDays: affiliateAds.attributionDays,
        serverConversionsOnly: affiliateAds.serverConversionsOnly,
      })
      .from(affiliateAds)
      .where(eq(affiliateAds.publicId, publicId))
      .limit(1);
    return row ?? null;
  });
}

const ownerColumns = {
  linkId: adLinks.id,
  publisherId: adLinks.publisherId,
  status: adLinks.status,
  couponCode: adLinks.couponCode,
};

/** A link by its id (the one a click names): its publisher, status and coupon. */
export function findLinkOwner(deps: Pick<Deps, 'db' | 'pubsub'>, linkId: string): Promise<LinkOwner | null> {
  return cachesOf(deps.pubsub).owners.get(linkId, async () => {
    const [row] = await deps.db.select(ownerColumns).from(adLinks).where(eq(adLinks.id, linkId)).limit(1);
    return row ?? null;
  });
}

/**
 * The link whose coupon on this ad is `couponCode` (upper-cased already), removed ones included:
 * the caller decides what a removed publisher's coupon is worth. Unknown codes are remembered too.
 */
export function findCouponOwner(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  adId: string,
  couponCode: string,
): Promise<LinkOwner | null> {
  return cachesOf(deps.pubsub).coupons.get(couponKey(adId, couponCode), async () => {
    const [row] = await deps.db
      .select(ownerColumns)
      .from(adLinks)
      .where(and(eq(adLinks.adId, adId), eq(adLinks.couponCode, couponCode)))
      .limit(1);
    return row ?? null;
  });
}

/**
 * A publisher's link on an ad, read afresh (public pages that show a publisher ask it; a click's
 * hot path uses the cached lookups above).
 */
export async function findPublisherLink(
  deps: Pick<Deps, 'db'>,
  adId: string,
  publisherId: string,
): Promise<LinkOwner | null> {
  const [row] = await deps.db
    .select(ownerColumns)
    .from(adLinks)
    .where(and(eq(adLinks.adId, adId), eq(adLinks.publisherId, publisherId)))
    .limit(1);
  return row ?? null;
}

/** Call once a change to these links (made, removed) is committed. */
export const linksChanged = (deps: Pick<Deps, 'pubsub'>, codes: string[]): Promise<void> =>
  cachesOf(deps.pubsub).links.invalidate(codes);

/**
 * Call once a link's status or coupon change is committed: the redirect (by code), attribution (by
 * id) and coupon lookups (the old code and the new one) hear it here and on every other instance.
 */
export async function linkChanged(
  deps: Pick<Deps, 'pubsub'>,
  link: { id: string; adId: string; code: string; couponCodes: readonly (string | null)[] },
): Promise<void> {
  const caches = cachesOf(deps.pubsub);
  const coupons = link.couponCodes.filter((c): c is string => c !== null).map((c) => couponKey(link.adId, c));
  await Promise.all([
    caches.links.invalidate([link.code]),
    caches.owners.invalidate([link.id]),
    coupons.length > 0 ? caches.coupons.invalidate(coupons) : undefined,
  ]);
}

/** Call once a change to this ad (status, website, validity) is committed: the redirect and the tracker hear it. */
export async function adChanged(
  deps: Pick<Deps, 'pubsub'>,
  ad: { id: string; publicId: string },
): Promise<void> {
  const caches = cachesOf(deps.pubsub);
  await Promise.all([caches.ads.invalidate([ad.id]), caches.tracked.invalidate([ad.publicId])]);
}
