import { describe, expect, it } from 'vitest';
import { GATING_FEATURES } from './enums.js';
import {
  DEFAULT_CURRENCY,
  FEATURE_AVAILABILITY,
  FEATURE_TITLES,
  FEATURES_BY_TIER,
  getPlan,
  inrToUsd,
  PLAN_FEATURES,
  PLANS,
  planChargeAmount,
  planForProductKey,
  planHasFeature,
  planPrice,
  USD_TO_INR,
  usdToInr,
  ZPlan,
} from './plans.js';

describe('plans', () => {
  it('lists Free, Creator, Enterprise and Custom, each a valid plan', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['free', 'creator', 'enterprise', 'custom']);
    for (const plan of PLANS) expect(ZPlan.safeParse(plan).success).toBe(true);
  });

  it('gives the Free plan 2 handles and 2 credits at no cost', () => {
    const free = getPlan('free');
    expect(free).toMatchObject({ handlesLimit: 2, credits: 2, monthlyPrice: { INR: 0, USD: 0 } });
    expect(free.yearlyPrice).toEqual({ INR: 0, USD: 0 });
  });

  it('prices the Creator plan at 999 or 799 rupees and 20 or 18 dollars a month, with 25 handles', () => {
    const creator = getPlan('creator');
    expect(creator.handlesLimit).toBe(25);
    expect(planPrice(creator, 'Monthly', 'INR')).toBe(999);
    expect(planPrice(creator, 'Yearly', 'INR')).toBe(799);
    expect(planPrice(creator, 'Monthly', 'USD')).toBe(20);
    expect(planPrice(creator, 'Yearly', 'USD')).toBe(18);
  });

  it('prices the Enterprise plan at 2590 or 2080 rupees and 30 or 24 dollars a month, with 75 handles', () => {
    const enterprise = getPlan('enterprise');
    expect(enterprise.handlesLimit).toBe(75);
    expect(planPrice(enterprise, 'Monthly', 'INR')).toBe(2590);
    expect(planPrice(enterprise, 'Yearly', 'INR')).toBe(2080);
    expect(planPrice(enterprise, 'Monthly', 'USD')).toBe(30);
    expect(planPrice(enterprise, 'Yearly', 'USD')).toBe(24);
  });

  it('makes the Custom plan a contact-us plan with no fixed handle limit', () => {
    const custom = getPlan('custom');
    expect(custom).toMatchObject({ handlesLimit: null, contactUs: true, monthlyPrice: { INR: 0, USD: 0 } });
    expect(custom.paymentLink).toEqual({ monthly: null, yearly: null });
  });

  it('gives paid plans two credits per handle', () => {
    expect(getPlan('creator').credits).toBe(50);
    expect(getPlan('enterprise').credits).toBe(150);
  });

  it('marks only the Creator plan popular and gives creators 50 percent off it', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['creator']);
    expect(getPlan('creator').discount.forCreators).toBe(50);
    expect(planPrice(getPlan('creator'), 'Monthly', 'INR', { trendsRole: 'creator' })).toBe(499.5);
    expect(planPrice(getPlan('creator'), 'Yearly', 'USD', { trendsRole: 'creator' })).toBe(9);
    expect(planPrice(getPlan('creator'), 'Monthly', 'INR', { trendsRole: 'brand' })).toBe(999);
    expect(planPrice(getPlan('enterprise'), 'Monthly', 'INR', { trendsRole: 'creator' })).toBe(2590);
  });

  it('charges twelve months at once when billed yearly', () => {
    expect(planChargeAmount(getPlan('creator'), 'Yearly', 'INR')).toBe(799 * 12);
    expect(planChargeAmount(getPlan('creator'), 'Monthly', 'INR')).toBe(999);
    expect(planChargeAmount(getPlan('enterprise'), 'Yearly', 'USD')).toBe(288);
  });

  it('prices in rupees by default at 83 rupees to the dollar', () => {
    expect(DEFAULT_CURRENCY).toBe('INR');
    expect(planPrice(getPlan('creator'), 'Monthly')).toBe(999);
    expect(USD_TO_INR).toBe(83);
    expect(usdToInr(20)).toBe(1660);
    expect(inrToUsd(83)).toBe(1);
  });

  it('gives each paid plan stable product keys that lead back to it', () => {
    expect(getPlan('creator').productKey).toEqual({ monthly: 'creator_monthly', yearly: 'creator_yearly' });
    expect(planForProductKey('enterprise_yearly')).toEqual({ plan: getPlan('enterprise'), period: 'Yearly' });
    expect(planForProductKey('creator_monthly')?.period).toBe('Monthly');
    expect(planForProductKey('gold_monthly')).toBeNull();
    const keys = PLANS.flatMap((plan) => [plan.productKey.monthly, plan.productKey.yearly]).filter(Boolean);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('maps every gating feature to the plans that unlock it, Custom unlocking all', () => {
    expect(Object.keys(PLAN_FEATURES).sort()).toEqual([...GATING_FEATURES].sort());
    for (const feature of GATING_FEATURES) expect(planHasFeature('custom', feature)).toBe(true);
    expect(planHasFeature('free', 'insights')).toBe(true);
    expect(planHasFeature('free', 'insightsPremium')).toBe(false);
    expect(planHasFeature('creator', 'insightsPremium')).toBe(true);
    expect(planHasFeature('creator', 'Affiliate')).toBe(false);
    expect(planHasFeature('enterprise', 'influencerDiscovery')).toBe(true);
    expect(planHasFeature('enterprise', 'insightsCustom')).toBe(false);
  });

  it('never takes a feature away on a higher plan', () => {
    const order = PLANS.map((plan) => plan.id);
    for (const feature of GATING_FEATURES) {
      const lowest = Math.min(...PLAN_FEATURES[feature].map((id) => order.indexOf(id)));
      expect(PLAN_FEATURES[feature]).toEqual(order.slice(lowest));
    }
  });

  it("writes each plan's features from its numbers and the feature table, marking what is not built", () => {
    const enterprise = getPlan('enterprise');
    expect(enterprise.features).toEqual([
      '75 social handles to analyze',
      '150 insight credits a month',
      '10 team seats',
      '50 GB of media storage',
      'Unlimited bookmarks and labels',
      'Creator insights',
      'Premium insights: audience demographics and creator comparison',
      'Comment automation (coming soon)',
      'Influencer discovery and top performers',
      'Affiliate ads with link and script tracking',
    ]);
    for (const plan of PLANS) {
      const sold = FEATURES_BY_TIER.filter((feature) =>
        plan.features.some((line) => line.startsWith(FEATURE_TITLES[feature])),
      );
      expect(sold, plan.id).toEqual(FEATURES_BY_TIER.filter((feature) => planHasFeature(plan.id, feature)));
      for (const feature of sold) {
        const isSoon = plan.features.includes(`${FEATURE_TITLES[feature]} (coming soon)`);
        expect(isSoon, `${plan.id} ${feature}`).toBe(FEATURE_AVAILABILITY[feature] === 'comingSoon');
      }
    }
  });

  it('gives every plan a media storage allowance, more on each tier up', () => {
    const allowances = (['free', 'creator', 'enterprise', 'custom'] as const).map(
      (id) => getPlan(id).storageBytes,
    );
    expect(allowances).toEqual([...allowances].sort((a, b) => a - b));
    expect(new Set(allowances).size).toBe(4);
    // The free plan still holds a few full-size videos (200 MB each), never the disk.
    expect(allowances[0]).toBeGreaterThanOrEqual(5 * 200 * 1024 ** 2);
  });

  it('gives every plan team seats, more on each tier up, and Custom as agreed', () => {
    expect(PLANS.map((plan) => plan.teamSeats)).toEqual([2, 3, 10, null]);
  });
});
