import type { TDiscoveryQueryInput } from '@creatorscope/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { getCategories, getComparison, getCreatorReport, getDiscoveryPage } from './api';

/** The 23 content categories with how many creators each holds. */
export function useCategories() {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.insights.categories(orgId ?? ''),
    queryFn: ({ signal }) => getCategories(orgId ?? '', signal),
    enabled: Boolean(orgId),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

/** One page of the discovery table; the previous page stays on screen while the next loads. */
export function useDiscovery(query: TDiscoveryQueryInput) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.insights.discovery(orgId ?? '', query),
    queryFn: ({ signal }) => getDiscoveryPage(orgId ?? '', query, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
    // The page shows a failure in place, with a retry button.
    meta: { silent: true },
  });
}

/** A creator's full report (fetched from the source by the server when missing or a day old). */
export function useCreatorReport(handle: string) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.insights.report(orgId ?? '', handle),
    queryFn: ({ signal }) => getCreatorReport(orgId ?? '', handle, signal),
    enabled: Boolean(orgId && handle),
    meta: { silent: true },
  });
}

/** Two to four creators side by side. */
export function useComparison(handles: string[]) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.insights.comparison(orgId ?? '', handles),
    queryFn: ({ signal }) => getComparison(orgId ?? '', handles, signal),
    enabled: Boolean(orgId) && handles.length >= 2,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
