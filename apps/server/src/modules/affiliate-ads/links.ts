import { randomInt } from 'node:crypto';
import type { TAdLink, TAdPublisher, TPlanCurrency, TPublicAd } from '@creatorscope/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { getUserEmail } from '../auth/index.js';
import { readEventStats } from '../events/index.js';
import { getPublisherProfile, listPublisherCards } from '../publishers/index.js';
import { earnedByPublisher } from './earnings.js';
import { markInvitationJoined } from './invitations.js';
import { linksChanged } from './link-cache.js';
import { toMajor } from './money.js';
import { statusOf } from './service.js';
import { adLinks, adPublisherReports, affiliateAds } from './tables.js';

type AdRow = typeof affiliateAds.$inferSelect;
type LinkRow = typeof adLinks.$inferSelect;
type Reader = Pick<Deps, 'db' | 'config'>;

export const NO_PUBLISHER_PROFILE_MESSAGE = 'Register as a publisher first';
export const AD_NOT_JOINABLE_MESSAGE = 'This ad is not taking publishers now';
export const AD_WITHOUT_WEBSITE_MESSAGE = 'This ad has no website to send visitors to yet';

/** AD_LINK_CODE_PATTERN's alphabet: no 0/o, 1/l/i, so a code read aloud or retyped stays right. */
const CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const CODE_LENGTH = 8;
/** 31^8 ≈ 8.5e11 codes: a collision is rare, five in a row is a bug. */
const CODE_ATTEMPTS = 5;

export const newLinkCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export const linkUrl = (publicUrl: string, code: string): string => `${publicUrl}/l/${code}`;

const majorOrNull = (minor: number | null, currency: TPlanCurrency) =>
  minor === null ? null : toMajor(minor, currency);

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

type LinkWithAd = {
  link: LinkRow;
  ad: Pick<AdRow, 'publicId' | 'campaignName' | 'brandName' | 'status' | 'endsAt'>;
};

function toAdLink({ link, ad }: LinkWithAd, publicUrl: string, now: Date): TAdLink {
  return {
    _id: link.id,
    code: link.code,
    url: linkUrl(publicUrl, link.code),
    adPublicId: ad.publicId,
    campaignName: ad.campaignName,
    brandName: ad.brandName,
    adStatus: statusOf(ad, now),
    status: link.status as TAdLink['status'],
    couponCode: link.couponCode,
    createdAt: link.createdAt.toISOString(),
  };
}

const isJoinable = (ad: AdRow, now: Date) => statusOf(ad, now) === 'active' && hostOf(ad.websiteUrl) !== null;

/** An ad a publisher may see: any but a draft (a draft is the marketer's own until switched on). */
async function findVisibleAd(deps: Pick<Deps, 'db'>, publicId: string): Promise<AdRow> {
  const [ad] = await deps.db.select().from(affiliateAds).where(eq(affiliateAds.publicId, publicId)).limit(1);
  if (!ad || ad.status === 'draft') throw notFound('Ad');
  return ad;
}

async function findLink(deps: Pick<Deps, 'db'>, adId: string, publisherId: string) {
  const [link] = await deps.db
    .select()
    .from(adLinks)
    .where(and(eq(adLinks.adId, adId), eq(adLinks.publisherId, publisherId)))
    .limit(1);
  return link ?? null;
}

/**
 * /affliate-ad/get-public: what an ad's join page shows, to visitors and publishers alike; for a
 * signed-in caller, whether they can join and their link when they have.
 */
export async function getPublicAd(deps: Reader, publicId: string, userId: string | null): Promise<TPublicAd> {
  const ad = await findVisibleAd(deps, publicId);
  const now = new Date();
  const currency = ad.currency as TPlanCurrency;
  let viewer: TPublicAd['viewer'] = null;
  if (userId) {
    const profile = await getPublisherProfile(deps, userId);
    const link = profile ? await findLink(deps, ad.id, profile._id) : null;
    viewer = {
      hasPublisherProfile: profile !== null,
      link: link ? toAdLink({ link, ad }, deps.config.publicUrl, now) : null,
    };
  }
  return {
    publicId: ad.publicId,
    campaignName: ad.campaignName,
    brandName: ad.brandName,
    aboutBrand: ad.aboutBrand,
    websiteHost: hostOf(ad.websiteUrl),
    status: statusOf(ad, now),
    currency,
    commission_percent_on_conversion: ad.commissionPercent,
    conversion_price_cap: toMajor(ad.conversionPriceCapMinor, currency),
    clicks_base_price: majorOrNull(ad.clicksBasePriceMinor, currency),
    clicks_threshold: ad.clicksThreshold,
    views_base_price: majorOrNull(ad.viewsBasePriceMinor, currency),
    views_threshold: ad.viewsThreshold,
    post_price: majorOrNull(ad.postPriceMinor, currency),
    post_limit: ad.postLimit,
    validity: ad.validity,
    isJoinable: isJoinable(ad, now),
    viewer,
  };
}

/**
 * /affliate-ad/join: the caller's link on the ad, made on the first call (isNew) and answered as
 * it is on later ones, a removed one included (joining again does not undo a marketer's removal).
 * Two calls at once make one link: the (ad, publisher) key decides, and a code that happens to
 * be taken is drawn again. An invitation token (`invite`) marks its invitation joined once the
 * caller is on the ad (invitations.ts decides whether it is theirs).
 */
