import { z } from 'zod';
import { idField } from './validation.js';

/* /insights/get-insights-dashboard-metrics: the overview on `/` (issues #4 and #5). */

export const ZDashboardMetricsRequest = z.object({ organization_id: idField('organization_id') });
export type TDashboardMetricsRequest = z.infer<typeof ZDashboardMetricsRequest>;

export const DASHBOARD_ACTIVITY_LIMIT = 10;

export const ZDashboardActivity = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bookmark'),
    at: z.string(),
    shortcode: z.string(),
    type: z.string(),
    creatorHandle: z.string().nullable(),
  }),
  z.object({ kind: z.literal('tracked'), at: z.string(), handle: z.string() }),
  z.object({
    kind: z.literal('credits'),
    at: z.string(),
    /** plan_grant | purchase | analysis | refund | adjustment */
    reason: z.string(),
    delta: z.number().int(),
    balanceAfter: z.number().int(),
  }),
  z.object({ kind: z.literal('sharedLink'), at: z.string(), title: z.string() }),
]);
export type TDashboardActivity = z.infer<typeof ZDashboardActivity>;

export const ZDashboardMetrics = z.object({
  savedPosts: z.number().int(),
  trackedCreators: z.object({
    count: z.number().int(),
    /** The plan's quota; null: unlimited. */
    limit: z.number().int().nullable(),
  }),
  credits: z.object({ balance: z.number().int() }),
  sharedLinks: z.object({ active: z.number().int(), views: z.number().int() }),
  requirements: z.number().int(),
  /** Newest first, bookmarks, tracked creators, credit changes and new links merged by time. */
  recentActivity: z.array(ZDashboardActivity),
});
export type TDashboardMetrics = z.infer<typeof ZDashboardMetrics>;
