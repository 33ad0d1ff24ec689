import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../app/use-format';
import { receiptFileName } from '../../lib/api/download-pdf';
import { hasFeature, upgradePlanFor } from './has-feature';
import { bestYearlySaving, listPrices, yearlySavingPercent } from './money';
import { planActionFor } from './plan-order';

describe('plan gating', () => {
  it('follows the contracts table: Free lacks premium insights, Creator has them, only Custom has custom insights', () => {
    expect(hasFeature('free', 'insights')).toBe(true);
    expect(hasFeature('free', 'insightsPremium')).toBe(false);
    expect(hasFeature('creator', 'insightsPremium')).toBe(true);
    expect(hasFeature('creator', 'influencerDiscovery')).toBe(false);
    expect(hasFeature('enterprise', 'Affiliate')).toBe(true);
    expect(hasFeature('enterprise', 'insightsCustom')).toBe(false);
    expect(hasFeature('custom', 'insightsCustom')).toBe(true);
  });

  it('offers the cheapest paid plan that unlocks a feature', () => {
    expect(upgradePlanFor('insightsPremium')).toBe('creator');
    expect(upgradePlanFor('Affiliate')).toBe('enterprise');
    expect(upgradePlanFor('insightsCustom')).toBe('custom');
    expect(upgradePlanFor('Affiliate', ['custom', 'enterprise'])).toBe('enterprise');
  });
});

describe('prices', () => {
  it('writes money in the reader’s language and currency', () => {
    expect(formatMoney(799, 'INR', 'en-IN')).toBe('₹799');
    expect(formatMoney(9588, 'INR', 'en-IN')).toBe('₹9,588');
    expect(formatMoney(18, 'USD', 'en-IN')).toBe('$18');
    expect(formatMoney(12.5, 'USD', 'en-IN')).toBe('$12.50');
    expect(formatMoney(18, 'USD', 'de-DE')).toMatch(/^18\s\$$/);
  });

  it('shows the yearly saving as a whole percent (Creator ₹999 → ₹799 saves 20%)', () => {
    expect(yearlySavingPercent(999, 799)).toBe(20);
    expect(yearlySavingPercent(20, 18)).toBe(10);
    expect(yearlySavingPercent(0, 0)).toBe(0);
    expect(bestYearlySaving(listPrices('INR'))).toBe(20);
    expect(bestYearlySaving(listPrices('USD'))).toBe(20);
  });

  it('lists a visitor the plans’ own prices, a year charged as twelve months', () => {
    const inr = listPrices('INR');
    expect(inr.creator.perMonth).toEqual({ monthly: 999, yearly: 799 });
    expect(inr.creator.charge.yearly).toBe(9588);
    expect(listPrices('USD').enterprise.perMonth).toEqual({ monthly: 30, yearly: 24 });
  });
});

describe('what a plan card offers', () => {
  it('upgrades, switches, downgrades, contacts or marks the current plan', () => {
    expect(planActionFor('creator', 'Yearly', 'free', null)).toBe('upgrade');
    expect(planActionFor('free', 'Yearly', 'free', null)).toBe('current');
    expect(planActionFor('free', 'Monthly', 'creator', 'Yearly')).toBe('downgrade');
    expect(planActionFor('creator', 'Yearly', 'creator', 'Yearly')).toBe('current');
    expect(planActionFor('creator', 'Monthly', 'creator', 'Yearly')).toBe('switchPeriod');
    expect(planActionFor('creator', 'Yearly', 'enterprise', 'Yearly')).toBe('switch');
    expect(planActionFor('custom', 'Yearly', 'enterprise', 'Yearly')).toBe('contact');
    expect(planActionFor('custom', 'Yearly', 'custom', null)).toBe('current');
  });
});

describe('receipt file name', () => {
  it('takes the server’s name from Content-Disposition, else the fallback', () => {
    expect(receiptFileName('attachment; filename="receipt-CS-2025-0001.pdf"', 'x.pdf')).toBe(
      'receipt-CS-2025-0001.pdf',
    );
    expect(receiptFileName(null, 'receipt-1.pdf')).toBe('receipt-1.pdf');
  });
});