export async function joinAd(
  deps: Pick<Deps, 'db' | 'config' | 'pubsub'>,
  userId: string,
  publicId: string,
  invite?: string,
): Promise<{ link: TAdLink; isNew: boolean }> {
  const profile = await getPublisherProfile(deps, userId);
  if (!profile) throw new AppError('unprocessable', NO_PUBLISHER_PROFILE_MESSAGE);
  const ad = await findVisibleAd(deps, publicId);
  const now = new Date();
  const answer = async (link: LinkRow, isNew: boolean) => {
    if (invite && link.status === 'joined') {
      const userEmail = await getUserEmail(deps.db, userId);
      if (userEmail) {
        await markInvitationJoined(deps, { adId: ad.id, token: invite, userEmail, publisherId: profile._id });
      }
    }
    return { link: toAdLink({ link, ad }, deps.config.publicUrl, now), isNew };
  };

  const existing = await findLink(deps, ad.id, profile._id);
  if (existing) return answer(existing, false);
  if (statusOf(ad, now) !== 'active') throw new AppError('unprocessable', AD_NOT_JOINABLE_MESSAGE);
  if (hostOf(ad.websiteUrl) === null) throw new AppError('unprocessable', AD_WITHOUT_WEBSITE_MESSAGE);

  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [made] = await deps.db
      .insert(adLinks)
      .values({ adId: ad.id, publisherId: profile._id, orgId: ad.orgId, code: newLinkCode() })
      .onConflictDoNothing()
      .returning();
    if (made) {
      // A code asked for before it existed is remembered as unknown: forget that.
      await linksChanged(deps, [made.code]);
      return answer(made, true);
    }
    const raced = await findLink(deps, ad.id, profile._id);
    if (raced) return answer(raced, false);
  }
  throw new Error(`no free link code after ${CODE_ATTEMPTS} attempts`);
}

/** /affliate-ad/my-links: the caller's links, newest first (none before they register as a publisher). */
export async function listMyLinks(deps: Reader, userId: string): Promise<TAdLink[]> {
  const profile = await getPublisherProfile(deps, userId);
  if (!profile) return [];
  const rows = await deps.db
    .select({
      link: adLinks,
      ad: {
        publicId: affiliateAds.publicId,
        campaignName: affiliateAds.campaignName,
        brandName: affiliateAds.brandName,
        status: affiliateAds.status,
        endsAt: affiliateAds.endsAt,
      },
    })
    .from(adLinks)
    .innerJoin(affiliateAds, eq(affiliateAds.id, adLinks.adId))
    .where(eq(adLinks.publisherId, profile._id))
    .orderBy(desc(adLinks.createdAt), desc(adLinks.id));
  const now = new Date();
  return rows.map((row) => toAdLink(row, deps.config.publicUrl, now));
}

const DAY_MS = 86_400_000;
/** readEventStats reads at most 731 days; an older ad shows its last two years. */
const MAX_STATS_DAYS = 730;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * /affliate-ad/get-publishers: who joined one of the organisation's ads (another organisation's
 * is not found), newest first, with the clicks each link brought over the ad's life (rollups).
 */
export async function listAdPublishers(deps: Reader, orgId: string, adId: string): Promise<TAdPublisher[]> {
  const [ad] = await deps.db
    .select({ id: affiliateAds.id, createdAt: affiliateAds.createdAt, currency: affiliateAds.currency })
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, adId), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!ad) throw notFound('Affiliate ad');
  const currency = ad.currency as TPlanCurrency;
  const links = await deps.db
    .select()
    .from(adLinks)
    .where(and(eq(adLinks.adId, ad.id), eq(adLinks.orgId, orgId)))
    .orderBy(desc(adLinks.createdAt), desc(adLinks.id));
  if (links.length === 0) return [];

  const now = Date.now();
  const from = new Date(Math.max(ad.createdAt.getTime(), now - MAX_STATS_DAYS * DAY_MS));
  const range = { from: dayOf(from), to: dayOf(new Date(now)) };
  const [cards, stats, earned, reports] = await Promise.all([
    listPublisherCards(
      deps,
      links.map((link) => link.publisherId),
    ),
    readEventStats(deps.db, { scope: { orgId, adId: ad.id }, ...range, groupBy: 'link', kinds: ['click'] }),
    earnedByPublisher(deps.db, ad.id, range),
    deps.db
      .select({ id: adPublisherReports.id, publisherId: adPublisherReports.publisherId })
      .from(adPublisherReports)
      .where(and(eq(adPublisherReports.adId, ad.id), eq(adPublisherReports.status, 'open'))),
  ]);
  const openReportOf = new Map(reports.map((report) => [report.publisherId, report.id]));
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  const clicksOf = new Map(
    stats.rows.map((row) => [row.key, { counted: row.counted.click, uncounted: row.uncounted.click }]),
  );
  return links.flatMap((link) => {
    const card = cardOf.get(link.publisherId);
    if (!card) return [];
    return [
      {
        linkId: link.id,
        publisherId: link.publisherId,
        name: card.name,
        publisherType: card.publisherType,
        code: link.code,
        url: linkUrl(deps.config.publicUrl, link.code),
        status: link.status as TAdPublisher['status'],
        couponCode: link.couponCode,
        joinedAt: link.createdAt.toISOString(),
        clicks: clicksOf.get(link.id) ?? { counted: 0, uncounted: 0 },
        earned: toMajor(earned.get(link.publisherId) ?? 0, currency),
        openReportId: openReportOf.get(link.publisherId) ?? null,
      },
    ];
  });
}
