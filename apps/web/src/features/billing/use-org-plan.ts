import type { TGatingFeature, TPlanId } from '@creatorscope/contracts';
import { hasFeature } from './has-feature';
import { useSubscription } from './use-billing';

type OrgPlan = {
  /** Null while loading, signed out or when the subscription could not be read. */
  planId: TPlanId | null;
  isLoading: boolean;
  /**
   * Whether the organisation may use a feature now: the server's list (plan plus a running
   * premium pass) when known, else the plan table. Unknown plans unlock nothing.
   */
  can: (feature: TGatingFeature) => boolean;
};

/** The current organisation's plan, for screens that gate part of their UI (see FeatureLock). */
export function useOrgPlan(): OrgPlan {
  const { data, isPending, fetchStatus } = useSubscription();
  const planId = data?.plan ?? null;
  return {
    planId,
    isLoading: isPending && fetchStatus !== 'idle',
    can: (feature) => (data ? data.features.includes(feature) : planId ? hasFeature(planId, feature) : false),
  };
}
