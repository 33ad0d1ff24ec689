import type { TCheckStatusResponse } from '@creatorscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { usePaymentReturn } from '../billing';
import { checkAdBudgetStatus, generateAdBudgetToken } from './api';

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
