import { z } from 'zod';
import { checkoutIdempotencyKey } from './billing.js';
import { ZAdDisplayType, ZAdPlatform, ZAdType, ZScriptTargetEvent, ZTargetGender } from './enums.js';
import { contentCategoryField } from './insights-constants.js';
import { DEFAULT_HOLDING_DAYS, ZHoldingDays } from './payouts.js';
import { ZPlanCurrency } from './plans.js';
import {
  countField,
  dateField,
  dateValue,
  idField,
  listField,
  optionalBlank,
  optionalText,
  optionalUrl,
  positiveNumber,
  requiredOr,
  textField,
  whenValid,
} from './validation.js';

/*
 * Affiliate ad campaigns (spec sections 3 and 5). The pieces here are shared with influencer
 * campaigns, which follow the same rules plus their own (influencer-campaign.ts).
 */

export const TAG_MIN = 3;
export const TAG_MAX = 50;
export const MAX_AGE = 120;

/** Audience age: a whole number from 0 to 120. */
export const ageField = (label: string) =>
  countField(label).max(MAX_AGE, `${label} cannot exceed ${MAX_AGE}`);

/** Pricing rules, the same for affiliate ads and influencer campaigns (spec section 5). */
export const campaignPricingShape = {
  budget: positiveNumber('budget').optional(),
  commission_percent_on_conversion: positiveNumber('commission_percent_on_conversion').max(
    100,
    'commission_percent_on_conversion cannot exceed 100',
  ),
  conversion_price_cap: positiveNumber('conversion_price_cap'),
  views_base_price: positiveNumber('views_base_price').optional(),
  clicks_base_price: positiveNumber('clicks_base_price').optional(),
  post_price: positiveNumber('post_price').optional(),
  clicks_threshold: countField('clicks_threshold').optional(),
  views_threshold: countField('views_threshold').optional(),
  post_limit: countField('post_limit').optional(),
};

const listOfText = (label: string, max: number) =>
  listField(
    label,
    textField({
      required: `${label} entries cannot be empty`,
      max: [max, `${label} entries cannot exceed ${max} characters`],
    }),
  );

/** Every field of an affiliate ad a marketer fills in; ids and owners are set by the server. */
/**
 * How long after a click what its visitor does is still the click's (marketing.md, "Attribution":
 * 30 days by default, per ad configurable). The tracker keeps the click id as long, and the server
 * credits nothing past it whatever the visitor's browser kept.
 */
export const ATTRIBUTION_DAYS_CHOICES = [1, 7, 14, 30, 60, 90] as const;
export const DEFAULT_ATTRIBUTION_DAYS = 30;
export type TAttributionDays = (typeof ATTRIBUTION_DAYS_CHOICES)[number];
const ATTRIBUTION_DAYS_INVALID = 'attributionDays must be one of 1, 7, 14, 30, 60, 90';
export const ZAttributionDays = z
  .number({ error: ATTRIBUTION_DAYS_INVALID })
  .refine(
    (value): value is TAttributionDays => (ATTRIBUTION_DAYS_CHOICES as readonly number[]).includes(value),
    { message: ATTRIBUTION_DAYS_INVALID },
  );

