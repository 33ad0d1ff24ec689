import type { TRecordTdsDepositRequest } from '@creatorscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { getTdsDeposits, recordTdsDeposit } from './api';

/** Every month whose paid payouts withheld TDS; asked only by operators. */
export function useTdsDeposits(isOperator: boolean) {
  return useQuery({
    queryKey: queryKeys.operations.tdsDeposits(),
    queryFn: ({ signal }) => getTdsDeposits(signal),
    enabled: isOperator,
    // The page shows a failure in place, with a retry button.
    meta: { silent: true },
  });
}

export function useRecordTdsDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRecordTdsDepositRequest) => recordTdsDeposit(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operations.tdsDeposits() }),
  });
}
