import {
  currencyForCountry,
  type TAdGrowth,
  type TAdLinkAnalytics,
  type TAdScriptAnalytics,
  type TAnalyticsRange,
  type TClickGroup,
  type TCustomEventCount,
  type TGrowthMetric,
  type TOrgAdAnalytics,
  type TOrgAdRow,
  type TPlanCurrency,
  type TPublisherClicks,
  type TScriptCounts,
  type TScriptTargetEvent,
} from '@creatorscope/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { type EventStatsQuery, type EventStatsRow, readEventStats } from '../events/index.js';
import { getOrganizationOrThrow } from '../org/index.js';
import { listPublisherCards } from '../publishers/index.js';
import { earnedByPublisher, feeOfAd } from './earnings.js';
import { toMajor } from './money.js';
import { statusOf } from './service.js';
import { adLinks, affiliateAds } from './tables.js';

/*
 * The marketer's analytics of affiliate ads: sums of the events floor's rollups (readEventStats),
 * which also checks the range (a 400 naming from or to, at most two years), so a dashboard costs
 * the same whatever the traffic. Every number is a counted event unless it says uncounted.
 */

type Reader = Pick<Deps, 'db'>;

const DAY_MS = 86_400_000;
/** The most values of a dimension shown (countries, devices, referrers, event names); totals count them all. */
const GROUP_LIMIT = 100;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** One of the organisation's ads; another organisation's is not found, as if it did not exist. */
async function findAdOrThrow(deps: Reader, orgId: string, adId: string) {
  const [ad] = await deps.db
    .select({
      id: affiliateAds.id,
      currency: affiliateAds.currency,
      scriptTargetEvent: affiliateAds.scriptTargetEvent,
    })
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, adId), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!ad) throw notFound('Affiliate ad');
  return {
    id: ad.id,
    currency: ad.currency as TPlanCurrency,
    targetEvents: ad.scriptTargetEvent as TScriptTargetEvent[],
  };
}

const clicksOf = (row: EventStatsRow) => ({
  clicks: row.counted.click,
  uncountedClicks: row.uncounted.click,
});
const clickGroups = (rows: readonly EventStatsRow[]): TClickGroup[] =>
  rows.map((row) => ({ key: row.key, ...clicksOf(row) }));

/**
 * Every link of the ad with its publisher's name and code, and its clicks in the range (none is
 * a row too: a publisher who brought nothing is worth seeing); clicks under no link of the ad
 * come last as a row of their own. Most clicked first.
 */
async function publisherClicks(
  deps: Reader,
  orgId: string,
  adId: string,
  byLink: readonly EventStatsRow[],
  money: { earned: ReadonlyMap<string, number>; currency: TPlanCurrency },
): Promise<TPublisherClicks[]> {
  const links = await deps.db
    .select({ id: adLinks.id, code: adLinks.code, publisherId: adLinks.publisherId })
    .from(adLinks)
    .where(and(eq(adLinks.adId, adId), eq(adLinks.orgId, orgId)))
    .orderBy(desc(adLinks.createdAt), desc(adLinks.id));
  const cards = await listPublisherCards(
    deps,
    links.map((link) => link.publisherId),
  );
  const nameOf = new Map(cards.map((card) => [card.id, card.name]));
  const statsOf = new Map(byLink.map((row) => [row.key, row]));
  const rows: TPublisherClicks[] = links.map((link) => {
    const stats = statsOf.get(link.id);
    statsOf.delete(link.id);
    return {
      linkId: link.id,
      publisherId: link.publisherId,
      name: nameOf.get(link.publisherId) ?? null,
      code: link.code,
      ...(stats ? clicksOf(stats) : { clicks: 0, uncountedClicks: 0 }),
      earned: toMajor(money.earned.get(link.publisherId) ?? 0, money.currency),
    };
  });
  const stray = [...statsOf.values()].reduce(
    (sum, row) => ({
      clicks: sum.clicks + row.counted.click,
      uncountedClicks: sum.uncountedClicks + row.uncounted.click,
    }),
    { clicks: 0, uncountedClicks: 0 },
  );
  rows.sort((a, b) => b.clicks - a.clicks || b.uncountedClicks - a.uncountedClicks);
  if (stray.clicks + stray.uncountedClicks > 0) {
    rows.push({ linkId: null, publisherId: null, name: null, code: null, ...stray, earned: 0 });
  }
  return rows;
}

