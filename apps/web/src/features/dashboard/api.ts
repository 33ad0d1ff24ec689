import type { TDashboardMetrics } from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

export function getDashboardMetrics(orgId: string, signal?: AbortSignal): Promise<TDashboardMetrics> {
  return apiPost<TDashboardMetrics>(
    '/insights/get-insights-dashboard-metrics',
    { organization_id: orgId },
    { signal },
  );
}
