import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSession, useSessionStore } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { getMe } from './api';

/**
 * /auth/me: who is signed in, in which organisation. Its answer hydrates the session store, so
 * the header and every page read the same user; asked after sign-in and on load with a token.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.me(),
    queryFn: async ({ signal }) => {
      const me = await getMe(signal);
      getSession().setMe(me);
      return me;
    },
    staleTime: 60_000,
  });

export function useMe() {
  const hasToken = useSessionStore((state) => Boolean(state.token));
  return useQuery({ ...meQueryOptions(), enabled: hasToken });
}
