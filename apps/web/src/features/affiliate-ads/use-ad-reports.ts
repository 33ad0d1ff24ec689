import type { TAdReport, TAdReportReason } from '@creatorscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { apiPost } from '../../lib/api/client';
import { queryKeys } from '../../lib/query-keys';

/* A brand's reports of publishers on one of its ads (/script/report-publisher, /affliate-ad/*-report*). */

function getAdReports(orgId: string, id: string, signal?: AbortSignal): Promise<TAdReport[]> {
  return apiPost<TAdReport[]>('/affliate-ad/get-reports', { orgId, id }, { signal });
}

export type ReportInput = { publisherId: string; reason: TAdReportReason; details?: string };

/** The ad's reports, newest first. */
export function useAdReports(adId: string) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.adLinks.reports(orgId ?? '', adId),
    queryFn: ({ signal }) => getAdReports(orgId ?? '', adId, signal),
    enabled: Boolean(orgId && adId),
    meta: { silent: true },
  });
}

/** A report or a decision moves money: the ad (its budget), its publishers and its reports are read again. */
function useRefreshAfterReport(adId: string) {
  const orgId = useCurrentOrgId() ?? '';
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.adLinks.reports(orgId, adId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.adLinks.publishers(orgId, adId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.affiliateAds.detail(orgId, adId) }),
    ]);
}

/** Reports a publisher on the ad: their earnings from it are held until the brand decides. */
export function useReportPublisher(adId: string) {
  const orgId = useCurrentOrgId() ?? '';
  const refresh = useRefreshAfterReport(adId);
  return useMutation({
    mutationFn: (input: ReportInput) =>
      apiPost<TAdReport>('/script/report-publisher', { orgId, adId, ...input }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

/** Confirms (held money back to the budget) or dismisses (back to the publisher) an open report. */
export function useResolveReport(adId: string) {
  const orgId = useCurrentOrgId() ?? '';
  const refresh = useRefreshAfterReport(adId);
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: 'confirmed' | 'dismissed' }) =>
      apiPost<TAdReport>('/affliate-ad/resolve-report', { orgId, id, outcome }),
    onSuccess: refresh,
  });
}
