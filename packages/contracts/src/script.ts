import { z } from 'zod';
import { AD_PUBLIC_ID_PATTERN } from './ad-links.js';
import { ZPublisherType } from './enums.js';
import { EVENT_COUPON_MAX } from './tracking.js';
import { idField, optionalText, requiredOr } from './validation.js';

/*
 * /api/script/*: public calls a brand's own site makes (no session, any origin), to show who
 * referred a visitor. They answer only what a publisher shows the world on the brand's ad: never
 * contact or payout details, and nothing of a publisher who is not on that ad.
 */

const publicIdField = z
  .string({ error: 'publicId is required' })
  .trim()
  .regex(AD_PUBLIC_ID_PATTERN, 'publicId is not a valid ad id');

/** /script/get-publisher-by-id: a publisher on the ad (404 when they never joined it, or were removed). */
export const ZGetPublisherByIdRequest = z.object({
  publicId: publicIdField,
  publisherId: idField('publisherId'),
});
export type TGetPublisherByIdRequest = z.infer<typeof ZGetPublisherByIdRequest>;

/** What a brand's site may show of a publisher on its ad. */
export const ZPublicPublisherCard = z.object({
  publisherId: z.string(),
  name: z.string(),
  publisherType: ZPublisherType,
  /** A picture of the publisher, when their profile has one (profiles hold none yet). */
  photoUrl: z.string().nullable(),
});
export type TPublicPublisherCard = z.infer<typeof ZPublicPublisherCard>;

/**
 * /script/referral-data: who referred this visitor, from the click id the tracker keeps (cs_ref,
 * within 30 days of the click) or a coupon the visitor typed; a publisher's coupon wins.
 */
export const ZReferralDataRequest = z.object({
  publicId: publicIdField,
  cs_ref: z.uuid({ error: requiredOr('cs_ref is required', 'cs_ref must be a valid id') }).optional(),
  coupon: optionalText('coupon', EVENT_COUPON_MAX),
});
export type TReferralDataRequest = z.infer<typeof ZReferralDataRequest>;

export const ZReferralData = z.object({
  ad: z.object({ publicId: z.string(), campaignName: z.string(), brandName: z.string() }),
  /** The referring publisher, or null when neither the click nor the coupon names one. */
  publisher: ZPublicPublisherCard.nullable(),
  /** The referring publisher's coupon on the ad, to show or apply at checkout. */
  couponCode: z.string().nullable(),
  /** What named the publisher. */
  via: z.enum(['coupon', 'click']).nullable(),
});
export type TReferralData = z.infer<typeof ZReferralData>;
