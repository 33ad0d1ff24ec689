import {
  PLANS,
  planChargeAmount,
  planPrice,
  type TPlanCurrency,
  type TPlanId,
  type TSubscriptionView,
} from '@creatorscope/contracts';

export type PlanPriceSet = TSubscriptionView['prices'][TPlanId];

/** Percent a month costs less when billed yearly, rounded to a whole number (Creator ₹999 → ₹799: 20). */
export function yearlySavingPercent(monthly: number, yearly: number): number {
  if (monthly <= 0 || yearly >= monthly) return 0;
  return Math.round(((monthly - yearly) / monthly) * 100);
}

/** The best yearly saving across the priced plans, for the period switch ('Save up to 20%'). */
export function bestYearlySaving(prices: TSubscriptionView['prices']): number {
  return Math.max(
    0,
    ...Object.values(prices).map((price) =>
      yearlySavingPercent(price.perMonth.monthly, price.perMonth.yearly),
    ),
  );
}

/** List prices from the contracts' plans, for a visitor who has no organisation to price for. */
export function listPrices(currency: TPlanCurrency): Record<TPlanId, PlanPriceSet> {
  const entries = PLANS.map((plan) => [
    plan.id,
    {
      perMonth: {
        monthly: planPrice(plan, 'Monthly', currency),
        yearly: planPrice(plan, 'Yearly', currency),
      },
      charge: {
        monthly: planChargeAmount(plan, 'Monthly', currency),
        yearly: planChargeAmount(plan, 'Yearly', currency),
      },
    },
  ]);
  return Object.fromEntries(entries) as Record<TPlanId, PlanPriceSet>;
}
