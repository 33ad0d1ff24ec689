import { z } from 'zod';
import type { TBillingPeriod, TGatingFeature, TTrendsRole } from './enums.js';
import { requiredOr } from './validation.js';

/* Paid plans, prices and feature gating (spec sections 6 and 9). */

/** Dollar to rupee rate (spec section 9), for amounts that have no price list of their own. */
export const USD_TO_INR = 83;

/** Plans are priced in these two currencies; each has its own price list (the dollar prices are not converted). */
export const PLAN_CURRENCIES = ['INR', 'USD'] as const;
export const ZPlanCurrency = z.enum(PLAN_CURRENCIES, {
  error: requiredOr('Currency is required', 'Currency must be INR or USD'),
});
export type TPlanCurrency = z.infer<typeof ZPlanCurrency>;

export const DEFAULT_CURRENCY: TPlanCurrency = 'INR';

/** Rupees for India (and before the country is known), dollars elsewhere: what a buyer pays in. */
export const currencyForCountry = (country: string | null): TPlanCurrency =>
  country && country !== 'IN' ? 'USD' : 'INR';

export const PLAN_IDS = ['free', 'creator', 'enterprise', 'custom'] as const;
export const ZPlanId = z.enum(PLAN_IDS, {
  error: requiredOr('Plan is required', 'Plan must be one of free, creator, enterprise, custom'),
});
export type TPlanId = z.infer<typeof ZPlanId>;

const ZPrice = z.object({ INR: z.number().nonnegative(), USD: z.number().nonnegative() });

const ZPerPeriod = <T extends z.ZodType>(value: T) => z.object({ monthly: value, yearly: value });

export const ZPlan = z.object({
  id: ZPlanId,
  title: z.string(),
  /** Price of one month when billed monthly. */
  monthlyPrice: ZPrice,
  /** Price of one month when billed yearly (the year costs twelve times this). */
  yearlyPrice: ZPrice,
  /** Social handles the plan may analyze; null when agreed per contract. */
  handlesLimit: z.number().int().positive().nullable(),
  /** Insight credits granted each billing month; null when agreed per contract. */
  credits: z.number().int().nonnegative().nullable(),
  /** People in the team, the owner and pending invitations included; null when agreed per contract. */
  teamSeats: z.number().int().positive().nullable(),
  /** Bytes the organisation's uploaded media (creatives) may take in all; uploads past it are refused. */
  storageBytes: z.number().int().positive(),
  /** What the plan includes in English, derived from the table above and PLAN_FEATURES. */
  features: z.array(z.string()),
  popular: z.boolean(),
  /** The plan is sold by talking to sales, not by checkout. */
  contactUs: z.boolean(),
  /** Percent off for users whose trends role is creator. */
  discount: z.object({ forCreators: z.number().min(0).max(100) }),
  /** Where the plans page sends a buyer; null when the plan is not bought by checkout. */
  paymentLink: ZPerPeriod(z.string().nullable()),
  /** Stable product handle the payment provider's products are configured under. */
  productKey: ZPerPeriod(z.string().nullable()),
});
export type TPlan = z.infer<typeof ZPlan>;

/** Which plans unlock each gated feature. Insights are on every plan (credits limit them); the rest rise with the tier. */
export const PLAN_FEATURES: Readonly<Record<TGatingFeature, readonly TPlanId[]>> = {
  insights: ['free', 'creator', 'enterprise', 'custom'],
  insightsPremium: ['creator', 'enterprise', 'custom'],
  commentAutomation: ['creator', 'enterprise', 'custom'],
  influencerDiscovery: ['enterprise', 'custom'],
  Affiliate: ['enterprise', 'custom'],
  insightsCustom: ['custom'],
};

/** The gated features from the one every plan has to the one only Custom has: the order plans list them in. */
export const FEATURES_BY_TIER = Object.keys(PLAN_FEATURES) as readonly TGatingFeature[];

/**
 * Whether a gated feature can be used today. The plans page says "Coming soon" beside the rest
 * rather than selling them, and no route can unlock what is not built.
 */
export const FEATURE_AVAILABILITY: Readonly<Record<TGatingFeature, 'available' | 'comingSoon'>> = {
  insights: 'available',
  insightsPremium: 'available',
  influencerDiscovery: 'available',
  commentAutomation: 'comingSoon',
  Affiliate: 'available',
  insightsCustom: 'comingSoon',
};

/** The English name of each gated feature, for the plans' `features` lists. */
export const FEATURE_TITLES: Readonly<Record<TGatingFeature, string>> = {
  insights: 'Creator insights',
  insightsPremium: 'Premium insights: audience demographics and creator comparison',
  influencerDiscovery: 'Influencer discovery and top performers',
  commentAutomation: 'Comment automation',
  Affiliate: 'Affiliate ads with link and script tracking',
  insightsCustom: 'Custom insights reports',
};

type TPlanTerms = Omit<TPlan, 'features'>;

/**
 * A plan's `features` list, written from its numbers and the feature table so the words can
 * never promise what the table (and so the guard) does not give.
 */
