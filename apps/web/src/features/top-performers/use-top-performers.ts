import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { useSessionStore } from '../auth/store';
import { createRequirement, getRequirement, getRequirements } from './api';

const useOrgId = () => useSessionStore((state) => state.org?._id ?? null);

export function useRequirements() {
  const orgId = useOrgId();
  return useQuery({
    queryKey: queryKeys.topPerformers.list(orgId ?? ''),
    queryFn: ({ signal }) => getRequirements(orgId ?? '', signal),
    enabled: Boolean(orgId),
    meta: { silent: true },
  });
}

/** A requirement with its ranked creators, computed by the server on each read. */
export function useRequirement(id: string) {
  const orgId = useOrgId();
  return useQuery({
    queryKey: queryKeys.topPerformers.detail(orgId ?? '', id),
    queryFn: ({ signal }) => getRequirement(orgId ?? '', id, signal),
    enabled: Boolean(orgId && id),
    meta: { silent: true },
  });
}

/** Failures show under the form's fields, so no global toast. */
export function useCreateRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequirement,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.topPerformers.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
    meta: { silent: true },
  });
}
