import {
  DEFAULT_ATTRIBUTION_DAYS,
  DEFAULT_HOLDING_DAYS,
  fieldErrors,
  type TAdDisplayType,
  type TAdPlatform,
  type TAdType,
  type TAffiliateAd,
  type TAffiliateAdInput,
  type TScriptTargetEvent,
  type TTargetGender,
  ZAffiliateAdInput,
} from '@creatorscope/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * What the ad form holds: text as typed (numbers too, so '12,5' or Arabic digits can be read),
 * lists of choices as arrays, lists of text one entry per line or comma. `inputOf` turns it into
 * the contract's input, which the contract's schema then checks.
 */
export type AdDraft = {
  campaignName: string;
  brandName: string;
  aboutBrand: string;
  ad_type: TAdType | '';
  ad_display_type: TAdDisplayType | '';
  ad_platform: TAdPlatform[];
  adPostUrl: string;
  schedule_post: string;
  validity: string;
  budget: string;
  commission_percent_on_conversion: string;
  conversion_price_cap: string;
  clicks_base_price: string;
  clicks_threshold: string;
  views_base_price: string;
  views_threshold: string;
  post_price: string;
  post_limit: string;
  /** Days as text ('30'): the select's value. */
  holdingDays: string;
  attributionDays: string;
  serverConversionsOnly: boolean;
  theme_color: string;
  category: string[];
  location_of_ads: string;
  min_age: string;
  max_age: string;
  target_gender: TTargetGender | '';
  website_url: string;
  script_target_url: string;
  script_target_event: TScriptTargetEvent[];
  tag: string;
};

export type AdDraftField = keyof AdDraft;

const today = () => new Date().toISOString().slice(0, 10);

export const emptyDraft = (): AdDraft => ({
  campaignName: '',
  brandName: '',
  aboutBrand: '',
  ad_type: '',
  ad_display_type: '',
  ad_platform: [],
  adPostUrl: '',
  schedule_post: today(),
  validity: '',
  budget: '',
  commission_percent_on_conversion: '',
  conversion_price_cap: '',
  clicks_base_price: '',
  clicks_threshold: '',
  views_base_price: '',
  views_threshold: '',
  post_price: '',
  post_limit: '',
  holdingDays: String(DEFAULT_HOLDING_DAYS),
  attributionDays: String(DEFAULT_ATTRIBUTION_DAYS),
  serverConversionsOnly: false,
  theme_color: '',
  category: [],
  location_of_ads: '',
  min_age: '',
  max_age: '',
  target_gender: '',
  website_url: '',
  script_target_url: '',
  script_target_event: [],
  tag: '',
});

const text = (value: string | number | null) => (value === null ? '' : String(value));
/** A date input holds 'YYYY-MM-DD'; a stored date-time keeps its day. */
const day = (value: string | null) => (value ? value.slice(0, 10) : '');

/** The form filled with a saved ad, for editing it. */
export const draftOf = (ad: TAffiliateAd): AdDraft => ({
  campaignName: ad.campaignName,
  brandName: ad.brandName,
  aboutBrand: text(ad.aboutBrand),
  ad_type: ad.ad_type,
  ad_display_type: ad.ad_display_type,
  ad_platform: ad.ad_platform,
  adPostUrl: ad.adPostUrl.join('\n'),
  schedule_post: day(ad.schedule_post),
  validity: day(ad.validity),
  budget: text(ad.budget),
  commission_percent_on_conversion: text(ad.commission_percent_on_conversion),
  conversion_price_cap: text(ad.conversion_price_cap),
  clicks_base_price: text(ad.clicks_base_price),
  clicks_threshold: text(ad.clicks_threshold),
  views_base_price: text(ad.views_base_price),
  views_threshold: text(ad.views_threshold),
  post_price: text(ad.post_price),
  post_limit: text(ad.post_limit),
  holdingDays: String(ad.holdingDays),
  attributionDays: String(ad.attributionDays),
  serverConversionsOnly: ad.serverConversionsOnly,
  theme_color: text(ad.theme_color),
  category: ad.category,
  location_of_ads: ad.location_of_ads.join(', '),
  min_age: text(ad.min_age),
  max_age: text(ad.max_age),
  target_gender: ad.target_gender ?? '',
  website_url: text(ad.website_url),
  script_target_url: text(ad.script_target_url),
  script_target_event: ad.script_target_event,
  tag: text(ad.tag),
});

/**
 * A number as typed, in any of the app's languages: Arabic-Indic and Persian digits, spaces and
 * thousands separators ('1,50,000', '25 000'), a decimal comma ('12,5'). Blank is absent; what
 * cannot be read stays NaN, so the schema says the field must be a number.
 */
export function parseNumber(typed: string): number | undefined {
  let plain = typed
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\s_\u066c\u00a0\u202f]/g, '');
  if (plain === '') return undefined;
  // A comma followed by exactly three digits groups thousands; any other comma is a decimal one.
  plain = plain.replace(/,(?=\d{3}(?:\D|$))/g, '').replace(',', '.');
  return /^-?\d*\.?\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

const list = (typed: string, separator: RegExp) =>
  typed
    .split(separator)
    .map((entry) => entry.trim())
    .filter(Boolean);

const optional = (typed: string) => (typed.trim() === '' ? undefined : typed);

/** The contract's input from the form (not yet checked). */
export const inputOf = (draft: AdDraft): Record<keyof TAffiliateAdInput, unknown> => ({
  campaignName: draft.campaignName,
  brandName: draft.brandName,
  aboutBrand: draft.aboutBrand,
  ad_type: optional(draft.ad_type),
  ad_display_type: optional(draft.ad_display_type),
  ad_platform: draft.ad_platform,
  adPostUrl: list(draft.adPostUrl, /\n/),
  schedule_post: draft.schedule_post,
  validity: optional(draft.validity),
  budget: parseNumber(draft.budget),
  commission_percent_on_conversion: parseNumber(draft.commission_percent_on_conversion),
  conversion_price_cap: parseNumber(draft.conversion_price_cap),
  clicks_base_price: parseNumber(draft.clicks_base_price),
  clicks_threshold: parseNumber(draft.clicks_threshold),
  views_base_price: parseNumber(draft.views_base_price),
  views_threshold: parseNumber(draft.views_threshold),
  post_price: parseNumber(draft.post_price),
  post_limit: parseNumber(draft.post_limit),
  holdingDays: parseNumber(draft.holdingDays),
  attributionDays: parseNumber(draft.attributionDays),
  serverConversionsOnly: draft.serverConversionsOnly,
  theme_color: draft.theme_color,
  category: draft.category,
  location_of_ads: list(draft.location_of_ads, /[,\n]/),
  min_age: parseNumber(draft.min_age),
  max_age: parseNumber(draft.max_age),
  target_gender: optional(draft.target_gender),
  website_url: draft.website_url,
  script_target_url: draft.script_target_url,
  script_target_event: draft.script_target_event,
  tag: draft.tag,
});

/**
 * Checks the form with the contract's own schema, so every field shows the message the server
 * would give ('campaignName is required'); an error inside a list ('adPostUrl.1') goes under the
 * list's field.
 */
export const adResolver: Resolver<AdDraft, unknown, TAffiliateAdInput> = async (draft) => {
  const parsed = ZAffiliateAdInput.safeParse(inputOf(draft));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<AdDraft> = {};
  for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
    const field = path.split('.')[0] as AdDraftField;
    errors[field] ??= { type: 'validation', message };
  }
  return { values: {}, errors };
};
