import type { TAdPost } from '@creatorscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId, useSessionStore } from '../../app/session-store';
import { apiPost } from '../../lib/api/client';
import { queryKeys } from '../../lib/query-keys';

/* Paid posts on an ad: the publisher submits their post's link; the brand approves or rejects flagged ones. */

/** The publisher's own posts on the ad, newest first. */
export function useMyAdPosts(publicId: string) {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  return useQuery({
    queryKey: queryKeys.adLinks.myPosts(publicId, userId),
    queryFn: ({ signal }) => apiPost<TAdPost[]>('/affliate-ad/my-posts', { publicId }, { signal }),
    enabled: Boolean(publicId && userId),
    meta: { silent: true },
  });
}

/** Submits a post's link: verified (and paid) at once, or flagged for the brand. Their list and earnings are read again. */
export function useSubmitAdPost(publicId: string) {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiPost<TAdPost>('/affliate-ad/submit-post', { publicId, url }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adLinks.myPosts(publicId, userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all }),
      ]),
    meta: { silent: true },
  });
}

/** The posts submitted for one of the organisation's ads, newest first. */
export function useAdPosts(adId: string) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.adLinks.posts(orgId ?? '', adId),
    queryFn: ({ signal }) =>
      apiPost<TAdPost[]>('/affliate-ad/get-posts', { orgId: orgId ?? '', id: adId }, { signal }),
    enabled: Boolean(orgId && adId),
    meta: { silent: true },
  });
}

/** A decision may pay from the budget: the posts, the publishers' earnings and the ad (its budget) are read again. */
function useRefreshAfterDecision(adId: string) {
  const orgId = useCurrentOrgId() ?? '';
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.adLinks.posts(orgId, adId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.adLinks.publishers(orgId, adId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.affiliateAds.detail(orgId, adId) }),
    ]);
}

/** Approves a flagged post (it is paid like a verified one) or rejects it with a reason. */
export function useDecideAdPost(adId: string) {
  const orgId = useCurrentOrgId() ?? '';
  const refresh = useRefreshAfterDecision(adId);
  return useMutation({
    mutationFn: (
      decision: { id: string; outcome: 'approve' } | { id: string; outcome: 'reject'; reason: string },
    ) =>
      decision.outcome === 'approve'
        ? apiPost<TAdPost>('/affliate-ad/approve-post', { orgId, id: decision.id })
        : apiPost<TAdPost>('/affliate-ad/reject-post', { orgId, id: decision.id, reason: decision.reason }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}
