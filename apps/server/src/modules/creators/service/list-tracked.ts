import type {
  TTrackedCreatorsPage,
  TTrackedSortField,
  ZGetTrackedCreatorsRequest,
} from '@creatorscope/contracts';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps.js';
import { creators } from '../../insights/index.js';
import { trackedCreators } from '../tables.js';
import { getTrackingQuota, toTrackedCreator } from './tracked-quota.js';

export type TrackedQuery = z.output<typeof ZGetTrackedCreatorsRequest>;

const SORT_COLUMNS = {
  trackedAt: trackedCreators.createdAt,
  handle: creators.handle,
  followers: creators.followers,
  engagement: creators.engagementRate,
  growth: creators.growth30d,
  quality: creators.qualityScore,
  lastRefresh: creators.reportAt,
} satisfies Record<TTrackedSortField, unknown>;

/** One page of the organisation's tracked creators with their summary metrics, and its quota use. */
export async function listTrackedCreators(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  query: Omit<TrackedQuery, 'organization_id'>,
): Promise<TTrackedCreatorsPage> {
  const column = SORT_COLUMNS[query.sortBy];
  // Missing figures (growth before a history exists) go last whichever the direction.
  const order = query.sortDir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [total], quota] = await Promise.all([
    deps.db
      .select({ tracked: trackedCreators, creator: creators })
      .from(trackedCreators)
      .innerJoin(creators, eq(creators.id, trackedCreators.creatorId))
      .where(eq(trackedCreators.orgId, orgId))
      .orderBy(order, query.sortDir === 'asc' ? asc(trackedCreators.id) : desc(trackedCreators.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(trackedCreators).where(eq(trackedCreators.orgId, orgId)),
    getTrackingQuota(deps, orgId),
  ]);
  return {
    rows: rows.map((r) => toTrackedCreator(r.tracked, r.creator)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    quota,
  };
}
