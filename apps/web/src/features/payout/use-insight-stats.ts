import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { getSession, useSessionStore } from '../auth/store';
import { getTrendInsightsStats } from './api';

/** Insight credits of the current organisation, mirrored into the session store's insightStats. */
export function useInsightStats() {
  const token = useSessionStore((state) => state.token);
  const orgId = useSessionStore((state) => state.org?._id ?? null);
  return useQuery({
    queryKey: queryKeys.payout.insightStats(orgId ?? ''),
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
