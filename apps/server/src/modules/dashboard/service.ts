import {
  DASHBOARD_ACTIVITY_LIMIT,
  type TDashboardActivity,
  type TDashboardMetrics,
} from '@creatorscope/contracts';
import type { Deps } from '../../deps.js';
import { countBookmarks, recentBookmarks } from '../bookmarks/index.js';
import { countTrackedCreators, recentTrackedCreators } from '../creators/index.js';
import { getCreditBalance, recentCreditActivity } from '../credits/index.js';
import { getOrgPlan } from '../entitlements/index.js';
import { recentSharedLinks, sharedLinkTotals } from '../shared-links/index.js';
import { countRequirements } from '../top-performers/index.js';

const limit = DASHBOARD_ACTIVITY_LIMIT;

/** Everything the overview on `/` shows for one organisation, read in parallel. */
export async function getDashboardMetrics(deps: Pick<Deps, 'db'>, orgId: string): Promise<TDashboardMetrics> {
  const [savedPosts, tracked, plan, balance, links, requirements, activity] = await Promise.all([
    countBookmarks(deps, orgId),
    countTrackedCreators(deps.db, orgId),
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
  const sources = await Promise.all([
    recentBookmarks(deps, orgId, limit),
    recentTrackedCreators(deps, orgId, limit),
    recentCreditActivity(deps, orgId, limit),
    recentSharedLinks(deps, orgId, limit),
  ]);
  const items: TDashboardActivity[] = sources.flat();
  // Stable for equal times: a credit charge and the tracking it paid for share a timestamp.
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => Date.parse(b.item.at) - Date.parse(a.item.at) || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}
