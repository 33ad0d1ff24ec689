import type { TAdPublisher } from '@creatorscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import {
  getAdInvitations,
  invitePublishers,
  removeAdPublisher,
  revokeAdInvitation,
  setAdCoupon,
} from './api';

/** The invitations mailed for one of the organisation's ads. */
export function useAdInvitations(id: string) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.adLinks.invitations(orgId ?? '', id),
    queryFn: ({ signal }) => getAdInvitations(orgId ?? '', id, signal),
    enabled: Boolean(orgId && id),
    meta: { silent: true },
  });
}

/** Mails the addresses an invitation; the list shows them next. */
export function useInvitePublishers(id: string) {
  const orgId = useCurrentOrgId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: readonly string[]) => invitePublishers(orgId, id, emails),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adLinks.invitations(orgId, id) }),
    meta: { silent: true },
  });
}

export function useRevokeInvitation(id: string) {
  const orgId = useCurrentOrgId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeAdInvitation(orgId, id, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adLinks.invitations(orgId, id) }),
  });
}

/**
 * A change to one publisher on the ad (removed, a coupon): the row changes at once from the answer,
 * then the list is read again.
 */
function usePublisherChange<TVariables>(
  id: string,
  change: (orgId: string, variables: TVariables) => ReturnType<typeof removeAdPublisher>,
  { isSilent = false } = {},
) {
  const orgId = useCurrentOrgId() ?? '';
  const queryClient = useQueryClient();
  const key = queryKeys.adLinks.publishers(orgId, id);
  return useMutation({
    mutationFn: (variables: TVariables) => change(orgId, variables),
    onSuccess: (state) => {
      queryClient.setQueryData<TAdPublisher[]>(key, (rows) =>
        rows?.map((row) =>
          row.publisherId === state.publisherId
            ? { ...row, status: state.status, couponCode: state.couponCode }
            : row,
        ),
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
    meta: { silent: isSilent },
  });
}

export const useRemovePublisher = (id: string) =>
  usePublisherChange(id, (orgId, publisherId: string) => removeAdPublisher(orgId, id, publisherId));

/** Silent: the coupon dialog shows what went wrong under its field. */
export const useSetCoupon = (id: string) =>
  usePublisherChange(
    id,
    (orgId, { publisherId, couponCode }: { publisherId: string; couponCode: string | null }) =>
      setAdCoupon(orgId, id, publisherId, couponCode),
    { isSilent: true },
  );
