import {
  PLAN_FEATURES,
  PLANS,
  type TFeatureLockedData,
  type TGatingFeature,
  type TPlanId,
} from '@creatorscope/contracts';
import { isApiError } from '../../lib/api/api-error';

/** True when the plan unlocks the feature (the contracts' PLAN_FEATURES table). */
export function hasFeature(planId: TPlanId, feature: TGatingFeature): boolean {
  return PLAN_FEATURES[feature].includes(planId);
}

/** The plans that unlock a feature, cheapest first (the order of PLANS). */
export function plansUnlocking(feature: TGatingFeature): TPlanId[] {
  return PLANS.map((plan) => plan.id).filter((id) => hasFeature(id, feature));
}

/** The cheapest plan above `current` that unlocks the feature: what the lock offers to upgrade to. */
export function upgradePlanFor(feature: TGatingFeature, requiredPlans?: readonly TPlanId[]): TPlanId {
  const candidates = requiredPlans?.length ? requiredPlans : plansUnlocking(feature);
  const order = PLANS.map((plan) => plan.id);
  const sorted = [...candidates].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return sorted.find((id) => id !== 'free') ?? sorted[0] ?? 'custom';
}

const GATING_FEATURES = Object.keys(PLAN_FEATURES) as TGatingFeature[];

/**
 * The feature a 403 refused because the plan lacks it (`requireFeature` on the server answers
 * `data: {feature, requiredPlans}`), else null: other 403s are about permissions, not plans.
 */
export function featureLockOf(error: unknown): TFeatureLockedData | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const data = error.data as { feature?: unknown; requiredPlans?: unknown } | null | undefined;
  const feature = data?.feature;
  if (typeof feature !== 'string' || !GATING_FEATURES.includes(feature as TGatingFeature)) return null;
  const requiredPlans = Array.isArray(data?.requiredPlans)
    ? (data.requiredPlans.filter((id) => PLANS.some((plan) => plan.id === id)) as TPlanId[])
    : plansUnlocking(feature as TGatingFeature);
  return { feature: feature as TGatingFeature, requiredPlans };
}
