import { useQuery } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { getDashboardMetrics } from './api';

/** The overview's counts and recent activity for the current organisation. */
export function useDashboardMetrics() {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.dashboard.metrics(orgId ?? ''),
    queryFn: ({ signal }) => getDashboardMetrics(orgId ?? '', signal),
    enabled: Boolean(orgId),
    // The page shows a failure in place, with a retry button.
    meta: { silent: true },
  });
}
