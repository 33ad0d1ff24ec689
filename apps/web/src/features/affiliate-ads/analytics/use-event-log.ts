import type {
  TAdEventKind,
  TAdEventLog,
  TAnalyticsRange,
  TConversionMark,
  TMarkedConversion,
} from '@creatorscope/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../../app/session-store';
import { apiPost } from '../../../lib/api/client';
import { downloadPdf } from '../../../lib/api/download-pdf';
import { queryKeys } from '../../../lib/query-keys';

/* An ad's raw event log (/affliate-ad/ad-event-log), its CSV export and a conversion marked from it. */

export type EventLogFilters = TAnalyticsRange & {
  kind?: TAdEventKind | undefined;
  publisherId?: string | undefined;
  /** 'counted', or why an event did not count. */
  reason?: string | undefined;
};

const PAGE_SIZE = 50;
const logKey = (orgId: string, adId: string) =>
  [...queryKeys.affiliateAds.all, 'event-log', { orgId, adId }] as const;

/** The log's pages, newest first; the next one is asked for with fetchNextPage ("Load more"). */
export function useEventLog(adId: string, filters: EventLogFilters) {
  const orgId = useCurrentOrgId() ?? '';
  return useInfiniteQuery({
    queryKey: [...logKey(orgId, adId), filters],
    queryFn: ({ pageParam, signal }) =>
      apiPost<TAdEventLog>(
        '/affliate-ad/ad-event-log',
        { orgId, id: adId, ...filters, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: Boolean(orgId && adId),
    meta: { silent: true },
  });
}

/** Every event of the filters as a CSV file, made and streamed by the server. */
export function downloadEventLog(orgId: string, adId: string, filters: EventLogFilters): Promise<void> {
  return downloadPdf(
    '/api/affliate-ad/ad-event-log-csv',
    { orgId, id: adId, ...filters },
    `ad-events-${filters.from}-${filters.to}.csv`,
    'text/csv',
  );
}

/** Marks a counted conversion as fraud or refunded: its earning goes back to the budget. */
export function useMarkConversion(adId: string) {
  const orgId = useCurrentOrgId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, mark }: { eventId: string; mark: TConversionMark }) =>
      apiPost<TMarkedConversion>('/affliate-ad/mark-conversion', { orgId, id: adId, eventId, mark }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: logKey(orgId, adId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.affiliateAds.detail(orgId, adId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adLinks.publishers(orgId, adId) }),
      ]),
    meta: { silent: true },
  });
}
