import { useQuery } from '@tanstack/react-query';
import { useCurrentOrgId, useSessionStore } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { getTrendInsightsStats } from './api';

/** Insight credits of the current organisation (the header's badge reads them from this query). */
export function useInsightStats() {
  const token = useSessionStore((state) => state.token);
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.credits.insightStats(orgId ?? ''),
    queryFn: ({ signal }) => (orgId ? getTrendInsightsStats(orgId, signal) : null),
    enabled: Boolean(token && orgId),
    // Unknown credits hide the badge; nothing for the user to act on.
    meta: { silent: true },
    retry: false,
  });
}
