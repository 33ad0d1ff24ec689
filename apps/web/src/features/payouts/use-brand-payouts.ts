import type { TAddAffiliatePayoutRequest } from '@creatorscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import {
  type AdPayoutLinesQuery,
  addAffiliatePayout,
  getAdPayoutLine,
  getAdPayoutLines,
  getAdPublishers,
  getOrgAds,
  getPayoutAmount,
} from './api';

/** One page of what the organisation's ads earned their publishers, a line per ad and publisher. */
export function useAdPayoutLines(query: AdPayoutLinesQuery) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.payouts.lines(orgId ?? '', query),
    queryFn: ({ signal }) => getAdPayoutLines(orgId ?? '', query, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** One line with its newest entries, while its panel is open. */
export function useAdPayoutLine(line: { adId: string; publisherId: string } | null) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.payouts.line(orgId ?? '', line?.adId ?? '', line?.publisherId ?? ''),
    queryFn: ({ signal }) => getAdPayoutLine(orgId ?? '', line?.adId ?? '', line?.publisherId ?? '', signal),
    enabled: Boolean(orgId && line),
    meta: { silent: true },
  });
}

/** What the organisation owes its publishers and has paid them, per currency. */
export function usePayoutAmount() {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.payouts.amount(orgId ?? ''),
    queryFn: ({ signal }) => getPayoutAmount(orgId ?? '', signal),
    enabled: Boolean(orgId),
    meta: { silent: true },
  });
}

/** The organisation's ads, newest first, for the ad filter and the Add payout dialog. */
export function useOrgAds() {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.affiliateAds.list(orgId ?? '', { purpose: 'payouts' }),
    queryFn: ({ signal }) => getOrgAds(orgId ?? '', signal),
    enabled: Boolean(orgId),
    meta: { silent: true },
  });
}

/** Who joined one ad (the Add payout dialog's publisher choice). */
export function useAdPublishers(adId: string | undefined) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.adLinks.publishers(orgId ?? '', adId ?? ''),
    queryFn: ({ signal }) => getAdPublishers(orgId ?? '', adId ?? '', signal),
    enabled: Boolean(orgId && adId),
    meta: { silent: true },
  });
}

/** Adds a bonus (Admins); the lines, the totals and the ad's publishers are read again. */
export function useAddAffiliatePayout() {
  const queryClient = useQueryClient();
  const orgId = useCurrentOrgId() ?? '';
  return useMutation({
    mutationFn: (body: Omit<TAddAffiliatePayoutRequest, 'orgId'>) => addAffiliatePayout({ orgId, ...body }),
    onSuccess: (_, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adLinks.publishers(orgId, body.adId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.affiliateAds.detail(orgId, body.adId) }),
      ]),
    meta: { silent: true },
  });
}
