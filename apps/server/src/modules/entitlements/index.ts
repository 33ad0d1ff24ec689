/*
 * What a plan allows, on the lowest floor: every module asking "may this organisation do X" and
 * the guard import this door, and it imports no other module. It owns the subscriptions table:
 * the payments' purposes write it through the functions below.
 */
export {
  activatePlan,
  addMonths,
  addPeriod,
  endPlanNow,
  endRefundedPlan,
  extendPremiumPass,
  featureLock,
  getOrgPlan,
  getOrgPlans,
  getSubscription,
  listYearlyPlanOrgIds,
  moveRenewalDate,
  orgHasFeature,
  renewPlan,
  setCancelAtPeriodEnd,
  shortenPremiumPass,
  toOrgPlan,
  updateSubscriptionFromProvider,
} from './service.js';
