import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { createSupportRequest, getSupportRequests } from './api';

/** The signed-in user's latest support requests; nothing is asked for a visitor. */
export function useSupportRequests() {
  const userId = useSessionStore((state) => (state.token ? (state.user?._id ?? null) : null));
  return useQuery({
    queryKey: queryKeys.support.requests(userId ?? ''),
    queryFn: ({ signal }) => getSupportRequests(signal),
    enabled: Boolean(userId),
    // The panel shows a failure in place, with a retry button.
    meta: { silent: true },
  });
}

/** Sends the form; field errors are shown under their fields, so the toast is the form's business. */
export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.support.all }),
    meta: { silent: true },
  });
}
