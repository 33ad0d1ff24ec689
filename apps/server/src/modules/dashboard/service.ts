import {
  DASHBOARD_ACTIVITY_LIMIT,
  type TDashboardActivity,
  type TDashboardMetrics,
} from '@creatorscope/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { getOrgPlan } from '../billing/service.js';
import { bookmarks } from '../bookmarks/tables.js';
import { trackedCreators } from '../creators/tables.js';
import { getCreditBalance } from '../credits/service.js';
import { creditLedger } from '../credits/tables.js';
import { creators } from '../insights/index.js';
import { sharedLinkTotals } from '../shared-links/service.js';
import { sharedLinks } from '../shared-links/tables.js';
import { countRequirements } from '../top-performers/service.js';

const limit = DASHBOARD_ACTIVITY_LIMIT;

/** Everything the overview on `/` shows for one organisation, read in parallel. */
export async function getDashboardMetrics(deps: Pick<Deps, 'db'>, orgId: string): Promise<TDashboardMetrics> {
  const countOf = async (table: typeof bookmarks | typeof trackedCreators) => {
    const [row] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.orgId, orgId));
    return row?.n ?? 0;
  };
  const [savedPosts, tracked, plan, balance, links, requirements, activity] = await Promise.all([
    countOf(bookmarks),
    countOf(trackedCreators),
    getOrgPlan(deps, orgId),
    getCreditBalance(deps, orgId),
    sharedLinkTotals(deps, orgId),
    countRequirements(deps, orgId),
    recentActivity(deps, orgId),
  ]);
  return {
    savedPosts,
    trackedCreators: { count: tracked, limit: plan.handlesLimit },
    credits: { balance },
    sharedLinks: links,
    requirements,
    recentActivity: activity,
  };
}

/** The newest rows of each source, merged by time; each source is cut to the limit first. */
async function recentActivity(deps: Pick<Deps, 'db'>, orgId: string): Promise<TDashboardActivity[]> {
  const [saved, tracked, ledger, links] = await Promise.all([
    deps.db
      .select()
      .from(bookmarks)
      .where(eq(bookmarks.orgId, orgId))
      .orderBy(desc(bookmarks.createdAt))
      .limit(limit),
    deps.db
      .select({ at: trackedCreators.createdAt, handle: creators.handle })
      .from(trackedCreators)
      .innerJoin(creators, eq(creators.id, trackedCreators.creatorId))
      .where(eq(trackedCreators.orgId, orgId))
      .orderBy(desc(trackedCreators.createdAt))
      .limit(limit),
    deps.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.orgId, orgId))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.seq))
      .limit(limit),
    deps.db
      .select({ at: sharedLinks.createdAt, title: sharedLinks.title })
      .from(sharedLinks)
      .where(eq(sharedLinks.orgId, orgId))
      .orderBy(desc(sharedLinks.createdAt))
      .limit(limit),
  ]);
  const items: TDashboardActivity[] = [
    ...saved.map(
      (row): TDashboardActivity => ({
        kind: 'bookmark',
        at: row.createdAt.toISOString(),
        shortcode: row.shortcode,
        type: row.type,
        creatorHandle: row.creatorHandle,
      }),
    ),
    ...tracked.map(
      (row): TDashboardActivity => ({ kind: 'tracked', at: row.at.toISOString(), handle: row.handle }),
    ),
    ...ledger.map(
      (row): TDashboardActivity => ({
        kind: 'credits',
        at: row.createdAt.toISOString(),
        reason: row.reason,
        delta: row.delta,
        balanceAfter: row.balanceAfter,
      }),
    ),
    ...links.map(
      (row): TDashboardActivity => ({ kind: 'sharedLink', at: row.at.toISOString(), title: row.title }),
    ),
  ];
  // Stable for equal times: a credit charge and the tracking it paid for share a timestamp.
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => Date.parse(b.item.at) - Date.parse(a.item.at) || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}
