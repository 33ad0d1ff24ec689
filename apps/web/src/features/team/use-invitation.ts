import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSession } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { switchOrg } from '../auth';
import { acceptInvitation, getInvitation } from './api';

/** The invitation behind a link; public, so it shows before signing in. */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: queryKeys.team.invitation(token ?? ''),
    queryFn: ({ signal }) => getInvitation(token ?? '', signal),
    enabled: Boolean(token),
    meta: { silent: true },
  });
}

/** Joins the team, then makes that organisation the current one and refetches everything. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const { orgId } = await acceptInvitation(token);
      return switchOrg(orgId);
    },
    onSuccess: async (me) => {
      getSession().setMe(me);
      queryClient.setQueryData(queryKeys.auth.me(), me);
      await queryClient.invalidateQueries();
    },
  });
}
