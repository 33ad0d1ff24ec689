import { randomUUID } from 'node:crypto';
import {
  AD_POST_URL_MESSAGE,
  parseInstagramPostUrl,
  type TAdPost,
  type TAdPostUnpaidReason,
  type TPlanCurrency,
  type TRejectAdPostRequest,
  type TSubmitAdPostRequest,
} from '@creatorscope/contracts';
import { and, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, fieldError, isAppError, notFound } from '../../http/errors.js';
import { accountKey, lockLedgerAccounts } from '../ledger/index.js';
import { getPublisherProfile, instagramHandleOf, listPublisherCards } from '../publishers/index.js';
import { captionExcerptOf, hasDisclosure } from './disclosure.js';
import { announcePostPay, feeBasisPointsOf, type PostPay, payPostInTransaction } from './earnings.js';
import { NO_PUBLISHER_PROFILE_MESSAGE } from './links.js';
import { toMajor } from './money.js';
import { statusOf } from './service.js';
import { adLinks, adPosts, affiliateAds } from './tables.js';

/*
 * Paid posts (marketing.md, "Money", 2 "post"; issue #41). A publisher on an ad with a post_price
 * submits their post's link; it is looked up on their own Instagram handle (the social-data port)
 * before anything is written. A caption that discloses the partnership is paid at once, through
 * the payer's path (earnings.ts: budget room and balance, platform fee, held under an open report,
 * the holding period); one without a disclosure is flagged, and paid only if the brand approves.
 *
 * post_limit counts per publisher: the money rules price what *a publisher* earns (the click and
 * view thresholds are a publisher's), and the ad's total is already capped by its budget; a limit
 * per ad would let the first few publishers take every paid post.
 *
 * Every decision that may pay runs under the ad budget's ledger lock, the one the feed's payer
 * takes first: two submissions at once cannot both take the last place under the limit or the
 * last of the budget.
 */

export const AD_NOT_PAYING_POSTS_MESSAGE = 'This ad does not pay for posts';
export const AD_NOT_ACTIVE_MESSAGE = 'This ad is not active: posts can be submitted only while it runs';
export const NOT_JOINED_MESSAGE = 'Join this ad before you submit a post for it';
export const NO_INSTAGRAM_HANDLE_MESSAGE =
  'Add your Instagram profile to your publisher profile before you submit a post';
export const POST_TAKEN_ON_AD_MESSAGE = 'This post was already submitted for this ad';
export const POST_TAKEN_ON_BRAND_MESSAGE = 'This post was already submitted for another ad of this brand';
export const POST_DECIDED_MESSAGE = 'This post is not waiting for a decision';

type Reader = Pick<Deps, 'db'>;
type PostRow = typeof adPosts.$inferSelect;
type AdRow = typeof affiliateAds.$inferSelect;
type AdOfPost = Pick<AdRow, 'id' | 'publicId' | 'campaignName' | 'currency'>;