export const affiliateAdShape = {
  campaignName: textField({
    required: 'campaignName is required',
    max: [100, 'campaignName cannot exceed 100 characters'],
  }),
  aboutBrand: optionalText('aboutBrand', 2000),
  brandName: textField({
    required: 'brandName is required',
    max: [100, 'brandName cannot exceed 100 characters'],
  }),
  ad_type: ZAdType,
  ad_display_type: ZAdDisplayType,
  ad_platform: listField('ad_platform', ZAdPlatform).optional(),
  /** Creatives: URLs of uploaded images or videos, or of posts to share. */
  adPostUrl: listOfText('adPostUrl', 2048).optional(),
  schedule_post: dateField('schedule_post'),
  /** Last day the ad runs. */
  validity: dateField('validity').optional(),
  ...campaignPricingShape,
  theme_color: optionalBlank(
    z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'theme_color must be a hex colour such as #1a73e8'),
    'theme_color must be a hex colour such as #1a73e8',
  ),
  category: listField('category', contentCategoryField('category')).optional(),
  location_of_ads: listOfText('location_of_ads', 100).optional(),
  min_age: ageField('min_age').optional(),
  max_age: ageField('max_age').optional(),
  target_gender: ZTargetGender.optional(),
  script_target_url: optionalUrl('script_target_url must be a valid URL'),
  script_target_event: listField('script_target_event', ZScriptTargetEvent).optional(),
  website_url: optionalUrl('website_url must be a valid URL'),
  /** Days an earning stays pending before a payout may take it (the refund window; payouts.ts). */
  holdingDays: ZHoldingDays.default(DEFAULT_HOLDING_DAYS),
  /** Days after a click in which what its visitor does is still the click's publisher's. */
  attributionDays: ZAttributionDays.default(DEFAULT_ATTRIBUTION_DAYS),
  /**
   * Sales count only when the brand's server confirms them (addConversionFromLeads, with an API
   * key): the tracker's browser conversions, which anyone can send, are stored uncounted.
   */
  serverConversionsOnly: z.boolean({ error: 'serverConversionsOnly must be true or false' }).default(false),
  /** Short label that names the ad in tracking links and reports. */
  tag: optionalBlank(
    z
      .string()
      .min(TAG_MIN, 'tag must be at least 3 characters')
      .max(TAG_MAX, 'tag cannot exceed 50 characters'),
    'tag must be text',
  ),
};

type TCampaignRuleFields = {
  min_age?: number | undefined;
  max_age?: number | undefined;
  schedule_post: string;
  validity?: string | undefined;
};

/**
 * Cross-field rules of every campaign: max_age at least min_age (spec section 5), and an end date
 * not before the start date. Each is reported on the later field.
 */
export const withCampaignRules = <T extends z.ZodType<TCampaignRuleFields>>(schema: T) =>
  schema
    .refine(
      (campaign) =>
        campaign.min_age === undefined ||
        campaign.max_age === undefined ||
        campaign.max_age >= campaign.min_age,
      {
        error: 'max_age must be at least min_age',
        path: ['max_age'],
        when: whenValid({ min_age: ageField('min_age'), max_age: ageField('max_age') }),
      },
    )
    .refine(
      (campaign) =>
        campaign.validity === undefined || dateValue(campaign.validity) >= dateValue(campaign.schedule_post),
      {
        error: 'validity must be on or after schedule_post',
        path: ['validity'],
        when: whenValid({ schedule_post: dateField('schedule_post'), validity: dateField('validity') }),
      },
    );

const orgId = idField('orgId');
const adId = idField('id');

export const ZAffiliateAdInput = withCampaignRules(z.object(affiliateAdShape));
export type TAffiliateAdInput = z.infer<typeof ZAffiliateAdInput>;

export const ZCreateAffiliateAdRequest = withCampaignRules(z.object({ ...affiliateAdShape, orgId }));
export type TCreateAffiliateAdRequest = z.infer<typeof ZCreateAffiliateAdRequest>;

export const ZUpdateAffiliateAdRequest = withCampaignRules(
  z.object({ ...affiliateAdShape, orgId, id: adId }),
);
export type TUpdateAffiliateAdRequest = z.infer<typeof ZUpdateAffiliateAdRequest>;

/** Switches an ad on or off (spec section 4: toggle-status). */
export const ZToggleAffiliateAdStatusRequest = z.object({ orgId, id: adId });
export type TToggleAffiliateAdStatusRequest = z.infer<typeof ZToggleAffiliateAdStatusRequest>;

// ---------- lifecycle, reads and answers ----------

