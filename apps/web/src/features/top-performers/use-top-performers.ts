import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { createRequirement, getRequirement, getRequirements } from './api';

export function useRequirements() {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.topPerformers.list(orgId ?? ''),
    queryFn: ({ signal }) => getRequirements(orgId ?? '', signal),
    enabled: Boolean(orgId),
    meta: { silent: true },
  });
}

/** A requirement with its ranked creators, computed by the server on each read. */
export function useRequirement(id: string) {
  const orgId = useCurrentOrgId();
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
