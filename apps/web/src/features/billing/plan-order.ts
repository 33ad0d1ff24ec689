import type { TBillingPeriod, TPlanId } from '@creatorscope/contracts';

const RANK: Record<TPlanId, number> = { free: 0, creator: 1, enterprise: 2, custom: 3 };

type PlanAction = 'current' | 'upgrade' | 'switch' | 'switchPeriod' | 'downgrade' | 'contact';

/** What a plan card offers an organisation on `current` (and `currentPeriod`) when viewing `period`. */
export function planActionFor(
  planId: TPlanId,
  period: TBillingPeriod,
  current: TPlanId,
  currentPeriod: TBillingPeriod | null,
): PlanAction {
  if (planId === 'custom') return current === 'custom' ? 'current' : 'contact';
  if (planId === current) {
    if (planId === 'free' || currentPeriod === null || currentPeriod === period) return 'current';
    return 'switchPeriod';
  }
  if (planId === 'free') return 'downgrade';
  return RANK[planId] > RANK[current] ? 'upgrade' : 'switch';
}
