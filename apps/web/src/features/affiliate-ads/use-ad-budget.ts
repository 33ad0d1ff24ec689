import type { TCheckStatusResponse } from '@creatorscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { usePaymentReturn } from '../billing';
import { checkAdBudgetStatus, generateAdBudgetToken, getAdBudgetReturn, returnAdBudget } from './api';

/**
 * 'Add funds': opens the checkout for money into the ad's budget and sends the browser to it. The
 * button stays busy until the browser has left; a refusal shows under the amount (no toast).
 */
export function useAddFunds(adId: string) {
  const orgId = useCurrentOrgId() ?? '';
  const [isLeaving, setIsLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: (amount: number) =>
      generateAdBudgetToken({ organization_id: orgId, adId, amount, idempotencyKey: crypto.randomUUID() }),
    onSuccess: (checkout) => {
      setIsLeaving(true);
      window.location.assign(checkout.checkoutUrl);
    },
    meta: { silent: true },
  });
  return { ...mutation, isBusy: mutation.isPending || isLeaving };
}

/**
 * Back from the checkout on the ad's page (`?payment=<token>`): follows the payment until it is
 * settled (billing's return, with the ad's own check call), then reloads the ad for its balance.
 */
export function useAdPaymentReturn(adId: string) {
  const queryClient = useQueryClient();
  const orgId = useCurrentOrgId() ?? '';
  return usePaymentReturn((_result: TCheckStatusResponse) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.affiliateAds.detail(orgId, adId) });
    void queryClient.invalidateQueries({
      queryKey: queryKeys.affiliateAds.all,
      predicate: (query) => query.queryKey[1] === 'list',
    });
  }, checkAdBudgetStatus);
}

/** While refunds are in flight, how often the return is read again (the provider confirms in seconds to days). */
const RETURN_POLL_MS = 5_000;

/**
 * The ad's latest return of its remaining budget, read again while it is requested; once it
 * settles, the ad is read again for its balance.
 */
export function useAdBudgetReturn(adId: string, enabled: boolean) {
  const orgId = useCurrentOrgId() ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.affiliateAds.budgetReturn(orgId, adId),
    queryFn: ({ signal }) => getAdBudgetReturn(orgId, adId, signal),
    enabled: enabled && Boolean(orgId),
    refetchInterval: (q) => (q.state.data?.latest?.status === 'requested' ? RETURN_POLL_MS : false),
    meta: { silent: true },
  });
  const status = query.data?.latest?.status;
  useEffect(() => {
    if (status && status !== 'requested') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.affiliateAds.detail(orgId, adId) });
    }
  }, [status, orgId, adId, queryClient]);
  return query;
}

/** 'Return remaining budget': asks once; the answer is the return the card shows next. */
export function useReturnAdBudget(adId: string) {
  const orgId = useCurrentOrgId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => returnAdBudget(orgId, adId),
    onSuccess: (latest) => {
      queryClient.setQueryData(queryKeys.affiliateAds.budgetReturn(orgId, adId), { latest });
      void queryClient.invalidateQueries({ queryKey: queryKeys.affiliateAds.detail(orgId, adId) });
    },
  });
}
