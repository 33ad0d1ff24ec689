import type { TAdPublisherState } from '@creatorscope/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { linkChanged } from './link-cache.js';
import { adLinks, affiliateAds } from './tables.js';

type LinkRow = typeof adLinks.$inferSelect;
type Writer = Pick<Deps, 'db' | 'pubsub'>;

export const COUPON_TAKEN_MESSAGE = 'This coupon code is already used on this ad';
export const COUPON_FOR_REMOVED_MESSAGE = 'A removed publisher cannot get a coupon';

const conflict = (message: string) => new AppError('conflict', message, { errors: { couponCode: message } });

const toState = (link: LinkRow): TAdPublisherState => ({
  linkId: link.id,
  publisherId: link.publisherId,
  status: link.status as TAdPublisherState['status'],
  couponCode: link.couponCode,
});

/** A publisher's link on one of the organisation's ads: 404 for another organisation's ad or a stranger. */
async function findOwnLink(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  adId: string,
  publisherId: string,
): Promise<LinkRow> {
  const [row] = await deps.db
    .select({ link: adLinks })
    .from(adLinks)
    .innerJoin(affiliateAds, eq(affiliateAds.id, adLinks.adId))
    .where(
      and(
        eq(adLinks.adId, adId),
        eq(adLinks.publisherId, publisherId),
        eq(adLinks.orgId, orgId),
        eq(affiliateAds.orgId, orgId),
      ),
    )
    .limit(1);
  if (row) return row.link;
  const [ad] = await deps.db
    .select({ id: affiliateAds.id })
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, adId), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  throw notFound(ad ? 'Publisher' : 'Affiliate ad');
}

/**
 * /affliate-ad/remove-publisher: the publisher leaves the ad. Their link keeps redirecting
 * (marketing.md), but its clicks from now on are stored uncounted ('removed'), and neither its
 * click ids nor their coupon attribute anything more. Every instance hears of it at once.
 * Removing twice is removing once.
 */
export async function removeAdPublisher(
  deps: Writer,
  orgId: string,
  adId: string,
  publisherId: string,
): Promise<TAdPublisherState> {
  const link = await findOwnLink(deps, orgId, adId, publisherId);
  if (link.status === 'removed') return toState(link);
  const [removed] = await deps.db
    .update(adLinks)
    .set({ status: 'removed' })
    .where(eq(adLinks.id, link.id))
    .returning();
  if (!removed) throw notFound('Publisher');
  await linkChanged(deps, { id: removed.id, adId, code: removed.code, couponCodes: [removed.couponCode] });
  return toState(removed);
}

/** Postgres' unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * /affliate-ad/set-coupon: the publisher's own coupon on the ad (already upper-cased by the
 * contract), or none. A code names one publisher per ad (409 naming couponCode, the unique index
 * deciding between two at once); a removed publisher may lose theirs but not get one.
 */
export async function setAdCoupon(
  deps: Writer,
  orgId: string,
  adId: string,
  publisherId: string,
  couponCode: string | null,
): Promise<TAdPublisherState> {
  const link = await findOwnLink(deps, orgId, adId, publisherId);
  if (link.couponCode === couponCode) return toState(link);
  if (couponCode !== null && link.status !== 'joined') {
    throw new AppError('unprocessable', COUPON_FOR_REMOVED_MESSAGE, {
      errors: { couponCode: COUPON_FOR_REMOVED_MESSAGE },
    });
  }
  if (couponCode !== null) {
    const [taken] = await deps.db
      .select({ id: adLinks.id })
      .from(adLinks)
      .where(and(eq(adLinks.adId, adId), eq(adLinks.couponCode, couponCode), ne(adLinks.id, link.id)))
      .limit(1);
    if (taken) throw conflict(COUPON_TAKEN_MESSAGE);
  }
  let updated: LinkRow | undefined;
  try {
    [updated] = await deps.db.update(adLinks).set({ couponCode }).where(eq(adLinks.id, link.id)).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COUPON_TAKEN_MESSAGE);
    throw error;
  }
  if (!updated) throw notFound('Publisher');
  await linkChanged(deps, {
    id: updated.id,
    adId,
    code: updated.code,
    couponCodes: [link.couponCode, couponCode],
  });
  return toState(updated);
}
