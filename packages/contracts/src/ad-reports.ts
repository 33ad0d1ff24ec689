import { z } from 'zod';
import { ZPlanCurrency } from './plans.js';
import { idField, optionalText } from './validation.js';

/*
 * A brand's report of a fraudulent publisher on one of its ads (/script/report-publisher): while
 * it is open the publisher's earnings from the ad are held (what was pending, and what their
 * events earn meanwhile); the brand then confirms it (the held money returns to the ad's budget)
 * or dismisses it (the held money goes back to the publisher's pending earnings).
 */

export const AD_REPORT_REASONS = [
  'fake_clicks',
  'fake_conversions',
  'bot_traffic',
  'brand_misuse',
  'other',
] as const;
export const ZAdReportReason = z.enum(AD_REPORT_REASONS, {
  error: `reason must be one of ${AD_REPORT_REASONS.join(', ')}`,
});
export type TAdReportReason = z.infer<typeof ZAdReportReason>;

export const AD_REPORT_DETAILS_MAX = 1000;

/** /script/report-publisher (Write member of the ad's organisation). */
export const ZReportPublisherRequest = z.object({
  orgId: idField('orgId'),
  adId: idField('adId'),
  publisherId: idField('publisherId'),
  reason: ZAdReportReason,
  details: optionalText('details', AD_REPORT_DETAILS_MAX),
});
export type TReportPublisherRequest = z.infer<typeof ZReportPublisherRequest>;

export const AD_REPORT_OUTCOMES = ['confirmed', 'dismissed'] as const;

/** /affliate-ad/resolve-report (Write member): the brand's decision on its open report. */
export const ZResolveAdReportRequest = z.object({
  orgId: idField('orgId'),
  id: idField('id'),
  outcome: z.enum(AD_REPORT_OUTCOMES, { error: 'outcome must be confirmed or dismissed' }),
});
export type TResolveAdReportRequest = z.infer<typeof ZResolveAdReportRequest>;

/** /affliate-ad/get-reports (Read member): an ad's reports, newest first. */
export const ZGetAdReportsRequest = z.object({ orgId: idField('orgId'), id: idField('id') });
export type TGetAdReportsRequest = z.infer<typeof ZGetAdReportsRequest>;

export const AD_REPORT_STATUSES = ['open', 'confirmed', 'dismissed'] as const;

export const ZAdReport = z.object({
  _id: z.string(),
  adId: z.string(),
  publisherId: z.string(),
  publisherName: z.string(),
  reason: ZAdReportReason,
  details: z.string().nullable(),
  status: z.enum(AD_REPORT_STATUSES),
  /** Major units of the ad's currency held by the report (while open; what it held, once resolved). */
  held: z.number(),
  currency: ZPlanCurrency,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type TAdReport = z.infer<typeof ZAdReport>;
