import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { declineSandboxCheckout, getSandboxCheckout, paySandboxCheckout } from './api';

/** The sandbox checkout of a token: what is bought, for how much, and where to go afterwards. */
export function useSandboxCheckout(token: string) {
  return useQuery({
    queryKey: queryKeys.billing.sandboxCheckout(token),
    queryFn: ({ signal }) => getSandboxCheckout(token, signal),
    meta: { silent: true },
  });
}

function useSetCheckout(token: string) {
  const queryClient = useQueryClient();
  return (data: Awaited<ReturnType<typeof getSandboxCheckout>>) =>
    queryClient.setQueryData(queryKeys.billing.sandboxCheckout(token), data);
}

/** Pays with a card number; a wrong number comes back under the card field. */
export function usePaySandboxCheckout(token: string) {
  const setCheckout = useSetCheckout(token);
  return useMutation({
    mutationFn: (cardNumber: string) => paySandboxCheckout(token, cardNumber),
    onSuccess: setCheckout,
    meta: { silent: true },
  });
}

export function useDeclineSandboxCheckout(token: string) {
  const setCheckout = useSetCheckout(token);
  return useMutation({ mutationFn: () => declineSandboxCheckout(token), onSuccess: setCheckout });
}
