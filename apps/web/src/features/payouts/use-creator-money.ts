import type { TEarningStatus, TPayoutMethodKind, TWithdrawRequest } from '@creatorscope/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSessionStore } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { getEarnings, getPayoutMethods, getPayouts, verifyPayoutMethod, withdraw } from './api';

/** The signed-in person's id, or null when signed out (their money is theirs, not an organisation's). */
const useUserId = () => useSessionStore((state) => (state.token && state.user?._id ? state.user._id : null));

export const ENTRIES_PAGE_SIZE = 20;
export const PAYOUTS_PAGE_SIZE = 10;

/**
 * /publisher/get-earnings for the totals, the by-ad table and the by-day series of a range. The
 * entries list asks the same call with its own filters (useEarningEntries), so that choosing a
 * status does not reload the cards and the chart.
 */
export function useEarnings(range: { from: string; to: string }) {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.payouts.earnings(userId ?? '', range),
    queryFn: ({ signal }) => getEarnings({ ...range, pageSize: 1 }, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export type EntryFilters = { status?: TEarningStatus; adId?: string };

/** The earning entries, newest first, a page at a time ("Load more" follows the server's cursor). */
export function useEarningEntries(filters: EntryFilters) {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: queryKeys.payouts.entries(userId ?? '', filters),
    queryFn: ({ pageParam, signal }) =>
      getEarnings({ ...filters, pageSize: ENTRIES_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.entries.nextCursor ?? undefined,
    enabled: userId !== null,
    meta: { silent: true },
  });
}

/** The caller's payouts, newest first, one page of the table. */
export function usePayoutHistory(page: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.payouts.history(userId ?? '', page),
    queryFn: ({ signal }) => getPayouts(page, PAYOUTS_PAGE_SIZE, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** The caller's UPI id and bank account, masked, with their verification and any review. */
export function usePayoutMethods() {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.payouts.methods(userId ?? ''),
    queryFn: ({ signal }) => getPayoutMethods(signal),
    enabled: userId !== null,
    meta: { silent: true },
  });
}

/** Asks the provider to check one method; the answer is the methods as they now stand. */
export function useVerifyPayoutMethod() {
  const queryClient = useQueryClient();
  const userId = useUserId() ?? '';
  return useMutation({
    mutationFn: (method: TPayoutMethodKind) => verifyPayoutMethod(method),
    onSuccess: (methods) => {
      queryClient.setQueryData(queryKeys.payouts.methods(userId), methods);
      // Whether they may withdraw depends on a verified method.
      return queryClient.invalidateQueries({ queryKey: [...queryKeys.payouts.all, 'earnings'] });
    },
  });
}

/**
 * Withdraws; failures show in the dialog (no global toast). Afterwards the totals, the entries'
 * states and the history are read again, whether it succeeded or not (a lost answer may have paid).
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWithdrawRequest) => withdraw(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all }),
    meta: { silent: true },
  });
}
