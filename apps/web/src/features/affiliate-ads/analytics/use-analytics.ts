import type { TAnalyticsRange } from '@creatorscope/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../../app/session-store';
import { queryKeys } from '../../../lib/query-keys';
import { getAdGrowth, getAdLinkAnalytics, getAdScriptAnalytics, getOrgAdAnalytics } from './api';

/** Under the affiliate-ads domain's keys, so that invalidating the domain refreshes them too. */
const analyticsKeys = {
  all: [...queryKeys.affiliateAds.all, 'analytics'] as const,
  ad: (view: 'links' | 'script' | 'growth', orgId: string, id: string, range: TAnalyticsRange) =>
    [...analyticsKeys.all, view, { orgId, id, ...range }] as const,
  org: (orgId: string, range: TAnalyticsRange) => [...analyticsKeys.all, 'org', { orgId, ...range }] as const,
};

// Another range keeps the figures on screen while the next ones load: the layout does not jump.
const options = { placeholderData: keepPreviousData, meta: { silent: true } } as const;

export function useAdLinkAnalytics(id: string, range: TAnalyticsRange) {
  const orgId = useCurrentOrgId() ?? '';
  return useQuery({
    queryKey: analyticsKeys.ad('links', orgId, id, range),
    queryFn: ({ signal }) => getAdLinkAnalytics(orgId, id, range, signal),
    enabled: Boolean(orgId && id),
    ...options,
  });
}

export function useAdScriptAnalytics(id: string, range: TAnalyticsRange) {
  const orgId = useCurrentOrgId() ?? '';
  return useQuery({
    queryKey: analyticsKeys.ad('script', orgId, id, range),
    queryFn: ({ signal }) => getAdScriptAnalytics(orgId, id, range, signal),
    enabled: Boolean(orgId && id),
    ...options,
  });
}

export function useAdGrowth(id: string, range: TAnalyticsRange) {
  const orgId = useCurrentOrgId() ?? '';
  return useQuery({
    queryKey: analyticsKeys.ad('growth', orgId, id, range),
    queryFn: ({ signal }) => getAdGrowth(orgId, id, range, signal),
    enabled: Boolean(orgId && id),
    ...options,
  });
}

export function useOrgAdAnalytics(range: TAnalyticsRange) {
  const orgId = useCurrentOrgId() ?? '';
  return useQuery({
    queryKey: analyticsKeys.org(orgId, range),
    queryFn: ({ signal }) => getOrgAdAnalytics(orgId, range, signal),
    enabled: Boolean(orgId),
    ...options,
  });
}
