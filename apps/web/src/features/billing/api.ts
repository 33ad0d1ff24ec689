import type {
  TBillingDetails,
  TCheckoutToken,
  TCheckStatusResponse,
  TCreditLedgerPage,
  TCreditPackId,
  TCreditRequest,
  TFillCreditsFormRequest,
  TOrgPlan,
  TPaymentsPage,
  TSandboxCheckout,
  TSubscriptionView,
  TUpdateBillingDetailsRequest,
  TUpdateProfilePlanRequest,
} from '@creatorscope/contracts';
import { apiPost, publicGet, publicPost } from '../../lib/api/client';

/* The billing calls of issue #6: subscription, checkout tokens, payments, credits, receipts. */

type OrgPage = { organization_id: string; page: number; pageSize: number };

export function getSubscription(orgId: string, signal?: AbortSignal): Promise<TSubscriptionView> {
  return apiPost<TSubscriptionView>('/billing/get-subscription', { organization_id: orgId }, { signal });
}

export function getPayments(body: OrgPage, signal?: AbortSignal): Promise<TPaymentsPage> {
  return apiPost<TPaymentsPage>('/billing/get-payments', body, { signal });
}

export function getCreditLedger(body: OrgPage, signal?: AbortSignal): Promise<TCreditLedgerPage> {
  return apiPost<TCreditLedgerPage>('/billing/get-credit-ledger', body, { signal });
}

export function generatePlanToken(body: {
  organization_id: string;
  productKey: string;
}): Promise<TCheckoutToken> {
  return apiPost<TCheckoutToken>('/dodo-payments/generate-token', body);
}

export function generatePremiumToken(body: { organization_id: string }): Promise<TCheckoutToken> {
  return apiPost<TCheckoutToken>('/dodo-payments/generate-premium-token', body);
}

export function generateCreditsToken(body: {
  organization_id: string;
  packId: TCreditPackId;
}): Promise<TCheckoutToken> {
  return apiPost<TCheckoutToken>('/payout/generate-insights-token', body);
}

/** The three check calls accept any checkout token of the organisation; this one serves them all. */
export function checkPaymentStatus(
  body: { organization_id: string; token: string },
  signal?: AbortSignal,
): Promise<TCheckStatusResponse> {
  return apiPost<TCheckStatusResponse>('/dodo-payments/check-status', body, { signal });
}

export function updateProfilePlan(body: TUpdateProfilePlanRequest): Promise<TOrgPlan> {
  return apiPost<TOrgPlan>('/payout/update-profile-plan', body);
}

export function updateBillingDetails(body: TUpdateBillingDetailsRequest): Promise<TBillingDetails> {
  return apiPost<TBillingDetails>('/billing/update-billing-details', body);
}

export function fillCreditsForm(body: TFillCreditsFormRequest): Promise<TCreditRequest> {
  return apiPost<TCreditRequest>('/insights/fill-credits-form', body);
}

export function getSandboxCheckout(token: string, signal?: AbortSignal): Promise<TSandboxCheckout> {
  return publicGet<TSandboxCheckout>(`/sandbox/checkout/${encodeURIComponent(token)}`, { signal });
}

export function paySandboxCheckout(token: string, cardNumber: string): Promise<TSandboxCheckout> {
  return publicPost<TSandboxCheckout>(`/sandbox/checkout/${encodeURIComponent(token)}/pay`, { cardNumber });
}

export function declineSandboxCheckout(token: string): Promise<TSandboxCheckout> {
  return publicPost<TSandboxCheckout>(`/sandbox/checkout/${encodeURIComponent(token)}/decline`, {});
}
