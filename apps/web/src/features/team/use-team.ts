import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import {
  addTeamMember,
  deleteTeamMember,
  getTeamMembers,
  toggleTeamMemberStatus,
  updateTeamMember,
} from './api';

/** Members and pending invitations of the current organisation. */
export function useTeamMembers() {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.team.members(orgId ?? ''),
    queryFn: ({ signal }) => (orgId ? getTeamMembers(orgId, signal) : Promise.resolve([])),
    enabled: Boolean(orgId),
    // The page shows a failure in place, with a retry button.
    meta: { silent: true },
  });
}

function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all });
}

/** Invite and edit report failures under their fields, so their toasts are the dialogs' business. */
export function useAddTeamMember() {
  const onSuccess = useInvalidateTeam();
  return useMutation({ mutationFn: addTeamMember, onSuccess, meta: { silent: true } });
}

export function useUpdateTeamMember() {
  const onSuccess = useInvalidateTeam();
  return useMutation({ mutationFn: updateTeamMember, onSuccess, meta: { silent: true } });
}

export function useDeleteTeamMember() {
  const onSuccess = useInvalidateTeam();
  return useMutation({ mutationFn: deleteTeamMember, onSuccess });
}

export function useToggleTeamMemberStatus() {
  const onSuccess = useInvalidateTeam();
  return useMutation({ mutationFn: toggleTeamMemberStatus, onSuccess });
}
