import type { TGatingFeature } from '@creatorscope/contracts';
import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { FeatureLock } from './FeatureLock';
import { useOrgPlan } from './use-org-plan';

type FeatureGateProps = {
  feature: TGatingFeature;
  /** Rendered only when the plan includes the feature, so its queries never ask for what the server refuses. */
  children: ReactNode;
  /** Shown while the plan loads; a skeleton block by default. */
  fallback?: ReactNode;
  /** Wraps the skeleton and the lock, e.g. in the page's frame with its title. */
  frame?: (content: ReactNode) => ReactNode;
};

/** Shows its children when the organisation's plan includes the feature, else the lock. */
export function FeatureGate({ feature, children, fallback, frame = (content) => content }: FeatureGateProps) {
  const { isLoading, can } = useOrgPlan();
  if (isLoading) return frame(fallback ?? <Skeleton className="h-40 w-full rounded-xl" />);
  return can(feature) ? children : frame(<FeatureLock feature={feature} />);
}