/** /affliate-ad/ad-link-analytics: the clicks the ad's links brought, by day, publisher, country, device and referrer. */
export async function getAdLinkAnalytics(
  deps: Reader,
  orgId: string,
  adId: string,
  range: TAnalyticsRange,
): Promise<TAdLinkAnalytics> {
  const ad = await findAdOrThrow(deps, orgId, adId);
  const clicks = (groupBy: EventStatsQuery['groupBy'], limit?: number) =>
    readEventStats(deps.db, {
      scope: { orgId, adId: ad.id },
      from: range.from,
      to: range.to,
      groupBy,
      kinds: ['click'],
      limit,
    });
  // The first read checks the range, so a bad one costs no other query.
  const byDay = await clicks('day');
  const [byLink, byCountry, byDevice, byReferrer, earned, feeMinor] = await Promise.all([
    clicks('link'),
    clicks('country', GROUP_LIMIT),
    clicks('device', GROUP_LIMIT),
    clicks('referrer', GROUP_LIMIT),
    earnedByPublisher(deps.db, ad.id, range),
    feeOfAd(deps.db, ad.id, range),
  ]);
  const earnedMinor = [...earned.values()].reduce((sum, amount) => sum + amount, 0);
  return {
    from: range.from,
    to: range.to,
    currency: ad.currency,
    totals: {
      ...clicksOf({ key: null, ...byDay.totals }),
      earned: toMajor(earnedMinor, ad.currency),
      fee: toMajor(feeMinor, ad.currency),
    },
    byDay: byDay.rows.map((row) => ({ day: String(row.key), ...clicksOf(row) })),
    byPublisher: await publisherClicks(deps, orgId, ad.id, byLink.rows, { earned, currency: ad.currency }),
    byCountry: clickGroups(byCountry.rows),
    byDevice: clickGroups(byDevice.rows),
    byReferrer: clickGroups(byReferrer.rows),
  };
}

const scriptCountsOf = (row: Omit<EventStatsRow, 'key'>, currency: TPlanCurrency): TScriptCounts => ({
  pageviews: row.counted.pageview,
  customEvents: row.counted.custom,
  conversions: row.counted.conversion,
  value: toMajor(row.valueMinor, currency),
});

/**
 * /affliate-ad/ad-script-analytics: what the tracking script counted on the brand's site, by day
 * and by custom event name (the ad's target events first among equals, with a row even at 0).
 */
export async function getAdScriptAnalytics(
  deps: Reader,
  orgId: string,
  adId: string,
  range: TAnalyticsRange,
): Promise<TAdScriptAnalytics> {
  const ad = await findAdOrThrow(deps, orgId, adId);
  const scope = { orgId, adId: ad.id };
  const byDay = await readEventStats(deps.db, {
    scope,
    from: range.from,
    to: range.to,
    groupBy: 'day',
    kinds: ['pageview', 'custom', 'conversion'],
  });
  const byName = await readEventStats(deps.db, {
    scope,
    from: range.from,
    to: range.to,
    groupBy: 'name',
    kinds: ['custom'],
    limit: GROUP_LIMIT,
  });
  const targets = new Set<string>(ad.targetEvents);
  const names: TCustomEventCount[] = byName.rows.flatMap((row) =>
    row.key === null ? [] : [{ name: row.key, isTarget: targets.has(row.key), count: row.counted.custom }],
  );
  for (const target of ad.targetEvents) {
    if (!names.some((entry) => entry.name === target)) names.push({ name: target, isTarget: true, count: 0 });
  }
  names.sort(
    (a, b) => b.count - a.count || Number(b.isTarget) - Number(a.isTarget) || a.name.localeCompare(b.name),
  );
  return {
    from: range.from,
    to: range.to,
    currency: ad.currency,
    targetEvents: ad.targetEvents,
    totals: scriptCountsOf(byDay.totals, ad.currency),
    byDay: byDay.rows.map((row) => ({ day: String(row.key), ...scriptCountsOf(row, ad.currency) })),
    byName: names,
  };
}

/** Percent change with 2 decimals; null when there was nothing to change from. */
function growthOf(value: number, previous: number): TGrowthMetric {
  const change = previous === 0 ? null : Math.round(((value - previous) / previous) * 10_000) / 100;
  return { value, previous, change };
}

