import type { TApiKeyInput } from '@creatorscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { createApiKey, getApiKeys, revokeApiKey } from './api';

/** The current organisation's keys; only Admins may read them, so others never ask. */
export function useApiKeys(isAdmin: boolean) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.apiKeys.list(orgId ?? ''),
    queryFn: ({ signal }) => (orgId ? getApiKeys(orgId, signal) : Promise.resolve([])),
    enabled: Boolean(orgId) && isAdmin,
    // The page shows a failure in place, with a retry button.
    meta: { silent: true },
  });
}

function useInvalidateApiKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys.all });
}

/** The create dialog shows a refusal under its fields, so its toast is the dialog's business. */
export function useCreateApiKey(orgId: string) {
  const onSuccess = useInvalidateApiKeys();
  return useMutation({
    mutationFn: (input: TApiKeyInput) => createApiKey(orgId, input),
    onSuccess,
    meta: { silent: true },
  });
}

export function useRevokeApiKey(orgId: string) {
  const onSuccess = useInvalidateApiKeys();
  return useMutation({ mutationFn: (id: string) => revokeApiKey(orgId, id), onSuccess });
}
