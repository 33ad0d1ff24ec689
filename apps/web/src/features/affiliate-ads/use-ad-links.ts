import type { TPublicAd } from '@creatorscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId, useSessionStore } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { getAdPublishers, getPublicAd, joinAd } from './api';

/** The signed-in user's id, or null for a visitor: the join page's answer differs between them. */
function useViewerId() {
  return useSessionStore((state) => (state.token && state.user?._id ? state.user._id : null));
}

/** An ad's join page (a missing ad answers 404, which the client does not retry). */
export function usePublicAd(publicId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: queryKeys.adLinks.publicAd(publicId, userId),
    queryFn: ({ signal }) => getPublicAd(publicId, signal),
    enabled: publicId !== '',
    meta: { silent: true },
  });
}

/**
 * Joins as the signed-in publisher: the page shows the link at once, and My offers lists it next
 * time. `invite` is the token of the invitation link the page was opened with, if any.
 */
export function useJoinAd(publicId: string, invite?: string) {
  const queryClient = useQueryClient();
  const userId = useViewerId();
  return useMutation({
    mutationFn: () => joinAd(publicId, invite),
    onSuccess: (link) => {
      queryClient.setQueryData<TPublicAd>(queryKeys.adLinks.publicAd(publicId, userId), (ad) =>
        ad ? { ...ad, viewer: { hasPublisherProfile: true, link } } : ad,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.adLinks.mine(userId ?? '') });
    },
    meta: { silent: true },
  });
}

/** Who joined one of the organisation's ads, with what their links brought. */
export function useAdPublishers(id: string) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.adLinks.publishers(orgId ?? '', id),
    queryFn: ({ signal }) => getAdPublishers(orgId ?? '', id, signal),
    enabled: Boolean(orgId && id),
    meta: { silent: true },
  });
}
