import type { TGetAllPublishersRequest } from '@creatorscope/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCurrentOrgId, useSessionStore } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import {
  answerRequest,
  getActiveAds,
  getAllPublishers,
  getIncomingRequests,
  getPublisherDetails,
  inviteToAd,
  requestCollaboration,
  requestContact,
} from './api';

type DirectoryQuery = Omit<TGetAllPublishersRequest, 'orgId'>;

/** A page of the directory; the previous page stays on screen while the next one loads. */
export function useDirectory(query: DirectoryQuery) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.publisherDirectory.list(orgId ?? '', query),
    queryFn: ({ signal }) => getAllPublishers({ ...query, orgId: orgId ?? '' }, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function usePublisherDetails(publisherId: string | null) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.publisherDirectory.details(orgId ?? '', publisherId ?? ''),
    queryFn: ({ signal }) => getPublisherDetails(orgId ?? '', publisherId ?? '', signal),
    enabled: Boolean(orgId && publisherId),
    meta: { silent: true },
  });
}

/** The organisation's active ads (at most 50, by name). */
export function useActiveAds(isEnabled: boolean) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: [...queryKeys.affiliateAds.all, 'active-for-directory', { orgId }],
    queryFn: ({ signal }) => getActiveAds(orgId ?? '', signal),
    enabled: Boolean(orgId) && isEnabled,
    meta: { silent: true },
  });
}

type AskInput = {
  kind: 'contact' | 'collaboration';
  message?: string | undefined;
  adId?: string | undefined;
};

/** Asks for contact details or a collaboration; the publisher's panel shows the request next. */
export function useAskPublisher(publisherId: string) {
  const orgId = useCurrentOrgId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, message, adId }: AskInput) =>
      kind === 'contact'
        ? requestContact(orgId, publisherId, message)
        : requestCollaboration(orgId, publisherId, message, adId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.publisherDirectory.details(orgId, publisherId) }),
    meta: { silent: true },
  });
}

export function useInviteToAd() {
  const orgId = useCurrentOrgId() ?? '';
  return useMutation({
    mutationFn: ({ adId, publisherIds }: { adId: string; publisherIds: readonly string[] }) =>
      inviteToAd(orgId, adId, publisherIds),
    meta: { silent: true },
  });
}

/** What brands asked the signed-in publisher. */
export function useIncomingRequests() {
  const userId = useSessionStore((state) => (state.token && state.user?._id ? state.user._id : null));
  return useInfiniteQuery({
    queryKey: queryKeys.publisherDirectory.incoming(userId ?? ''),
    queryFn: ({ pageParam, signal }) => getIncomingRequests(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId !== null,
    meta: { silent: true },
  });
}

export function useAnswerRequest() {
  const userId = useSessionStore((state) => state.user?._id ?? '');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.publisherDirectory.incoming(userId) }),
    meta: { silent: true },
  });
}
