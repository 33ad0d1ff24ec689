import type { TAffiliateAd, TAffiliateAdInput } from '@creatorscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { type AdsQuery, createAd, getAd, getAds, toggleAdStatus, updateAd } from './api';

/** A page of the organisation's ads; the previous page stays on screen while the next loads. */
export function useAds(query: AdsQuery) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.affiliateAds.list(orgId ?? '', query),
    queryFn: ({ signal }) => getAds(orgId ?? '', query, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useAd(id: string) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.affiliateAds.detail(orgId ?? '', id),
    queryFn: ({ signal }) => getAd(orgId ?? '', id, signal),
    enabled: Boolean(orgId && id),
    meta: { silent: true },
  });
}

/** Stores the answer as the ad's own query (the next page opens without a wait) and refreshes the lists. */
function useRemember() {
  const queryClient = useQueryClient();
  const orgId = useCurrentOrgId() ?? '';
  return (ad: TAffiliateAd) => {
    queryClient.setQueryData(queryKeys.affiliateAds.detail(orgId, ad._id), ad);
    return queryClient.invalidateQueries({
      queryKey: queryKeys.affiliateAds.all,
      predicate: (query) => query.queryKey[1] === 'list',
    });
  };
}

/** Failures show under the form's fields, so no global toast. */
export function useSaveAd(id?: string) {
  const orgId = useCurrentOrgId() ?? '';
  const onSuccess = useRemember();
  return useMutation({
    mutationFn: (ad: TAffiliateAdInput) => (id ? updateAd(orgId, id, ad) : createAd(orgId, ad)),
    onSuccess,
    meta: { silent: true },
  });
}

export function useToggleAdStatus() {
  const orgId = useCurrentOrgId() ?? '';
  const onSuccess = useRemember();
  return useMutation({ mutationFn: (id: string) => toggleAdStatus(orgId, id), onSuccess });
}
