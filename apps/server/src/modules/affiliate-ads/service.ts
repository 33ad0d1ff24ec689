import { randomInt } from 'node:crypto';
import {
  currencyForCountry,
  DEFAULT_ATTRIBUTION_DAYS,
  DEFAULT_HOLDING_DAYS,
  type TAdDisplayType,
  type TAdPlatform,
  type TAdType,
  type TAffiliateAd,
  type TAffiliateAdInput,
  type TAffiliateAdSort,
  type TAffiliateAdStatus,
  type TAffiliateAdsPage,
  type TPlanCurrency,
  type TScriptTargetEvent,
  type TTargetGender,
} from '@creatorscope/contracts';
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import { getOrganizationOrThrow } from '../org/index.js';
import { type AdFunding, fundingOf, noFunding } from './funding.js';
import { adChanged, findTrackedAdRow } from './link-cache.js';
import { toMajor, toMinor } from './money.js';
import { affiliateAds } from './tables.js';

type AdRow = typeof affiliateAds.$inferSelect;

export const AD_ENDED_MESSAGE = 'This ad has ended: an ended ad cannot be switched on or changed again';

const PUBLIC_ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const PUBLIC_ID_LENGTH = 12;

/** 12 characters of a–z0–9 (62 bits): unguessable enough to keep strangers from sending events by guessing. */
export const newPublicId = (): string =>
  Array.from(
    { length: PUBLIC_ID_LENGTH },
    () => PUBLIC_ID_ALPHABET[randomInt(PUBLIC_ID_ALPHABET.length)],
  ).join('');

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * When an ad with this validity stops: a calendar date runs to the end of that day in UTC (the
 * last day the ad runs, as the form says); a date-time is the instant itself.
 */
export function endOfValidity(validity: string): Date {
  const day = DATE_ONLY.exec(validity);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + 1));
  return new Date(validity);
}

/** The status a reader sees: an ad past its validity has ended, whatever it last held. */
export const statusOf = (row: Pick<AdRow, 'status' | 'endsAt'>, now: Date): TAffiliateAdStatus =>
  row.status === 'ended' || (row.endsAt !== null && row.endsAt <= now)
    ? 'ended'
    : (row.status as TAffiliateAdStatus);

/** Why an ad reads as ended: the budget the ledger spent, or else its validity. */
const endedReasonOf = (
  row: Pick<AdRow, 'status' | 'endsAt' | 'endedReason'>,
  now: Date,
): TAffiliateAd['endedReason'] => {
  if (statusOf(row, now) !== 'ended') return null;
  return row.endedReason === 'budget_spent' ? 'budget_spent' : 'validity';
};

/** The SQL twin of statusOf, for the list's filter. */
function hasStatus(status: TAffiliateAdStatus, now: Date): SQL | undefined {
  const isPast = lte(affiliateAds.endsAt, now);
  if (status === 'ended') return or(eq(affiliateAds.status, 'ended'), isPast);
  return and(eq(affiliateAds.status, status), or(isNull(affiliateAds.endsAt), gt(affiliateAds.endsAt, now)));
}

/** Neither ended by the ledger nor past its validity: what update and toggle may touch. */
const isRunning = (now: Date) =>
  and(ne(affiliateAds.status, 'ended'), or(isNull(affiliateAds.endsAt), gt(affiliateAds.endsAt, now)));

/** data-days tells the script how long to keep a visitor's click id: the ad's attribution window. */
export const trackingSnippet = (publicUrl: string, publicId: string, attributionDays: number): string =>
  `<script defer src="${publicUrl}/t.js" data-ad="${publicId}" data-days="${attributionDays}"></script>`;

const majorOrNull = (minor: number | null, currency: TPlanCurrency) =>
  minor === null ? null : toMajor(minor, currency);

type AdConfig = Pick<Deps['config'], 'publicUrl' | 'PLATFORM_FEE_PERCENT'>;

