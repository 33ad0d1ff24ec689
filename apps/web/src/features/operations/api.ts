import type {
  TPayoutReview,
  TPayoutReviews,
  TRecordTdsDepositRequest,
  TTdsMonth,
  TTdsMonths,
} from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* The platform operators' calls: /api/operations/* (OPERATOR_EMAILS only). */

export function getPayoutReviews(signal?: AbortSignal): Promise<TPayoutReviews> {
  return apiPost<TPayoutReviews>('/operations/get-payout-reviews', {}, { signal });
}

export function clearPayoutReview(publisherId: string): Promise<TPayoutReview> {
  return apiPost<TPayoutReview>('/operations/clear-payout-review', { publisherId });
}

export function getTdsDeposits(signal?: AbortSignal): Promise<TTdsMonths> {
  return apiPost<TTdsMonths>('/operations/get-tds-deposits', {}, { signal });
}

export function recordTdsDeposit(input: TRecordTdsDepositRequest): Promise<TTdsMonth> {
  return apiPost<TTdsMonth>('/operations/record-tds-deposit', input);
}
