import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { getMyAdLinks, getPublisherProfile, registerPublisher } from './api';

/** The signed-in person's publisher profile (null before they register); errors show on the page. */
export function usePublisherProfile() {
  const userId = useSessionStore((state) => (state.token && state.user?._id ? state.user._id : null));
  return useQuery({
    queryKey: queryKeys.publishers.profile(userId ?? ''),
    queryFn: ({ signal }) => getPublisherProfile(signal),
    enabled: userId !== null,
    meta: { silent: true },
  });
}

/** Failures show under the form's fields (or as the form's toast), so no global toast. */
export function useRegisterPublisher() {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?._id ?? '');
  return useMutation({
    mutationFn: registerPublisher,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.publishers.profile(userId), profile),
    meta: { silent: true },
  });
}

/** The signed-in person's links on brands' ads (My offers). */
export function useMyAdLinks() {
  const userId = useSessionStore((state) => (state.token && state.user?._id ? state.user._id : null));
  return useQuery({
    queryKey: queryKeys.adLinks.mine(userId ?? ''),
    queryFn: ({ signal }) => getMyAdLinks(signal),
    enabled: userId !== null,
    meta: { silent: true },
  });
}
