import type {
  TTrackedCreatorsPage,
  TTrackedSortField,
  ZGetTrackedCreatorsRequest,
} from '@creatorscope/contracts';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps.js';
import {
  type CreatorRow,
  type CreatorSortField,
  getCreatorsByIds,
  sortCreatorsPage,
} from '../../insights/index.js';
import { trackedCreators } from '../tables.js';
import { getTrackingQuota, toTrackedCreator } from './tracked-quota.js';

type TrackedQuery = z.output<typeof ZGetTrackedCreatorsRequest>;
type TrackedRow = typeof trackedCreators.$inferSelect;
type Page = { limit: number; offset: number };

/** The sorts by a creator's figures, which insights answers over its index. */
const CREATOR_SORTS = {
  handle: 'handle',
  followers: 'followers',
  engagement: 'engagement',
  growth: 'growth',
  quality: 'quality',
  lastRefresh: 'lastRefresh',
} satisfies Record<Exclude<TTrackedSortField, 'trackedAt'>, CreatorSortField>;

/** One page of the organisation's tracked creators with their summary metrics, and its quota use. */
export async function listTrackedCreators(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  query: Omit<TrackedQuery, 'organization_id'>,
): Promise<TTrackedCreatorsPage> {
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [{ rows, total }, quota] = await Promise.all([
    query.sortBy === 'trackedAt'
      ? pageByTrackedAt(deps, orgId, query.sortDir, page)
      : pageByCreator(deps, orgId, { by: CREATOR_SORTS[query.sortBy], dir: query.sortDir }, page),
    getTrackingQuota(deps, orgId),
  ]);
  return {
    rows: rows.map((r) => toTrackedCreator(r.tracked, r.creator)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    quota,
  };
}

type PageRows = { rows: { tracked: TrackedRow; creator: CreatorRow }[]; total: number };

/** Sorted by when each was tracked: the page is ours to cut, then its creators in one batch. */
async function pageByTrackedAt(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  dir: 'asc' | 'desc',
  page: Page,
): Promise<PageRows> {
  const [tracked, [total]] = await Promise.all([
    deps.db
      .select()
      .from(trackedCreators)
      .where(eq(trackedCreators.orgId, orgId))
      .orderBy(
        sql`${trackedCreators.createdAt} ${sql.raw(dir)} nulls last`,
        dir === 'asc' ? asc(trackedCreators.id) : desc(trackedCreators.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    deps.db.select({ n: count() }).from(trackedCreators).where(eq(trackedCreators.orgId, orgId)),
  ]);
  const byId = new Map(
    (
      await getCreatorsByIds(
        deps,
        tracked.map((t) => t.creatorId),
      )
    ).map((c) => [c.id, c]),
  );
  const rows = tracked.flatMap((t) => {
    const creator = byId.get(t.creatorId);
    return creator ? [{ tracked: t, creator }] : [];
  });
  return { rows, total: total?.n ?? 0 };
}

/**
 * Sorted by a creator's figure: insights sorts and cuts the page among all the organisation's
 * tracked creators (a plan's quota of rows), ties going by the tracking's id as before.
 */
async function pageByCreator(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  sort: { by: CreatorSortField; dir: 'asc' | 'desc' },
  page: Page,
): Promise<PageRows> {
  const tracked = await deps.db
    .select()
    .from(trackedCreators)
    .where(eq(trackedCreators.orgId, orgId))
    .orderBy(asc(trackedCreators.id));
  const byCreator = new Map(tracked.map((t) => [t.creatorId, t]));
  const creators = await sortCreatorsPage(
    deps,
    tracked.map((t) => t.creatorId),
    sort,
    page,
  );
  const rows = creators.flatMap((creator) => {
    const t = byCreator.get(creator.id);
    return t ? [{ tracked: t, creator }] : [];
  });
  return { rows, total: tracked.length };
}
