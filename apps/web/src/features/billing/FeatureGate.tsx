import type { TGatingFeature } from '@creatorscope/contracts';
import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { FeatureLock } from './FeatureLock';
import { useOrgPlan } from './use-org-plan';

type FeatureGateProps = {
  feature: TGatingFeature;
  children: ReactNode;
  /** Shown while the plan loads; a skeleton block by default. */
  fallback?: ReactNode;
};

/** Shows its children when the organisation's plan includes the feature, else the lock. */
export function FeatureGate({ feature, children, fallback }: FeatureGateProps) {
  const { isLoading, can } = useOrgPlan();
  if (isLoading) return fallback ?? <Skeleton className="h-40 w-full rounded-xl" />;
  return can(feature) ? children : <FeatureLock feature={feature} />;
}