/** /affliate-ad/ad-growth: the range's counted clicks, page views, conversions and value against the as-long range before it. */
export async function getAdGrowth(
  deps: Reader,
  orgId: string,
  adId: string,
  range: TAnalyticsRange,
): Promise<TAdGrowth> {
  const ad = await findAdOrThrow(deps, orgId, adId);
  const scope = { orgId, adId: ad.id };
  const current = await readEventStats(deps.db, { scope, from: range.from, to: range.to });
  // readEventStats has checked the range: whole days, the end not before the start.
  const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
  const previousFrom = addDays(range.from, -days);
  const previousTo = addDays(range.from, -1);
  const previous = await readEventStats(deps.db, { scope, from: previousFrom, to: previousTo });
  const now = current.totals;
  const before = previous.totals;
  return {
    from: range.from,
    to: range.to,
    previousFrom,
    previousTo,
    currency: ad.currency,
    clicks: growthOf(now.counted.click, before.counted.click),
    pageviews: growthOf(now.counted.pageview, before.counted.pageview),
    conversions: growthOf(now.counted.conversion, before.counted.conversion),
    value: growthOf(toMajor(now.valueMinor, ad.currency), toMajor(before.valueMinor, ad.currency)),
  };
}

/**
 * /analytics/ad-analytics: every ad of the organisation over the range, the most clicked first,
 * and the organisation's counted events by day. Money is summed only in one currency: an
 * organisation whose ads are priced in two gets each ad's value, and no total.
 */
export async function getOrgAdAnalytics(
  deps: Reader,
  orgId: string,
  range: TAnalyticsRange,
): Promise<TOrgAdAnalytics> {
  const read = (adId?: string, groupBy?: EventStatsQuery['groupBy']) =>
    readEventStats(deps.db, {
      scope: { orgId, adId },
      from: range.from,
      to: range.to,
      groupBy,
      kinds: ['click', 'pageview', 'conversion'],
    });
  const byDay = await read(undefined, 'day');
  const ads = await deps.db
    .select({
      id: affiliateAds.id,
      name: affiliateAds.campaignName,
      status: affiliateAds.status,
      endsAt: affiliateAds.endsAt,
      currency: affiliateAds.currency,
    })
    .from(affiliateAds)
    .where(eq(affiliateAds.orgId, orgId))
    .orderBy(desc(affiliateAds.createdAt), desc(affiliateAds.id));

  const currencies = new Set(ads.map((ad) => ad.currency as TPlanCurrency));
  let currency: TPlanCurrency | null = currencies.size === 1 ? ([...currencies][0] ?? null) : null;
  if (currencies.size === 0)
    currency = currencyForCountry((await getOrganizationOrThrow(deps, orgId)).country);

  const now = new Date();
  // One read for every ad, grouped by ad (not limited: each ad of the organisation gets its row).
  const byAd = await read(undefined, 'ad');
  const statsOf = new Map(byAd.rows.map((row) => [row.key, row]));
  const rows: TOrgAdRow[] = [];
  for (const ad of ads) {
    const totals = statsOf.get(ad.id);
    const adCurrency = ad.currency as TPlanCurrency;
    rows.push({
      id: ad.id,
      name: ad.name,
      status: statusOf(ad, now),
      currency: adCurrency,
      clicks: totals?.counted.click ?? 0,
      pageviews: totals?.counted.pageview ?? 0,
      conversions: totals?.counted.conversion ?? 0,
      value: toMajor(totals?.valueMinor ?? 0, adCurrency),
    });
  }
  rows.sort(
    (a, b) =>
      b.clicks - a.clicks || b.pageviews - a.pageviews || b.conversions - a.conversions || b.value - a.value,
  );

  const totalsOf = (row: Omit<EventStatsRow, 'key'>) => ({
    clicks: row.counted.click,
    pageviews: row.counted.pageview,
    conversions: row.counted.conversion,
    value: currency === null ? null : toMajor(row.valueMinor, currency),
  });
  return {
    from: range.from,
    to: range.to,
    currency,
    totals: totalsOf(byDay.totals),
    byDay: byDay.rows.map((row) => ({ day: String(row.key), ...totalsOf(row) })),
    ads: rows,
  };
}