/**
 * draft (never switched on) → active ⇄ paused → ended. An ad ends when its validity has passed
 * (derived on every read) or, once the ledger exists, when its budget is spent; ending is final.
 */
export const AFFILIATE_AD_STATUSES = ['draft', 'active', 'paused', 'ended'] as const;
export const ZAffiliateAdStatus = z.enum(AFFILIATE_AD_STATUSES, {
  error: requiredOr('status is required', 'status must be one of draft, active, paused, ended'),
});
export type TAffiliateAdStatus = z.infer<typeof ZAffiliateAdStatus>;

/** How the list is ordered: newest first, by campaign name, or by the day the ad ends (soonest first). */
export const AFFILIATE_AD_SORTS = ['newest', 'name', 'validity'] as const;
export const ZAffiliateAdSort = z.enum(AFFILIATE_AD_SORTS, {
  error: requiredOr('sortBy is required', `sortBy must be one of ${AFFILIATE_AD_SORTS.join(', ')}`),
});
export type TAffiliateAdSort = z.infer<typeof ZAffiliateAdSort>;

export const AFFILIATE_ADS_MAX_PAGE_SIZE = 50;

/** /affliate-ad/get-all-add-post: one page of the organisation's ads. */
export const ZGetAffiliateAdsRequest = z.object({
  orgId,
  status: ZAffiliateAdStatus.optional(),
  /** Part of the campaign or brand name. */
  search: optionalText('search', 100),
  sortBy: ZAffiliateAdSort.default('newest'),
  page: countField('page').min(1, 'page starts at 1').default(1),
  pageSize: countField('pageSize')
    .min(1, 'pageSize must be at least 1')
    .max(AFFILIATE_ADS_MAX_PAGE_SIZE, `pageSize cannot exceed ${AFFILIATE_ADS_MAX_PAGE_SIZE}`)
    .default(20),
});
/** What a client sends (everything but orgId optional). */
export type TGetAffiliateAdsRequest = z.input<typeof ZGetAffiliateAdsRequest>;

/** /affliate-ad/get: one ad. */
export const ZGetAffiliateAdRequest = z.object({ orgId, id: adId });
export type TGetAffiliateAdRequest = z.infer<typeof ZGetAffiliateAdRequest>;

/**
 * An ad as the server answers it: every field the marketer filled in (absent ones null, lists
 * empty), money in major units of `currency` (stored as integer minor units), and what the server
 * adds: its status, the public id the tracking script names and the snippet to install.
 */
