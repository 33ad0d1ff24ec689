import type { TTrackedCreator, TTrackingQuota } from '@creatorscope/contracts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import { getCreditBalance } from '../../credits/index.js';
import { getOrgPlan } from '../../entitlements/index.js';
import { type CreatorRow, toCreatorSummary } from '../../insights/index.js';
import { trackedCreators } from '../tables.js';

type TrackedRow = typeof trackedCreators.$inferSelect;

/** How many handles of its quota an organisation uses now (billing's subscription view reads it too). */
export async function countTrackedCreators(db: Pick<Db, 'select'>, orgId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trackedCreators).where(eq(trackedCreators.orgId, orgId));
  return row?.n ?? 0;
}

export async function getTrackingQuota(deps: Pick<Deps, 'db'>, orgId: string): Promise<TTrackingQuota> {
  const [plan, handlesUsed, creditsBalance] = await Promise.all([
    getOrgPlan(deps, orgId),
    countTrackedCreators(deps.db, orgId),
    getCreditBalance(deps, orgId),
  ]);
  return { handlesUsed, handlesLimit: plan.handlesLimit, creditsBalance };
}

export const toTrackedCreator = (tracked: TrackedRow, creator: CreatorRow): TTrackedCreator => ({
  _id: tracked.id,
  handle: creator.handle,
  trackedAt: tracked.createdAt.toISOString(),
  lastRefreshAt: creator.reportAt?.toISOString() ?? null,
  creator: toCreatorSummary(creator),
});
