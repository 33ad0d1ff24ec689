import { useQuery } from '@tanstack/react-query';
import { getSession, useCurrentOrgId, useSessionStore } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { getTrendInsightsStats } from './api';

/** Insight credits of the current organisation, mirrored into the session store's insightStats. */
export function useInsightStats() {
  const token = useSessionStore((state) => state.token);
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.credits.insightStats(orgId ?? ''),
    queryFn: async ({ signal }) => {
      const stats = orgId ? await getTrendInsightsStats(orgId, signal) : null;
      getSession().setInsightStats(stats);
      return stats;
    },
    enabled: Boolean(token && orgId),
    // Unknown credits hide the badge; nothing for the user to act on.
    meta: { silent: true },
    retry: false,
  });
}
