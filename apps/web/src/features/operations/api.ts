import type {
  TPayoutReview,
  TPayoutReviews,
  TRecordTdsDepositRequest,
  TTdsMonth,
  TTdsMonths,
} from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';
import { downloadPdf } from '../../lib/api/download-pdf';

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

/** Saves a month's deductees for its TDS return (Form 26Q) as the CSV file the server answers. */
export function downloadTdsDeductees(month: string): Promise<void> {
  return downloadPdf(
    '/api/operations/get-tds-deductees',
    { month },
    `tds-deductees-${month}.csv`,
    'text/csv',
  );
}