function toAd(row: AdRow, config: AdConfig, now: Date, funding: AdFunding = noFunding(row)): TAffiliateAd {
  const { publicUrl } = config;
  const currency = row.currency as TPlanCurrency;
  return {
    _id: row.id,
    publicId: row.publicId,
    status: statusOf(row, now),
    currency,
    campaignName: row.campaignName,
    aboutBrand: row.aboutBrand,
    brandName: row.brandName,
    ad_type: row.adType as TAdType,
    ad_display_type: row.adDisplayType as TAdDisplayType,
    ad_platform: row.adPlatform as TAdPlatform[],
    adPostUrl: row.adPostUrl,
    schedule_post: row.schedulePost,
    validity: row.validity,
    budget: majorOrNull(row.budgetMinor, currency),
    commission_percent_on_conversion: row.commissionPercent,
    conversion_price_cap: toMajor(row.conversionPriceCapMinor, currency),
    views_base_price: majorOrNull(row.viewsBasePriceMinor, currency),
    clicks_base_price: majorOrNull(row.clicksBasePriceMinor, currency),
    post_price: majorOrNull(row.postPriceMinor, currency),
    clicks_threshold: row.clicksThreshold,
    views_threshold: row.viewsThreshold,
    post_limit: row.postLimit,
    theme_color: row.themeColor,
    category: row.category,
    location_of_ads: row.locationOfAds,
    min_age: row.minAge,
    max_age: row.maxAge,
    target_gender: row.targetGender as TTargetGender | null,
    script_target_url: row.scriptTargetUrl,
    script_target_event: row.scriptTargetEvent as TScriptTargetEvent[],
    website_url: row.websiteUrl,
    tag: row.tag,
    holdingDays: row.holdingDays,
    attributionDays: row.attributionDays,
    serverConversionsOnly: row.serverConversionsOnly,
    funding: { ...funding, feePercent: config.PLATFORM_FEE_PERCENT },
    endedReason: endedReasonOf(row, now),
    trackingSnippet: trackingSnippet(publicUrl, row.publicId, row.attributionDays),
    endsAt: row.endsAt?.toISOString() ?? null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type AdColumns = Omit<
  typeof affiliateAds.$inferInsert,
  | 'id'
  | 'orgId'
  | 'publicId'
  | 'status'
  | 'currency'
  | 'activatedAt'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * The marketer's fields as columns: money to minor units of the ad's currency, absent fields to
 * null (an update replaces the whole ad, as the form sends it whole). An ad must end in the future:
 * one that ends in the past would be born ended.
 */
function columnsOf(input: TAffiliateAdInput, currency: TPlanCurrency, now: Date): AdColumns {
  const money = (field: string, amount: number | undefined) =>
    amount === undefined ? null : toMinor(field, amount, currency);
  const endsAt = input.validity === undefined ? null : endOfValidity(input.validity);
  if (endsAt && endsAt <= now) throw fieldError('validity', 'validity cannot be in the past');
  return {
    campaignName: input.campaignName,
    aboutBrand: input.aboutBrand ?? null,
    brandName: input.brandName,
    adType: input.ad_type,
    adDisplayType: input.ad_display_type,
    adPlatform: [...new Set(input.ad_platform ?? [])],
    adPostUrl: input.adPostUrl ?? [],
    schedulePost: input.schedule_post,
    validity: input.validity ?? null,
    endsAt,
    budgetMinor: money('budget', input.budget),
    commissionPercent: input.commission_percent_on_conversion,
    conversionPriceCapMinor: toMinor('conversion_price_cap', input.conversion_price_cap, currency),
    viewsBasePriceMinor: money('views_base_price', input.views_base_price),
    clicksBasePriceMinor: money('clicks_base_price', input.clicks_base_price),
    postPriceMinor: money('post_price', input.post_price),
    clicksThreshold: input.clicks_threshold ?? null,
    viewsThreshold: input.views_threshold ?? null,
    postLimit: input.post_limit ?? null,
    themeColor: input.theme_color ?? null,
    category: [...new Set(input.category ?? [])],
    locationOfAds: input.location_of_ads ?? [],
    minAge: input.min_age ?? null,
    maxAge: input.max_age ?? null,
    targetGender: input.target_gender ?? null,
    scriptTargetUrl: input.script_target_url ?? null,
    scriptTargetEvent: [...new Set(input.script_target_event ?? [])],
    websiteUrl: input.website_url ?? null,
    tag: input.tag ?? null,
    holdingDays: input.holdingDays ?? DEFAULT_HOLDING_DAYS,
    attributionDays: input.attributionDays ?? DEFAULT_ATTRIBUTION_DAYS,
    serverConversionsOnly: input.serverConversionsOnly ?? false,
  };
}

type Reader = Pick<Deps, 'db' | 'config'>;
/** A writer also tells the redirect's cache (links read the ad's status and website from it). */
type Writer = Pick<Deps, 'db' | 'config' | 'pubsub'>;

/** A new ad, a draft until first switched on, priced in the organisation's currency. */
export async function createAffiliateAd(
  deps: Reader,
  orgId: string,
  userId: string,
  input: TAffiliateAdInput,
): Promise<TAffiliateAd> {
  const org = await getOrganizationOrThrow(deps, orgId);
  const currency = currencyForCountry(org.country);
  const now = new Date();
  const [row] = await deps.db
    .insert(affiliateAds)
    .values({
      ...columnsOf(input, currency, now),
      orgId,
      publicId: newPublicId(),
      status: 'draft',
      currency,
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error('affiliate ad insert returned nothing');
  return toAd(row, deps.config, now);
}

/** The ad as answered, with its money from the ledger. */
async function answerOf(deps: Reader, row: AdRow, now: Date): Promise<TAffiliateAd> {
  const funding = await fundingOf(deps.db, [row]);
  return toAd(row, deps.config, now, funding.get(row.id));
}

/** Tells an unknown ad (or another organisation's: the same 404) from an ended one (422). */
async function refusal(db: Pick<Db, 'select'>, orgId: string, id: string): Promise<AppError> {
  const [found] = await db
    .select({ id: affiliateAds.id })
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, id), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  return found ? new AppError('unprocessable', AD_ENDED_MESSAGE) : notFound('Affiliate ad');
}

/** Replaces the ad's fields; its status, currency and public id stay. An ended ad stays as it ended. */
export async function updateAffiliateAd(
  deps: Writer,
  orgId: string,
  id: string,
  input: TAffiliateAdInput,
): Promise<TAffiliateAd> {
  const now = new Date();
  const [current] = await deps.db
    .select({ currency: affiliateAds.currency, status: affiliateAds.status, endsAt: affiliateAds.endsAt })
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, id), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!current) throw notFound('Affiliate ad');
  if (statusOf(current, now) === 'ended') throw new AppError('unprocessable', AD_ENDED_MESSAGE);
  const [row] = await deps.db
    .update(affiliateAds)
    .set({ ...columnsOf(input, current.currency as TPlanCurrency, now), updatedAt: now })
    .where(and(eq(affiliateAds.id, id), eq(affiliateAds.orgId, orgId), isRunning(now)))
    .returning();
  if (!row) throw await refusal(deps.db, orgId, id);
  await adChanged(deps, row);
  return answerOf(deps, row, now);
}

/**
 * Switches the ad on (from draft or paused) or off (from active), in one statement that also
 * checks it has not ended, so two clicks at once cannot revive an ad that just ended.
 */
export async function toggleAffiliateAdStatus(
  deps: Writer,
  orgId: string,
  id: string,
): Promise<TAffiliateAd> {
  const now = new Date();
  const [row] = await deps.db
    .update(affiliateAds)
    .set({
      status: sql`case when ${affiliateAds.status} = 'active' then 'paused' else 'active' end`,
      activatedAt: sql`coalesce(${affiliateAds.activatedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(affiliateAds.id, id), eq(affiliateAds.orgId, orgId), isRunning(now)))
    .returning();
  if (!row) throw await refusal(deps.db, orgId, id);
  await adChanged(deps, row);
  return answerOf(deps, row, now);
}

/** One of the organisation's ads; another organisation's is "not found", never "forbidden". */
export async function getAffiliateAd(deps: Reader, orgId: string, id: string): Promise<TAffiliateAd> {
  const [row] = await deps.db
    .select()
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, id), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!row) throw notFound('Affiliate ad');
  return answerOf(deps, row, new Date());
}

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER: Readonly<Record<TAffiliateAdSort, SQL[]>> = {
  newest: [desc(affiliateAds.createdAt), desc(affiliateAds.id)],
  name: [asc(sql`lower(${affiliateAds.campaignName})`), desc(affiliateAds.createdAt), desc(affiliateAds.id)],
  // The ad that ends soonest first; ads without an end last.
  validity: [sql`${affiliateAds.endsAt} asc nulls last`, desc(affiliateAds.createdAt), desc(affiliateAds.id)],
};

export type AffiliateAdsQuery = {
  status?: TAffiliateAdStatus | undefined;
  search?: string | undefined;
  sortBy: TAffiliateAdSort;
  page: number;
  pageSize: number;
};

/** A page of the organisation's ads, filtered by status and by a part of the campaign or brand name. */
export async function listAffiliateAds(
  deps: Reader,
  orgId: string,
  query: AffiliateAdsQuery,
): Promise<TAffiliateAdsPage> {
  const now = new Date();
  const where = and(
    eq(affiliateAds.orgId, orgId),
    query.status ? hasStatus(query.status, now) : undefined,
    query.search
      ? or(
          ilike(affiliateAds.campaignName, likePattern(query.search)),
          ilike(affiliateAds.brandName, likePattern(query.search)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(affiliateAds)
      .where(where)
      .orderBy(...ORDER[query.sortBy])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(affiliateAds).where(where),
  ]);
  const funding = await fundingOf(deps.db, rows);
  return {
    rows: rows.map((row) => toAd(row, deps.config, now, funding.get(row.id))),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** What the tracking side needs of an ad its script names (null for an unknown public id). */
export type TrackedAd = {
  id: string;
  orgId: string;
  /** Public already: the ad's join page shows both. */
  campaignName: string;
  brandName: string;
  status: TAffiliateAdStatus;
  currency: TPlanCurrency;
  websiteUrl: string | null;
  scriptTargetUrl: string | null;
  scriptTargetEvents: TScriptTargetEvent[];
  /** How long after a click its visitor's events are credited to it. */
  attributionDays: number;
  serverConversionsOnly: boolean;
};

/**
 * The ad behind a tracking script's data-ad, for the tracker: cached like the redirect's, and
 * dropped from the cache on every instance when the ad changes (adChanged).
 */
export async function findAffiliateAdByPublicId(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  publicId: string,
  now = new Date(),
): Promise<TrackedAd | null> {
  const row = await findTrackedAdRow(deps, publicId);
  if (!row) return null;
  return {
    id: row.id,
    orgId: row.orgId,
    campaignName: row.campaignName,
    brandName: row.brandName,
    status: statusOf(row, now),
    currency: row.currency as TPlanCurrency,
    websiteUrl: row.websiteUrl,
    scriptTargetUrl: row.scriptTargetUrl,
    scriptTargetEvents: row.scriptTargetEvent as TScriptTargetEvent[],
    attributionDays: row.attributionDays,
    serverConversionsOnly: row.serverConversionsOnly,
  };
}
