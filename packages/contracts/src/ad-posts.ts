import { z } from 'zod';
import { ZPlanCurrency } from './plans.js';
import { idField, textField } from './validation.js';

/*
 * Paid posts on affiliate ads (marketing.md, "Money", 2 "post"): a publisher who joined an ad that
 * has a post_price submits the link of their Instagram post or reel; it is looked up on their own
 * handle through the social-data source and checked for a disclosure (#ad, #sponsored, #collab,
 * "paid partnership") in the caption's first lines. With one it is paid at once (post_price, at
 * most post_limit posts per publisher); without one it is flagged for the brand to approve (then
 * paid) or reject (with a reason).
 */

/**
 * An Instagram post or reel link: instagram.com/p/<shortcode>/ or /reel/<shortcode>/, with or
 * without https://, www. or m., a trailing slash, or the share sheet's ?igsh=… query.
 */
export const INSTAGRAM_POST_URL_PATTERN =
  /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/(p|reel)\/([A-Za-z0-9_-]{5,64})\/?(?:[?#].*)?$/i;

export const AD_POST_URL_MESSAGE =
  'url must be a link to an Instagram post or reel, such as https://www.instagram.com/p/…/';

/** The post's shortcode and its one written form (https://www.instagram.com/p/<shortcode>/), or null. */
export function parseInstagramPostUrl(url: string): { shortcode: string; url: string } | null {
  const match = url.trim().match(INSTAGRAM_POST_URL_PATTERN);
  if (!match) return null;
  const kind = (match[1] as string).toLowerCase();
  const shortcode = match[2] as string;
  return { shortcode, url: `https://www.instagram.com/${kind}/${shortcode}/` };
}

const postUrlField = textField({
  required: 'url is required',
  max: [300, AD_POST_URL_MESSAGE],
  pattern: [INSTAGRAM_POST_URL_PATTERN, AD_POST_URL_MESSAGE],
});

const publicIdField = z
  .string({ error: 'publicId is required' })
  .trim()
  .regex(/^[a-z0-9]{12}$/, 'publicId is not a valid ad id');

/** /affliate-ad/submit-post (a publisher who joined the ad): their post's link. */
export const ZSubmitAdPostRequest = z.object({ publicId: publicIdField, url: postUrlField });
export type TSubmitAdPostRequest = z.input<typeof ZSubmitAdPostRequest>;

/** /affliate-ad/my-posts (signed-in publisher): what they submitted on one ad, newest first. */
export const ZMyAdPostsRequest = z.object({ publicId: publicIdField });
export type TMyAdPostsRequest = z.infer<typeof ZMyAdPostsRequest>;

/** /affliate-ad/get-posts (Read member of the ad's organisation): the ad's posts, newest first. */
export const ZGetAdPostsRequest = z.object({ orgId: idField('orgId'), id: idField('id') });
export type TGetAdPostsRequest = z.infer<typeof ZGetAdPostsRequest>;

/** /affliate-ad/approve-post (Write member): a flagged post is paid as a verified one. */
export const ZApproveAdPostRequest = z.object({ orgId: idField('orgId'), id: idField('id') });
export type TApproveAdPostRequest = z.infer<typeof ZApproveAdPostRequest>;

export const AD_POST_REJECT_REASON_MAX = 500;

/** /affliate-ad/reject-post (Write member): a flagged post is never paid; the publisher sees why. */
export const ZRejectAdPostRequest = z.object({
  orgId: idField('orgId'),
  id: idField('id'),
  reason: textField({
    required: 'reason is required',
    max: [AD_POST_REJECT_REASON_MAX, `reason cannot exceed ${AD_POST_REJECT_REASON_MAX} characters`],
  }),
});
export type TRejectAdPostRequest = z.input<typeof ZRejectAdPostRequest>;

/**
 * verified (found on the publisher's handle; paid, or past the limit or the budget: `unpaidReason`)
 * | flagged (no disclosure: waits for the brand) | rejected (by the brand; never paid).
 */
export const AD_POST_STATUSES = ['verified', 'flagged', 'rejected'] as const;
export type TAdPostStatus = (typeof AD_POST_STATUSES)[number];

/** Why a verified post earned nothing: the publisher's paid posts reached post_limit, or the budget is spent. */
export const AD_POST_UNPAID_REASONS = ['post_limit', 'budget'] as const;
export type TAdPostUnpaidReason = (typeof AD_POST_UNPAID_REASONS)[number];

export const ZAdPost = z.object({
  _id: z.string(),
  adId: z.string(),
  adPublicId: z.string(),
  campaignName: z.string(),
  publisherId: z.string(),
  publisherName: z.string(),
  url: z.string(),
  shortcode: z.string(),
  status: z.enum(AD_POST_STATUSES),
  hasDisclosure: z.boolean(),
  /** The caption's first characters, as the source gave them when the post was checked. */
  captionExcerpt: z.string(),
  /** What the post earned (the price, platform fee included), major units of the ad's currency; null: not paid. */
  paid: z.number().nullable(),
  currency: ZPlanCurrency,
  unpaidReason: z.enum(AD_POST_UNPAID_REASONS).nullable(),
  rejectionReason: z.string().nullable(),
  postedAt: z.string().nullable(),
  checkedAt: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdPost = z.infer<typeof ZAdPost>;
