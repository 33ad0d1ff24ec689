import { z } from 'zod';
import { AD_PUBLIC_ID_PATTERN } from './ad-links.js';
import { EVENT_COUPON_MAX, EVENT_ORDER_ID_MAX } from './tracking.js';
import { optionalText, requiredOr } from './validation.js';

/*
 * /script/addConversionFromLeads: a conversion recorded by the brand's own server, for brands
 * that confirm a sale on their side (a lead that paid, a cash-on-delivery order delivered). It is
 * authenticated by an organisation API key with the conversions:write scope (api-keys.ts), never
 * by a user's session, and counted once per ad and order id however often it is sent.
 */

const VALUE_INVALID =
  'A conversion value must be an amount of 0 or more with at most 2 decimals, such as 499.99';
const ORDER_ID_INVALID = `A conversion needs an order id of at most ${EVENT_ORDER_ID_MAX} characters`;

export const ZAddConversionFromLeadsRequest = z.object({
  /** The ad's public id: the data-ad of its tracking snippet (12 characters a–z, 0–9). */
  adId: z
    .string({ error: requiredOr('adId is required', 'adId is not a valid ad id') })
    .trim()
    .regex(AD_PUBLIC_ID_PATTERN, 'adId is not a valid ad id'),
  /** The brand's order id: the idempotency key (a repeat is answered, never counted twice). */
  orderId: z
    .string({ error: ORDER_ID_INVALID })
    .trim()
    .min(1, ORDER_ID_INVALID)
    .max(EVENT_ORDER_ID_MAX, ORDER_ID_INVALID),
  /** The sale's value in the ad's currency as a shop shows it (499.99), like the tracker's conversion. */
  value: z
    .number({ error: VALUE_INVALID })
    .min(0, VALUE_INVALID)
    .max(1_000_000_000_000, VALUE_INVALID)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, VALUE_INVALID),
  /** The ad's currency (any other is refused); the ad's when left out. */
  currency: z
    .string({ error: 'Currency must be a 3-letter code such as INR' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code such as INR')
    .transform((code) => code.toUpperCase())
    .optional(),
  /** The click id the visitor landed with (`cs_ref`), which the brand stored with the lead. */
  cs_ref: z.uuid({ error: requiredOr('cs_ref is required', 'cs_ref must be a valid id') }).optional(),
  /** The coupon the buyer used: a publisher's coupon on the ad credits them, whatever cs_ref says. */
  coupon: optionalText('coupon', EVENT_COUPON_MAX),
});
export type TAddConversionFromLeadsRequest = z.infer<typeof ZAddConversionFromLeadsRequest>;

/** What the brand's server learns once the conversion is committed. */
export const ZLeadConversion = z.object({
  /** The stored event's id (the same order sent again answers its own new, uncounted event). */
  id: z.string(),
  counted: z.boolean(),
  /** True when this order id was already counted for the ad: nothing was counted again. */
  duplicate: z.boolean(),
  /** Why it did not count: duplicate-order, inactive (the ad is not running)… */
  uncountedReason: z.string().nullable(),
  /** The publisher the cs_ref's click files it under; null when no click of this ad matched. */
  publisherId: z.string().nullable(),
});
export type TLeadConversion = z.infer<typeof ZLeadConversion>;

/**
 * /script/refundConversion: the brand's server says an order it confirmed was refunded (or
 * cancelled), by the same ad and order id it was recorded with.
 */
export const ZRefundConversionRequest = ZAddConversionFromLeadsRequest.pick({ adId: true, orderId: true });
export type TRefundConversionRequest = z.infer<typeof ZRefundConversionRequest>;

/**
 * What the refund undid: the publisher's earning for it, back to the ad's budget (major units, the
 * ad's currency; 0 when it was not paid yet, or was undone before).
 */
export const ZRefundedConversion = z.object({
  /** The conversion's stored event. */
  id: z.string(),
  reversedAmount: z.number(),
  currency: z.string(),
});
export type TRefundedConversion = z.infer<typeof ZRefundedConversion>;