async function toPosts(deps: Reader, rows: PostRow[], ads: AdOfPost[]): Promise<TAdPost[]> {
  const cards = await listPublisherCards(deps, [...new Set(rows.map((r) => r.publisherId))]);
  const nameOf = new Map(cards.map((card) => [card.id, card.name]));
  const adOf = new Map(ads.map((ad) => [ad.id, ad]));
  return rows.flatMap((row) => {
    const ad = adOf.get(row.adId);
    if (!ad) return [];
    const currency = ad.currency as TPlanCurrency;
    return [
      {
        _id: row.id,
        adId: row.adId,
        adPublicId: ad.publicId,
        campaignName: ad.campaignName,
        publisherId: row.publisherId,
        publisherName: nameOf.get(row.publisherId) ?? '',
        url: row.url,
        shortcode: row.shortcode,
        status: row.status as TAdPost['status'],
        hasDisclosure: row.hasDisclosure,
        captionExcerpt: row.captionExcerpt,
        paid: row.earningEventId === null ? null : toMajor(row.paidMinor, currency),
        currency,
        unpaidReason: row.unpaidReason as TAdPostUnpaidReason | null,
        rejectionReason: row.rejectionReason,
        postedAt: row.postedAt?.toISOString() ?? null,
        checkedAt: row.checkedAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

async function toPost(deps: Reader, row: PostRow, ad: AdOfPost): Promise<TAdPost> {
  const [post] = await toPosts(deps, [row], [ad]);
  return post as TAdPost;
}

/**
 * Pays a verified post, under the ad budget's lock the caller took: post_price, unless the
 * publisher's paid posts on the ad already reached post_limit, as far as the budget goes.
 * Writes what happened on the post's row.
 */
async function payVerified(
  tx: Db,
  ad: Pick<AdRow, 'id' | 'postPriceMinor' | 'postLimit'>,
  post: PostRow,
  feeBasisPoints: number,
  decided: { decidedBy: string; decidedAt: Date } | null,
): Promise<{ row: PostRow; paid: PostPay | null }> {
  const [paidPosts] = await tx
    .select({ n: count() })
    .from(adPosts)
    .where(
      and(
        eq(adPosts.adId, ad.id),
        eq(adPosts.publisherId, post.publisherId),
        isNotNull(adPosts.earningEventId),
        ne(adPosts.id, post.id),
      ),
    );
  const isPastLimit = ad.postLimit !== null && (paidPosts?.n ?? 0) >= ad.postLimit;
  let paid: PostPay | null = null;
  let unpaidReason: TAdPostUnpaidReason | null = isPastLimit ? 'post_limit' : null;
  if (!isPastLimit) {
    paid = await payPostInTransaction(
      tx,
      {
        adId: ad.id,
        publisherId: post.publisherId,
        postId: post.id,
        amountMinor: ad.postPriceMinor ?? 0,
        occurredAt: decided?.decidedAt ?? post.checkedAt,
      },
      feeBasisPoints,
    );
    if (paid.paidMinor === 0) unpaidReason = 'budget';
  }
  const isPaid = paid !== null && paid.paidMinor > 0;
  const [row] = await tx
    .update(adPosts)
    .set({
      status: 'verified',
      earningEventId: isPaid ? post.id : null,
      paidMinor: paid?.paidMinor ?? 0,
      unpaidReason,
      ...(decided ?? {}),
    })
    .where(eq(adPosts.id, post.id))
    .returning();
  return { row: row ?? post, paid: isPaid ? paid : null };
}

/** The post's shortcode as found on the handle, or the field error the publisher must read. */
async function findOnHandle(deps: Pick<Deps, 'social'>, handle: string, shortcode: string) {
  try {
    const media = await deps.social.fetchPost(handle, shortcode);
    if (!media) {
      throw fieldError(
        'url',
        `This post was not found on your Instagram account @${handle}: submit a post of your own that is still online`,
      );
    }
    return media;
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') {
      throw fieldError(
        'url',
        `Your Instagram account @${handle} was not found: check the Instagram profile on your publisher profile`,
      );
    }
    throw error;
  }
}

/**
 * /affliate-ad/submit-post: the caller's post for an ad they joined (active, with a post_price).
 * The post must be on the caller's own handle and online; the same post again answers the first
 * submission (isNew false), and a post another publisher, or another ad of the brand, has is a
 * conflict naming `url`. With a disclosure it is paid at once; without one it waits for the brand.
 */
export async function submitAdPost(
  deps: Pick<Deps, 'db' | 'social' | 'config' | 'pubsub' | 'log'>,
  userId: string,
  input: TSubmitAdPostRequest,
): Promise<{ post: TAdPost; isNew: boolean }> {
  const parsed = parseInstagramPostUrl(input.url);
  if (!parsed) throw fieldError('url', AD_POST_URL_MESSAGE);
  const profile = await getPublisherProfile(deps, userId);
  if (!profile) throw new AppError('unprocessable', NO_PUBLISHER_PROFILE_MESSAGE);
  const [ad] = await deps.db
    .select()
    .from(affiliateAds)
    .where(eq(affiliateAds.publicId, input.publicId))
    .limit(1);
  if (!ad || ad.status === 'draft') throw notFound('Ad');
  const [link] = await deps.db
    .select({ status: adLinks.status })
    .from(adLinks)
    .where(and(eq(adLinks.adId, ad.id), eq(adLinks.publisherId, profile._id)))
    .limit(1);
  if (!link || link.status !== 'joined') throw new AppError('forbidden', NOT_JOINED_MESSAGE);

  // Asked again: the first answer, without spending the source's quota on it.
  const [mine] = await deps.db
    .select()
    .from(adPosts)
    .where(
      and(
        eq(adPosts.adId, ad.id),
        eq(adPosts.shortcode, parsed.shortcode),
        eq(adPosts.publisherId, profile._id),
      ),
    )
    .limit(1);
  if (mine) return { post: await toPost(deps, mine, ad), isNew: false };

  if (ad.postPriceMinor === null) throw new AppError('unprocessable', AD_NOT_PAYING_POSTS_MESSAGE);
  const now = new Date();
  if (statusOf(ad, now) !== 'active') throw new AppError('unprocessable', AD_NOT_ACTIVE_MESSAGE);
  const handle = instagramHandleOf(profile.instagramProfile);
  if (!handle) throw new AppError('unprocessable', NO_INSTAGRAM_HANDLE_MESSAGE);
  const media = await findOnHandle(deps, handle, parsed.shortcode);
  const disclosed = hasDisclosure(media.caption);

  const outcome = await deps.db.transaction(async (tx) => {
    await lockLedgerAccounts(tx, [accountKey.adBudget(ad.id)]);
    const [row] = await tx
      .insert(adPosts)
      .values({
        id: randomUUID(),
        adId: ad.id,
        orgId: ad.orgId,
        publisherId: profile._id,
        url: parseInstagramPostUrl(media.permalink)?.url ?? parsed.url,
        shortcode: parsed.shortcode,
        handle,
        status: disclosed ? 'verified' : 'flagged',
        captionExcerpt: captionExcerptOf(media.caption),
        hasDisclosure: disclosed,
        postedAt: media.postedAt,
        checkedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return { taken: await takenBy(tx, ad.orgId, parsed.shortcode) };
    if (!disclosed) return { row, paid: null };
    return payVerified(tx, ad, row, feeBasisPointsOf(deps.config), null);
  });
  if ('taken' in outcome) {
    const { taken } = outcome;
    if (taken && taken.adId === ad.id && taken.publisherId === profile._id) {
      return { post: await toPost(deps, taken, ad), isNew: false };
    }
    const message = taken?.adId === ad.id ? POST_TAKEN_ON_AD_MESSAGE : POST_TAKEN_ON_BRAND_MESSAGE;
    throw new AppError('conflict', message, { errors: { url: message } });
  }
  if (outcome.paid) await announcePostPay(deps, outcome.paid);
  return { post: await toPost(deps, outcome.row, ad), isNew: true };
}

/** The organisation's row for a post (another ad's, or another publisher's), after a conflict. */
async function takenBy(tx: Db, orgId: string, shortcode: string): Promise<PostRow | null> {
  const [row] = await tx
    .select()
    .from(adPosts)
    .where(and(eq(adPosts.orgId, orgId), eq(adPosts.shortcode, shortcode)))
    .limit(1);
  return row ?? null;
}

/** /affliate-ad/my-posts: what the caller submitted for one ad, newest first (none before they register). */
export async function listMyAdPosts(deps: Reader, userId: string, publicId: string): Promise<TAdPost[]> {
  const profile = await getPublisherProfile(deps, userId);
  if (!profile) return [];
  const [ad] = await deps.db.select().from(affiliateAds).where(eq(affiliateAds.publicId, publicId)).limit(1);
  if (!ad || ad.status === 'draft') throw notFound('Ad');
  const rows = await deps.db
    .select()
    .from(adPosts)
    .where(and(eq(adPosts.adId, ad.id), eq(adPosts.publisherId, profile._id)))
    .orderBy(desc(adPosts.createdAt), desc(adPosts.id));
  return toPosts(deps, rows, [ad]);
}

async function orgAd(db: Db, orgId: string, adId: string): Promise<AdRow> {
  const [ad] = await db
    .select()
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, adId), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!ad) throw notFound('Affiliate ad');
  return ad;
}

/** /affliate-ad/get-posts: the posts submitted for one of the organisation's ads, newest first. */
export async function listAdPosts(deps: Reader, orgId: string, adId: string): Promise<TAdPost[]> {
  const ad = await orgAd(deps.db, orgId, adId);
  const rows = await deps.db
    .select()
    .from(adPosts)
    .where(eq(adPosts.adId, ad.id))
    .orderBy(desc(adPosts.createdAt), desc(adPosts.id));
  return toPosts(deps, rows, [ad]);
}

/** The organisation's post (another organisation's is not found) and its ad. */
async function orgPost(db: Db, orgId: string, postId: string): Promise<{ post: PostRow; ad: AdRow }> {
  const [post] = await db
    .select()
    .from(adPosts)
    .where(and(eq(adPosts.id, postId), eq(adPosts.orgId, orgId)))
    .limit(1);
  if (!post) throw notFound('Post');
  return { post, ad: await orgAd(db, orgId, post.adId) };
}

/** A flagged post, re-read under the ad budget's lock: a second decision is a conflict. */
async function flaggedUnderLock(tx: Db, post: PostRow): Promise<PostRow> {
  await lockLedgerAccounts(tx, [accountKey.adBudget(post.adId)]);
  const [row] = await tx
    .select()
    .from(adPosts)
    .where(and(eq(adPosts.id, post.id), eq(adPosts.status, 'flagged')))
    .for('update');
  if (!row) throw new AppError('conflict', POST_DECIDED_MESSAGE);
  return row;
}

/**
 * /affliate-ad/approve-post: the brand accepts a flagged post (no disclosure) and it is paid as a
 * verified one, under the same limit and budget. Whatever the ad's status now: the brand decides
 * on work done while it ran.
 */
export async function approveAdPost(
  deps: Pick<Deps, 'db' | 'config' | 'pubsub' | 'log'>,
  orgId: string,
  userId: string,
  postId: string,
): Promise<TAdPost> {
  const { post, ad } = await orgPost(deps.db, orgId, postId);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await flaggedUnderLock(tx, post);
    return payVerified(tx, ad, row, feeBasisPointsOf(deps.config), {
      decidedBy: userId,
      decidedAt: new Date(),
    });
  });
  if (outcome.paid) await announcePostPay(deps, outcome.paid);
  return toPost(deps, outcome.row, ad);
}

/** /affliate-ad/reject-post: the brand refuses a flagged post, with the reason the publisher reads; it is never paid. */
export async function rejectAdPost(
  deps: Reader,
  orgId: string,
  userId: string,
  input: Pick<TRejectAdPostRequest, 'id' | 'reason'>,
): Promise<TAdPost> {
  const { post, ad } = await orgPost(deps.db, orgId, input.id);
  const row = await deps.db.transaction(async (tx) => {
    await flaggedUnderLock(tx, post);
    const [rejected] = await tx
      .update(adPosts)
      .set({
        status: 'rejected',
        rejectionReason: input.reason.trim(),
        decidedBy: userId,
        decidedAt: new Date(),
      })
      .where(eq(adPosts.id, post.id))
      .returning();
    return rejected ?? post;
  });
  return toPost(deps, row, ad);
}
