import { z } from 'zod';
import { ZAffiliateAdStatus } from './affiliate-ad.js';
import { ZPublisherType } from './enums.js';
import { ZPlanCurrency } from './plans.js';
import { idField } from './validation.js';

/*
 * Publishers on affiliate ads (marketing.md, "Lifecycles"): a registered publisher joins an ad from
 * its public join page and gets a short link `/l/<code>` that redirects to the ad's site with a
 * `cs_ref` click id; the marketer sees who joined and what their links brought.
 */

/** The tracking id of an ad (its script's data-ad): 12 characters a–z and 0–9. */
export const AD_PUBLIC_ID_PATTERN = /^[a-z0-9]{12}$/;
/** A link's code in /l/<code>: 8 characters of an unambiguous alphabet. */
export const AD_LINK_CODE_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{8}$/;

const publicIdField = z
  .string({ error: 'publicId is required' })
  .trim()
  .regex(AD_PUBLIC_ID_PATTERN, 'publicId is not a valid ad id');

/** /affliate-ad/get-public (visitors too): what a join page shows of an ad. */
export const ZGetPublicAdRequest = z.object({ publicId: publicIdField });
export type TGetPublicAdRequest = z.infer<typeof ZGetPublicAdRequest>;

/** An invitation link's token (/join/<publicId>?invite=<token>): marks the invitation joined. */
export const AD_INVITE_TOKEN_MAX = 200;

/**
 * /affliate-ad/join (a signed-in user with a publisher profile): joins the ad, answers the link.
 * `invite`, from an invitation mail's link, marks that invitation joined when it was sent to the
 * caller's address; any other token changes nothing (invitations are not access control).
 */
export const ZJoinAdRequest = z.object({
  publicId: publicIdField,
  invite: z
    .string({ error: 'invite must be text' })
    .trim()
    .max(AD_INVITE_TOKEN_MAX, 'invite cannot exceed 200 characters')
    .optional(),
});
export type TJoinAdRequest = z.infer<typeof ZJoinAdRequest>;

export const AD_LINK_STATUSES = ['joined', 'removed'] as const;

/** A publisher's link on one ad, as the publisher sees it. */
export const ZAdLink = z.object({
  _id: z.string(),
  code: z.string(),
  /** The full short link to share: <PUBLIC_URL>/l/<code>. */
  url: z.string(),
  adPublicId: z.string(),
  campaignName: z.string(),
  brandName: z.string(),
  /** The ad's status now: a link keeps redirecting after the ad ends, and stops paying. */
  adStatus: ZAffiliateAdStatus,
  status: z.enum(AD_LINK_STATUSES),
  /** The publisher's own coupon on the ad, set by the marketer (null: none). */
  couponCode: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdLink = z.infer<typeof ZAdLink>;

/** An ad as its public join page shows it: what it pays, never its budget or its owner's data. */
export const ZPublicAd = z.object({
  publicId: z.string(),
  campaignName: z.string(),
  brandName: z.string(),
  aboutBrand: z.string().nullable(),
  /** The host visitors are sent to, e.g. shop.example.com. */
  websiteHost: z.string().nullable(),
  status: ZAffiliateAdStatus,
  currency: ZPlanCurrency,
  commission_percent_on_conversion: z.number(),
  conversion_price_cap: z.number(),
  clicks_base_price: z.number().nullable(),
  clicks_threshold: z.number().nullable(),
  views_base_price: z.number().nullable(),
  views_threshold: z.number().nullable(),
  /** What a verified post earns, and at most how many posts a publisher is paid for (null: no limit). */
  post_price: z.number().nullable(),
  post_limit: z.number().nullable(),
  validity: z.string().nullable(),
  /** Whether the ad takes publishers now (active, with a website to send visitors to). */
  isJoinable: z.boolean(),
  /** For a signed-in caller: whether they have a publisher profile, and their link when joined. */
  viewer: z.object({ hasPublisherProfile: z.boolean(), link: ZAdLink.nullable() }).nullable(),
});
export type TPublicAd = z.infer<typeof ZPublicAd>;

/** /affliate-ad/my-links (signed-in user): the caller's links, newest first. */
export const ZMyAdLinksRequest = z.object({}).optional();

/** /affliate-ad/get-publishers (Read member): who joined one of the organisation's ads. */
export const ZGetAdPublishersRequest = z.object({ orgId: idField('orgId'), id: idField('id') });
export type TGetAdPublishersRequest = z.infer<typeof ZGetAdPublishersRequest>;

/** A publisher on the marketer's ad, with what their link brought (from the events rollups). */
export const ZAdPublisher = z.object({
  linkId: z.string(),
  publisherId: z.string(),
  name: z.string(),
  publisherType: ZPublisherType,
  code: z.string(),
  url: z.string(),
  status: z.enum(AD_LINK_STATUSES),
  couponCode: z.string().nullable(),
  joinedAt: z.string(),
  clicks: z.object({ counted: z.number(), uncounted: z.number() }),
  /** What they earned from the ad's budget so far (major units of the ad's currency), less reversals. */
  earned: z.number(),
  /** The brand's open report on them, if any: their earnings from the ad are held meanwhile. */
  openReportId: z.string().nullable(),
});
export type TAdPublisher = z.infer<typeof ZAdPublisher>;
