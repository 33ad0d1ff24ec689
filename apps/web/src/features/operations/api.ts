import type { TPayoutReview, TPayoutReviews } from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* The platform operators' calls: /api/operations/* (OPERATOR_EMAILS only). */

export function getPayoutReviews(signal?: AbortSignal): Promise<TPayoutReviews> {
  return apiPost<TPayoutReviews>('/operations/get-payout-reviews', {}, { signal });
}

export function clearPayoutReview(publisherId: string): Promise<TPayoutReview> {
  return apiPost<TPayoutReview>('/operations/clear-payout-review', { publisherId });
}
