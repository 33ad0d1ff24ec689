import { PLAN_FEATURES, PLANS, type TGatingFeature, type TPlanId } from '@creatorscope/contracts';

/** True when the plan unlocks the feature (the contracts' PLAN_FEATURES table). */
export function hasFeature(planId: TPlanId, feature: TGatingFeature): boolean {
  return PLAN_FEATURES[feature].includes(planId);
}

/** The plans that unlock a feature, cheapest first (the order of PLANS). */
function plansUnlocking(feature: TGatingFeature): TPlanId[] {
  return PLANS.map((plan) => plan.id).filter((id) => hasFeature(id, feature));
}

/** The cheapest plan above `current` that unlocks the feature: what the lock offers to upgrade to. */
export function upgradePlanFor(feature: TGatingFeature, requiredPlans?: readonly TPlanId[]): TPlanId {
  const candidates = requiredPlans?.length ? requiredPlans : plansUnlocking(feature);
  const order = PLANS.map((plan) => plan.id);
  const sorted = [...candidates].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return sorted.find((id) => id !== 'free') ?? sorted[0] ?? 'custom';
}
