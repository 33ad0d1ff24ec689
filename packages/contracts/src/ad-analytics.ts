import { z } from 'zod';
import { ZAffiliateAdStatus } from './affiliate-ad.js';
import { ZScriptTargetEvent } from './enums.js';
import { ZPlanCurrency } from './plans.js';
import { idField, requiredOr } from './validation.js';

/*
 * A marketer's analytics of affiliate ads (issue #17): sums of the events floor's daily rollups
 * over a range of whole UTC days, per ad (/affliate-ad/ad-link-analytics, ad-script-analytics,
 * ad-growth) and for the organisation's ads together (/analytics/ad-analytics). Money is in major
 * units of the ad's currency, as every other answer about an ad.
 */

/** A UTC day, 'YYYY-MM-DD', both ends included: the rollups hold whole days. */
const dayField = (label: 'from' | 'to') =>
  z.iso.date({ error: requiredOr(`${label} is required`, `${label} must be a valid date`) });

/** The days asked for; the server also refuses an end before the start and a range over two years. */
export const ZAnalyticsRange = z.object({ from: dayField('from'), to: dayField('to') });
export type TAnalyticsRange = z.infer<typeof ZAnalyticsRange>;

/** One of the organisation's ads over a range (Read member). */
export const ZAdAnalyticsRequest = ZAnalyticsRange.extend({ orgId: idField('orgId'), id: idField('id') });
export type TAdAnalyticsRequest = z.infer<typeof ZAdAnalyticsRequest>;

/** Every ad of the organisation over a range (Read member). */
export const ZOrgAdAnalyticsRequest = ZAnalyticsRange.extend({ orgId: idField('orgId') });
export type TOrgAdAnalyticsRequest = z.infer<typeof ZOrgAdAnalyticsRequest>;

const count = z.number().int().min(0);

/** Clicks that count (and pay) and those that do not: bots, link previews, repeats within the hour, a paused ad. */
export const ZClickCounts = z.object({ clicks: count, uncountedClicks: count });
export type TClickCounts = z.infer<typeof ZClickCounts>;

/** One value of a dimension (a country code, a device, a referrer's host); null for events without one. */
export const ZClickGroup = ZClickCounts.extend({ key: z.string().nullable() });
export type TClickGroup = z.infer<typeof ZClickGroup>;

/**
 * A publisher's link on the ad and its clicks. Every link of the ad has a row, one without
 * clicks in the range too; a row without a link (null ids) holds clicks filed under no link.
 */
export const ZPublisherClicks = ZClickCounts.extend({
  linkId: z.string().nullable(),
  publisherId: z.string().nullable(),
  name: z.string().nullable(),
  code: z.string().nullable(),
  /**
   * What the publisher earned from the ad's budget for the range's events (clicks, views and
   * conversions; major units of the analytics' currency), less what a confirmed report reversed.
   */
  earned: z.number(),
});
export type TPublisherClicks = z.infer<typeof ZPublisherClicks>;

/** /affliate-ad/ad-link-analytics: the clicks of an ad's links, by day (every day has a row) and by dimension. */
export const ZAdLinkAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  /** The ad's currency: what `earned` and `fee` are in. */
  currency: ZPlanCurrency,
  /**
   * `earned`: what went to publishers; `fee`: the platform's fee on the same events (taken out of
   * each event's price: the budget paid earned + fee).
   */
  totals: ZClickCounts.extend({ earned: z.number(), fee: z.number() }),
  byDay: z.array(ZClickCounts.extend({ day: z.string() })),
  byPublisher: z.array(ZPublisherClicks),
  byCountry: z.array(ZClickGroup),
  byDevice: z.array(ZClickGroup),
  byReferrer: z.array(ZClickGroup),
});
export type TAdLinkAnalytics = z.infer<typeof ZAdLinkAnalytics>;

/** What the tracking script on the brand's site counted: page views, custom events, conversions and their value. */
export const ZScriptCounts = z.object({
  pageviews: count,
  customEvents: count,
  conversions: count,
  /** The counted conversions' value, major units of the ad's currency. */
  value: z.number().min(0),
});
export type TScriptCounts = z.infer<typeof ZScriptCounts>;

/** One custom event name; the ad's own target events have a row even when none came. */
export const ZCustomEventCount = z.object({
  name: z.string(),
  /** One of the ad's script_target_event. */
  isTarget: z.boolean(),
  count,
});
export type TCustomEventCount = z.infer<typeof ZCustomEventCount>;

/** /affliate-ad/ad-script-analytics: the ad's tracked site, by day (every day has a row) and by event name. */
export const ZAdScriptAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  currency: ZPlanCurrency,
  targetEvents: z.array(ZScriptTargetEvent),
  totals: ZScriptCounts,
  byDay: z.array(ZScriptCounts.extend({ day: z.string() })),
  byName: z.array(ZCustomEventCount),
});
export type TAdScriptAnalytics = z.infer<typeof ZAdScriptAnalytics>;

/** A figure of this period beside the same figure of the period before it. */
export const ZGrowthMetric = z.object({
  value: z.number(),
  previous: z.number(),
  /** The change in percent (25 is +25 %), 2 decimals; null when the previous period had none. */
  change: z.number().nullable(),
});
export type TGrowthMetric = z.infer<typeof ZGrowthMetric>;

/** /affliate-ad/ad-growth: the range against the as-long range just before it. */
export const ZAdGrowth = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  currency: ZPlanCurrency,
  clicks: ZGrowthMetric,
  pageviews: ZGrowthMetric,
  conversions: ZGrowthMetric,
  /** Counted conversions' value, major units of the ad's currency. */
  value: ZGrowthMetric,
});
export type TAdGrowth = z.infer<typeof ZAdGrowth>;

/** Counted clicks, page views, conversions and their value. */
const ZAdTotals = z.object({ clicks: count, pageviews: count, conversions: count });

/** One ad of the organisation over the range; value in major units of its own currency. */
export const ZOrgAdRow = ZAdTotals.extend({
  id: z.string(),
  name: z.string(),
  status: ZAffiliateAdStatus,
  currency: ZPlanCurrency,
  value: z.number().min(0),
});
export type TOrgAdRow = z.infer<typeof ZOrgAdRow>;

/** A total of the organisation; value is null when its ads are priced in more than one currency. */
const ZOrgTotals = ZAdTotals.extend({ value: z.number().min(0).nullable() });

/** /analytics/ad-analytics: every ad of the organisation, the most clicked first, and the organisation's days. */
export const ZOrgAdAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  /** The currency its ads share; null when they are priced in more than one (then no value is summed). */
  currency: ZPlanCurrency.nullable(),
  totals: ZOrgTotals,
  byDay: z.array(ZOrgTotals.extend({ day: z.string() })),
  ads: z.array(ZOrgAdRow),
});
export type TOrgAdAnalytics = z.infer<typeof ZOrgAdAnalytics>;