export const planFeatureList = (plan: TPlanTerms): string[] => [
  plan.handlesLimit === null
    ? 'Handles sized to your team'
    : `${plan.handlesLimit} social handles to analyze`,
  plan.credits === null ? 'Insight credits sized to your team' : `${plan.credits} insight credits a month`,
  plan.teamSeats === null ? 'Team seats sized to your team' : `${plan.teamSeats} team seats`,
  `${plan.storageBytes / GB} GB of media storage`,
  'Unlimited bookmarks and labels',
  ...FEATURES_BY_TIER.filter((feature) => PLAN_FEATURES[feature].includes(plan.id)).map((feature) =>
    FEATURE_AVAILABILITY[feature] === 'comingSoon'
      ? `${FEATURE_TITLES[feature]} (coming soon)`
      : FEATURE_TITLES[feature],
  ),
  ...(plan.discount.forCreators > 0 ? [`${plan.discount.forCreators}% off for creators`] : []),
];

const GB = 1024 ** 3;

const withFeatures = (plan: TPlanTerms): TPlan => ({ ...plan, features: planFeatureList(plan) });

const checkout = (productKey: string) => `/apps/plans?checkout=${productKey}`;

/*
 * Credits for paid plans: the Free plan gives one credit per handle; paid plans give two per
 * handle (Creator 25 handles → 50, Enterprise 75 → 150), enough to re-analyze every handle twice
 * a month, which is how often agencies refresh a creator report before a campaign decision.
 */
export const PLANS: readonly TPlan[] = [
  withFeatures({
    id: 'free',
    title: 'Free',
    monthlyPrice: { INR: 0, USD: 0 },
    yearlyPrice: { INR: 0, USD: 0 },
    handlesLimit: 2,
    credits: 2,
    teamSeats: 2,
    storageBytes: 1 * GB,
    popular: false,
    contactUs: false,
    discount: { forCreators: 0 },
    paymentLink: { monthly: null, yearly: null },
    productKey: { monthly: null, yearly: null },
  }),
  withFeatures({
    id: 'creator',
    title: 'Creator',
    monthlyPrice: { INR: 999, USD: 20 },
    yearlyPrice: { INR: 799, USD: 18 },
    handlesLimit: 25,
    credits: 50,
    teamSeats: 3,
    storageBytes: 10 * GB,
    popular: true,
    contactUs: false,
    discount: { forCreators: 50 },
    paymentLink: { monthly: checkout('creator_monthly'), yearly: checkout('creator_yearly') },
    productKey: { monthly: 'creator_monthly', yearly: 'creator_yearly' },
  }),
  withFeatures({
    id: 'enterprise',
    title: 'Enterprise',
    monthlyPrice: { INR: 2590, USD: 30 },
    yearlyPrice: { INR: 2080, USD: 24 },
    handlesLimit: 75,
    credits: 150,
    teamSeats: 10,
    storageBytes: 50 * GB,
    popular: false,
    contactUs: false,
    discount: { forCreators: 0 },
    paymentLink: { monthly: checkout('enterprise_monthly'), yearly: checkout('enterprise_yearly') },
    productKey: { monthly: 'enterprise_monthly', yearly: 'enterprise_yearly' },
  }),
  withFeatures({
    id: 'custom',
    title: 'Custom',
    monthlyPrice: { INR: 0, USD: 0 },
    yearlyPrice: { INR: 0, USD: 0 },
    handlesLimit: null,
    credits: null,
    teamSeats: null,
    storageBytes: 200 * GB,
    popular: false,
    contactUs: true,
    discount: { forCreators: 0 },
    paymentLink: { monthly: null, yearly: null },
    productKey: { monthly: null, yearly: null },
  }),
];

export const DEFAULT_PLAN_ID: TPlanId = 'free';

/** The plan with this id. */
export const getPlan = (id: TPlanId): TPlan => {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
};

/** The plan a product handle ('creator_yearly') buys, with its billing period, or null for an unknown handle. */
export const planForProductKey = (productKey: string): { plan: TPlan; period: TBillingPeriod } | null => {
  for (const plan of PLANS) {
    if (plan.productKey.monthly === productKey) return { plan, period: 'Monthly' };
    if (plan.productKey.yearly === productKey) return { plan, period: 'Yearly' };
  }
  return null;
};

/** True when the plan unlocks the feature. */
export const planHasFeature = (planId: TPlanId, feature: TGatingFeature): boolean =>
  PLAN_FEATURES[feature].includes(planId);

const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

export type TPriceOptions = {
  /** The buyer's trends role; creators get the plan's forCreators discount. */
  trendsRole?: TTrendsRole | null;
};

/**
 * The price of one month of the plan for a billing period and currency, as the plans page shows it
 * (Creator yearly in INR: 799). The creator discount is applied when the buyer is a creator.
 */
export const planPrice = (
  plan: TPlan,
  period: TBillingPeriod,
  currency: TPlanCurrency = DEFAULT_CURRENCY,
  options: TPriceOptions = {},
): number => {
  const perMonth = (period === 'Monthly' ? plan.monthlyPrice : plan.yearlyPrice)[currency];
  const discount = options.trendsRole === 'creator' ? plan.discount.forCreators : 0;
  return roundMoney(perMonth * (1 - discount / 100));
};

/** What one billing cycle costs: one month when billed monthly, twelve months when billed yearly. */
export const planChargeAmount = (
  plan: TPlan,
  period: TBillingPeriod,
  currency: TPlanCurrency = DEFAULT_CURRENCY,
  options: TPriceOptions = {},
): number => roundMoney(planPrice(plan, period, currency, options) * (period === 'Yearly' ? 12 : 1));

/** Dollars to rupees at USD_TO_INR. */
export const usdToInr = (usd: number): number => roundMoney(usd * USD_TO_INR);

/** Rupees to dollars at USD_TO_INR. */
export const inrToUsd = (inr: number): number => roundMoney(inr / USD_TO_INR);
