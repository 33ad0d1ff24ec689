import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { createSharedLink, getSharedLinks, getSharedReport, revokeSharedLink } from './api';

export function useSharedLinks() {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.sharedLinks.list(orgId ?? ''),
    queryFn: ({ signal }) => getSharedLinks(orgId ?? '', signal),
    enabled: Boolean(orgId),
    meta: { silent: true },
  });
}

function useInvalidateLinks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.sharedLinks.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    ]);
}

/** Failures show under the dialog's fields, so no global toast. */
export function useCreateSharedLink() {
  const onSuccess = useInvalidateLinks();
  return useMutation({ mutationFn: createSharedLink, onSuccess, meta: { silent: true } });
}

export function useRevokeSharedLink() {
  const onSuccess = useInvalidateLinks();
  return useMutation({ mutationFn: revokeSharedLink, onSuccess });
}

/** The public report; a 404 is an answer (revoked, expired, unknown), not worth retrying. */
export function useSharedReport(slug: string) {
  return useQuery({
    queryKey: queryKeys.sharedLinks.report(slug),
    queryFn: ({ signal }) => getSharedReport(slug, signal),
    enabled: Boolean(slug),
    retry: false,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
