import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { clearPayoutReview, getPayoutReviews } from './api';

/** The open and recently cleared reviews; asked only by operators (anyone else is refused). */
export function usePayoutReviews(isOperator: boolean) {
  return useQuery({
    queryKey: queryKeys.operations.payoutReviews(),
    queryFn: ({ signal }) => getPayoutReviews(signal),
    enabled: isOperator,
    // The page shows a failure in place, with a retry button.
    meta: { silent: true },
  });
}

export function useClearPayoutReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publisherId: string) => clearPayoutReview(publisherId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operations.all }),
  });
}
