import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId, useSessionStore } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import {
  fillCreditsForm,
  generateCreditsToken,
  generatePlanToken,
  generatePremiumToken,
  getCreditLedger,
  getPayments,
  getSubscription,
  updateBillingDetails,
  updateProfilePlan,
} from './api';

export const BILLING_PAGE_SIZE = 10;

/** The current organisation's id, or null when signed out or not onboarded. */
export function useBillingOrgId(): string | null {
  const orgId = useCurrentOrgId();
  const hasToken = useSessionStore((state) => Boolean(state.token));
  return hasToken ? orgId : null;
}

/** Plan, prices, credits and billing details of the current organisation. */
export function useSubscription() {
  const orgId = useBillingOrgId();
  return useQuery({
    queryKey: queryKeys.billing.subscription(orgId ?? ''),
    queryFn: ({ signal }) => getSubscription(orgId ?? '', signal),
    enabled: Boolean(orgId),
    // The pages show a failure in place, with a retry button.
    meta: { silent: true },
  });
}

export function usePayments(page: number) {
  const orgId = useBillingOrgId();
  return useQuery({
    queryKey: queryKeys.billing.payments(orgId ?? '', page),
    queryFn: ({ signal }) =>
      getPayments({ organization_id: orgId ?? '', page, pageSize: BILLING_PAGE_SIZE }, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useCreditLedger(page: number) {
  const orgId = useBillingOrgId();
  return useQuery({
    queryKey: queryKeys.billing.ledger(orgId ?? '', page),
    queryFn: ({ signal }) =>
      getCreditLedger({ organization_id: orgId ?? '', page, pageSize: BILLING_PAGE_SIZE }, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** After anything that changes plan, credits or payments: billing screens and the header's credits badge. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.credits.all }),
    ]);
}

/* Checkout tokens: on success the page leaves for checkoutUrl, so nothing is refreshed here. */

export function useGeneratePlanToken() {
  return useMutation({ mutationFn: generatePlanToken });
}

export function useGeneratePremiumToken() {
  return useMutation({ mutationFn: generatePremiumToken });
}

export function useGenerateCreditsToken() {
  return useMutation({ mutationFn: generateCreditsToken });
}

export function useUpdateProfilePlan() {
  const refresh = useRefreshBilling();
  return useMutation({ mutationFn: updateProfilePlan, onSuccess: () => refresh() });
}

/** Forms show their failures under their fields, so these stay silent. */
export function useUpdateBillingDetails() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: updateBillingDetails,
    onSuccess: () => refresh(),
    meta: { silent: true },
  });
}

export function useFillCreditsForm() {
  return useMutation({ mutationFn: fillCreditsForm, meta: { silent: true } });
}