export const ZAffiliateAd = z.object({
  _id: z.string(),
  /** Short public id for the tracking script's data-ad; not a secret, unrelated to `tag`. */
  publicId: z.string(),
  status: ZAffiliateAdStatus,
  /** The organisation's currency when the ad was created; every amount below is in it. */
  currency: ZPlanCurrency,
  campaignName: z.string(),
  aboutBrand: z.string().nullable(),
  brandName: z.string(),
  ad_type: ZAdType,
  ad_display_type: ZAdDisplayType,
  ad_platform: z.array(ZAdPlatform),
  adPostUrl: z.array(z.string()),
  schedule_post: z.string(),
  validity: z.string().nullable(),
  budget: z.number().nullable(),
  commission_percent_on_conversion: z.number(),
  conversion_price_cap: z.number(),
  views_base_price: z.number().nullable(),
  clicks_base_price: z.number().nullable(),
  post_price: z.number().nullable(),
  clicks_threshold: z.number().int().nullable(),
  views_threshold: z.number().int().nullable(),
  post_limit: z.number().int().nullable(),
  theme_color: z.string().nullable(),
  category: z.array(z.string()),
  location_of_ads: z.array(z.string()),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  target_gender: ZTargetGender.nullable(),
  script_target_url: z.string().nullable(),
  script_target_event: z.array(ZScriptTargetEvent),
  website_url: z.string().nullable(),
  tag: z.string().nullable(),
  /** Days an earning stays pending before it becomes available to the publisher. */
  holdingDays: z.number().int(),
  /** Days after a click in which the visitor's page views, events and sales are credited to it. */
  attributionDays: z.number().int(),
  /** Sales count only when the brand's server confirms them (affiliateAdShape). */
  serverConversionsOnly: z.boolean(),
  /**
   * The ad's money in the ledger, major units of `currency`: `funded` is what its payments put in
   * (their taxable value, less refunds: the GST inside a payment is never budget), `balance` what
   * is left to pay publishers, `spent` what publishers earned from it (funded − balance; a
   * confirmed report's reversal returns to the balance). `budget` (what the marketer typed) caps
   * both: `fundable` is the most one more payment may be, GST included, so that `funded` stays
   * within it (null without a budget), and spending stops at the lesser of `budget` and `funded`.
   * `feePercent`: the platform's fee, taken out of each earning's price (the budget pays the price;
   * the publisher gets it less the fee).
   */
  funding: z.object({
    funded: z.number(),
    balance: z.number(),
    spent: z.number(),
    fundable: z.number().nullable(),
    feePercent: z.number(),
  }),
  /** Why an ended ad ended: its validity passed, or its budget was spent; null while it runs. */
  endedReason: z.enum(['validity', 'budget_spent']).nullable(),
  /** `<script defer src="…/t.js" data-ad="publicId"></script>`, for the brand's site. */
  trackingSnippet: z.string(),
  /** When the ad stops running: the end of its validity day (UTC); null when it has none. */
  endsAt: z.string().nullable(),
  /** First switched on; null while a draft. */
  activatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAffiliateAd = z.infer<typeof ZAffiliateAd>;

export const ZAffiliateAdsPage = z.object({
  rows: z.array(ZAffiliateAd),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAffiliateAdsPage = z.infer<typeof ZAffiliateAdsPage>;

/**
 * /payout/generate-token (Admin): funds an ad's budget through a checkout. `amount` is in major
 * units of the ad's currency, at most 2 decimals; the buyer comes back to the ad's page.
 */
export const ZGenerateAdBudgetTokenRequest = z.object({
  organization_id: idField('organization_id'),
  adId: idField('adId'),
  amount: positiveNumber('amount'),
  idempotencyKey: checkoutIdempotencyKey,
});
export type TGenerateAdBudgetTokenRequest = z.infer<typeof ZGenerateAdBudgetTokenRequest>;

/**
 * /affliate-ad/return-budget (Write) and /affliate-ad/budget-return (Read): the money left on an
 * ended ad, returned to the brand as refunds of its budget payments, newest payment first.
 */
export const ZReturnAdBudgetRequest = z.object({ orgId, adId: idField('adId') });
export type TReturnAdBudgetRequest = z.infer<typeof ZReturnAdBudgetRequest>;

/**
 * One return, major units of `currency`: `amount` is what goes back to the brand's card (GST
 * included), `budgetAmount` its part that leaves the ad's budget. `requested` while a refund is
 * in flight (the money leaves the budget when the provider confirms it); `returned` once every
 * refund arrived; `failed` when the provider refused one (`returnedAmount` says what did go back).
 */
export const ZAdBudgetReturn = z.object({
  _id: z.string(),
  adId: z.string(),
  status: z.enum(['requested', 'returned', 'failed']),
  currency: z.string(),
  amount: z.number(),
  budgetAmount: z.number(),
  returnedAmount: z.number(),
  refunds: z.array(
    z.object({
      paymentId: z.string(),
      amount: z.number(),
      status: z.enum(['requested', 'returned', 'failed']),
    }),
  ),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TAdBudgetReturn = z.infer<typeof ZAdBudgetReturn>;

/** The ad's latest return, or null when none was asked. */
export const ZAdBudgetReturnState = z.object({ latest: ZAdBudgetReturn.nullable() });
export type TAdBudgetReturnState = z.infer<typeof ZAdBudgetReturnState>;
