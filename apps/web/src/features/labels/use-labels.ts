import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { createLabel, deleteLabel, getLabels, updateLabel } from './api';

/** The labels of the current organisation, by name. */
export function useLabels() {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.labels.list(orgId ?? ''),
    queryFn: ({ signal }) => (orgId ? getLabels(orgId, signal) : Promise.resolve([])),
    enabled: Boolean(orgId),
    // Spec section 8: a failed label fetch is only logged; screens fall back to 'Default Label'.
    meta: { silent: true },
  });
}

/** Renaming or deleting a label changes what bookmarks show, so both lists are refreshed. */
function useInvalidateLabels() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.labels.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.bookmarks.all }),
    ]);
}

/** Create and rename show their failure under the name field, so no toast of their own. */
export function useCreateLabel() {
  const onSuccess = useInvalidateLabels();
  return useMutation({ mutationFn: createLabel, onSuccess, meta: { silent: true } });
}

export function useRenameLabel() {
  const onSuccess = useInvalidateLabels();
  return useMutation({ mutationFn: updateLabel, onSuccess, meta: { silent: true } });
}

export function useDeleteLabel() {
  const onSuccess = useInvalidateLabels();
  return useMutation({ mutationFn: deleteLabel, onSuccess });
}
