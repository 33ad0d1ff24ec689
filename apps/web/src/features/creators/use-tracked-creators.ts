import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import {
  deleteTrackedCreator,
  deleteTrackedCreators,
  getTrackedCreators,
  type TrackedQuery,
  trackCreator,
} from './api';

/** One page of the organisation's tracked creators, with its quota and credits. */
export function useTrackedCreators(query: TrackedQuery) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.creators.tracked(orgId ?? '', query),
    queryFn: ({ signal }) => getTrackedCreators(orgId ?? '', query, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
    // The page shows a failure in place, with a retry button.
    meta: { silent: true },
  });
}

/** Tracking changes the quota, the credit balance (header badge) and billing's figures too. */
function useInvalidateTracking() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.creators.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.credits.all }),
    ]);
}

export function useTrackCreator() {
  const invalidate = useInvalidateTracking();
  return useMutation({
    mutationFn: trackCreator,
    onSuccess: invalidate,
    // The form shows quota, credit and handle errors in place, with the way out.
    meta: { silent: true },
  });
}

export function useDeleteTrackedCreator() {
  const invalidate = useInvalidateTracking();
  return useMutation({ mutationFn: deleteTrackedCreator, onSuccess: invalidate });
}

export function useDeleteTrackedCreators() {
  const invalidate = useInvalidateTracking();
  return useMutation({ mutationFn: deleteTrackedCreators, onSuccess: invalidate });
}
