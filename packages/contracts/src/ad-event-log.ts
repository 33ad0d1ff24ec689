import { z } from 'zod';
import { ZPlanCurrency } from './plans.js';
import { idField, requiredOr } from './validation.js';

/*
 * An ad's raw event log (issue #41, "What brands see"): every click, page view, custom event and
 * conversion as it arrived, counted or not and why, newest first, paged by a keyset cursor
 * (/affliate-ad/ad-event-log), the same filters exported as a CSV file streamed by the server
 * (/affliate-ad/ad-event-log-csv), and a counted conversion marked as fraud or refunded by the
 * brand (/affliate-ad/mark-conversion). Money is in major units of the ad's currency.
 */

export const AD_EVENT_KINDS = ['click', 'pageview', 'custom', 'conversion'] as const;
export type TAdEventKind = (typeof AD_EVENT_KINDS)[number];

/**
 * Why an event does not count, as the events floor and its callers store it: a bot, a HEAD
 * request, a link preview; a click repeated within the hour, an order counted already; a paused
 * or ended ad, a publisher removed from it, a browser conversion of an ad that counts its brand's
 * server's only; a conversion the brand marked as fraud or refunded afterwards; a visit or sale
 * through a click that did not count, a browser sale the brand's server replaced. Two only stop
 * the pay, never the count: another browser at an address whose paying click this hour is taken
 * ('address-repeat'), and the one that puts its publisher under review ('address-review'). A
 * reason not listed (a newer one) is shown as its code.
 */
export const EVENT_UNCOUNTED_REASONS = [
  'bot',
  'head',
  'preview',
  'duplicate',
  'duplicate-order',
  'inactive',
  'removed',
  'server-only',
  'fraud',
  'refunded',
  'uncounted-click',
  'replaced-by-server',
  'address-repeat',
  'address-review',
] as const;
export type TEventUncountedReason = (typeof EVENT_UNCOUNTED_REASONS)[number];

/** What a brand may mark a counted conversion as. */
export const CONVERSION_MARKS = ['fraud', 'refunded'] as const;
export type TConversionMark = (typeof CONVERSION_MARKS)[number];

const optionalDay = (label: 'from' | 'to') =>
  z.iso.date({ error: `${label} must be a valid date` }).optional();

/** The log's filters: each narrows; `reason` is 'counted' or why an event did not count. */
export const ZAdEventLogFilters = z.object({
  orgId: idField('orgId'),
  id: idField('id'),
  kind: z.enum(AD_EVENT_KINDS, { error: 'Please choose a valid kind' }).optional(),
  publisherId: idField('publisherId').optional(),
  reason: z
    .string()
    .regex(/^[a-z][a-z-]{0,39}$/, 'Please choose a valid reason')
    .optional(),
  /** Inclusive UTC days, 'YYYY-MM-DD'. */
  from: optionalDay('from'),
  to: optionalDay('to'),
});
export type TAdEventLogFilters = z.infer<typeof ZAdEventLogFilters>;

export const AD_EVENT_LOG_PAGE_MAX = 200;

export const ZAdEventLogRequest = ZAdEventLogFilters.extend({
  /** The previous page's nextCursor. */
  cursor: z.string().max(200, 'Please enter a valid cursor').optional(),
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(AD_EVENT_LOG_PAGE_MAX, `limit must be at most ${AD_EVENT_LOG_PAGE_MAX}`)
    .optional(),
});
export type TAdEventLogRequest = z.infer<typeof ZAdEventLogRequest>;

export const EARNING_STATES = ['pending', 'available', 'held', 'reversed'] as const;

/** What a counted event earned its publisher, and where that money is now. */
export const ZAdEventEarning = z.object({
  amount: z.number(),
  status: z.enum(EARNING_STATES),
  /** When the holding period ends (pending): a reversal after it becomes the publisher's debt. */
  availableAt: z.string().nullable(),
});
export type TAdEventEarning = z.infer<typeof ZAdEventEarning>;

export const ZAdEventLogItem = z.object({
  id: z.string(),
  occurredAt: z.string(),
  kind: z.enum(AD_EVENT_KINDS),
  publisherId: z.string().nullable(),
  publisherName: z.string().nullable(),
  linkId: z.string().nullable(),
  linkCode: z.string().nullable(),
  country: z.string().nullable(),
  device: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  referrer: z.string().nullable(),
  page: z.string().nullable(),
  /** A custom event's name. */
  name: z.string().nullable(),
  orderId: z.string().nullable(),
  /** A conversion's value. */
  value: z.number().nullable(),
  counted: z.boolean(),
  uncountedReason: z.string().nullable(),
  earning: ZAdEventEarning.nullable(),
});
export type TAdEventLogItem = z.infer<typeof ZAdEventLogItem>;

export const ZAdEventLog = z.object({
  currency: ZPlanCurrency,
  items: z.array(ZAdEventLogItem),
  /** Send it back as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type TAdEventLog = z.infer<typeof ZAdEventLog>;

/** A counted conversion of the ad marked as fraud or refunded (Write or Admin member). */
export const ZMarkConversionRequest = z.object({
  orgId: idField('orgId'),
  id: idField('id'),
  eventId: idField('eventId'),
  mark: z.enum(CONVERSION_MARKS, { error: requiredOr('mark is required', 'mark must be fraud or refunded') }),
});
export type TMarkConversionRequest = z.infer<typeof ZMarkConversionRequest>;

export const ZMarkedConversion = z.object({
  item: ZAdEventLogItem,
  /** What went back to the ad's budget (0 when nothing had been paid yet). */
  reversedAmount: z.number(),
  currency: ZPlanCurrency,
});
export type TMarkedConversion = z.infer<typeof ZMarkedConversion>;
