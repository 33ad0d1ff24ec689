import type {
  TAddAffiliatePayoutRequest,
  TAdPayoutDetail,
  TAdPayoutLinesPage,
  TAdPublisher,
  TAffiliateAdsPage,
  TEarningEntry,
  TGetAllAdPayoutsRequest,
  TGetEarningsRequest,
  TPayout,
  TPayoutAmount,
  TPayoutMethodKind,
  TPayoutMethods,
  TPayoutsPage,
  TPublisherEarnings,
  TWithdrawRequest,
} from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/*
 * Payouts (contracts/payouts.ts). The publisher's own money: /api/publisher/* (signed in, no
 * organisation). The brand's side: /api/payout/* (orgId in the body, like the other marketing calls).
 */

export function getEarnings(body: TGetEarningsRequest, signal?: AbortSignal): Promise<TPublisherEarnings> {
  return apiPost<TPublisherEarnings>('/publisher/get-earnings', body, { signal });
}

export function getPayouts(page: number, pageSize: number, signal?: AbortSignal): Promise<TPayoutsPage> {
  return apiPost<TPayoutsPage>('/publisher/get-payouts', { page, pageSize }, { signal });
}

export function getPayoutMethods(signal?: AbortSignal): Promise<TPayoutMethods> {
  return apiPost<TPayoutMethods>('/publisher/get-payout-methods', {}, { signal });
}

export function verifyPayoutMethod(method: TPayoutMethodKind): Promise<TPayoutMethods> {
  return apiPost<TPayoutMethods>('/publisher/verify-payout-method', { method });
}

/** The same idempotencyKey again answers the first payout: a retry never pays twice. */
export function withdraw(body: TWithdrawRequest): Promise<TPayout> {
  return apiPost<TPayout>('/publisher/withdraw', body);
}

export type AdPayoutLinesQuery = Omit<TGetAllAdPayoutsRequest, 'orgId'>;

export function getAdPayoutLines(
  orgId: string,
  query: AdPayoutLinesQuery,
  signal?: AbortSignal,
): Promise<TAdPayoutLinesPage> {
  return apiPost<TAdPayoutLinesPage>('/payout/get-all-payout', { orgId, ...query }, { signal });
}

export function getAdPayoutLine(
  orgId: string,
  adId: string,
  publisherId: string,
  signal?: AbortSignal,
): Promise<TAdPayoutDetail> {
  return apiPost<TAdPayoutDetail>('/payout/get-payout', { orgId, adId, publisherId }, { signal });
}

export function getPayoutAmount(orgId: string, signal?: AbortSignal): Promise<TPayoutAmount> {
  return apiPost<TPayoutAmount>('/payout/get-payout-amount', { orgId }, { signal });
}

export function addAffiliatePayout(body: TAddAffiliatePayoutRequest): Promise<Pick<TEarningEntry, '_id'>> {
  return apiPost<Pick<TEarningEntry, '_id'>>('/payout/add-affliate-payout', body);
}

/* What the Add payout dialog chooses from: the organisation's ads and who joined one. */

export function getOrgAds(orgId: string, signal?: AbortSignal): Promise<TAffiliateAdsPage> {
  return apiPost<TAffiliateAdsPage>(
    '/affliate-ad/get-all-add-post',
    { orgId, sortBy: 'newest', page: 1, pageSize: 50 },
    { signal },
  );
}

export function getAdPublishers(orgId: string, id: string, signal?: AbortSignal): Promise<TAdPublisher[]> {
  return apiPost<TAdPublisher[]>('/affliate-ad/get-publishers', { orgId, id }, { signal });
}
