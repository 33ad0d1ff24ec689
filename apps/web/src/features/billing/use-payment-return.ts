import type { TCheckStatusResponse } from '@creatorscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../../lib/query-keys';
import { checkPaymentStatus } from './api';
import { useBillingOrgId, useRefreshBilling } from './use-billing';

/** How often a pending payment is asked about, and for how long before the page stops waiting. */
const PAYMENT_POLL_MS = 1500;
const PAYMENT_POLL_LIMIT = 80;

export type PaymentReturn =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'slow'; token: string }
  | { phase: 'done'; result: TCheckStatusResponse };

/** How a payment's status is asked for: the check call of the feature that sold it. */
export type CheckPaymentStatus = typeof checkPaymentStatus;

/**
 * Back from checkout (`?payment=<token>`): asks for the payment's status until it is no longer
 * pending, then refreshes plan, credits and payments once and keeps the outcome to show. A feature
 * that sells something of its own (an ad's budget) passes its own check call.
 */
export function usePaymentReturn(
  onFinished: (result: TCheckStatusResponse) => void,
  check: CheckPaymentStatus = checkPaymentStatus,
) {
  const orgId = useBillingOrgId();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('payment');
  const [finished, setFinished] = useState<TCheckStatusResponse | null>(null);
  const reported = useRef<string | null>(null);
  const refresh = useRefreshBilling();
  const latestOnFinished = useRef(onFinished);
  latestOnFinished.current = onFinished;

  const status = useQuery({
    queryKey: queryKeys.billing.paymentStatus(orgId ?? '', token ?? ''),
    queryFn: ({ signal }) => check({ organization_id: orgId ?? '', token: token ?? '' }, signal),
    enabled: Boolean(orgId && token),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < PAYMENT_POLL_LIMIT
        ? PAYMENT_POLL_MS
        : false,
    staleTime: 0,
    gcTime: 0,
  });

  const result = status.data;
  useEffect(() => {
    if (!result || result.status === 'pending' || reported.current === result.token) return;
    reported.current = result.token;
    setFinished(result);
    void refresh();
    latestOnFinished.current(result);
    // The outcome stays on screen; the address loses the token so a reload does not ask again.
    setSearchParams(
      (params) => {
        params.delete('payment');
        return params;
      },
      { replace: true },
    );
  }, [result, refresh, setSearchParams]);

  const dismiss = () => setFinished(null);

  // Polling stops after PAYMENT_POLL_LIMIT answers; a payment still pending then is 'slow'.
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (status.dataUpdatedAt) setAnswers((count) => count + 1);
  }, [status.dataUpdatedAt]);
  const hasStoppedPolling = status.data?.status === 'pending' && answers >= PAYMENT_POLL_LIMIT;
  let state: PaymentReturn = { phase: 'idle' };
  if (finished) state = { phase: 'done', result: finished };
  else if (token && hasStoppedPolling) state = { phase: 'slow', token };
  else if (token && orgId) state = { phase: 'checking' };

  return { state, dismiss, error: status.error };
}
