import type {
  TAddTeamMemberRequest,
  TInvitationPreview,
  TTeamMember,
  TUpdateTeamMemberRequest,
} from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* The /onboard calls: team members, invitations (spec section 7: Team). */

export function getTeamMembers(orgId: string, signal?: AbortSignal): Promise<TTeamMember[]> {
  return apiPost<TTeamMember[]>('/onboard/get-all-member', { orgId }, { signal });
}

export function addTeamMember(body: TAddTeamMemberRequest): Promise<unknown> {
  return apiPost<unknown>('/onboard/add-member', body);
}

export function updateTeamMember(body: TUpdateTeamMemberRequest): Promise<unknown> {
  return apiPost<unknown>('/onboard/update-member', body);
}

export function deleteTeamMember(body: { orgId: string; id: string }): Promise<unknown> {
  return apiPost<unknown>('/onboard/delete-member', body);
}

export function toggleTeamMemberStatus(body: { orgId: string; id: string }): Promise<unknown> {
  return apiPost<unknown>('/onboard/toggle-status', body);
}

export function getInvitation(token: string, signal?: AbortSignal): Promise<TInvitationPreview> {
  return apiPost<TInvitationPreview>('/onboard/get-invitation', { token }, { signal });
}

export function acceptInvitation(token: string): Promise<{ orgId: string }> {
  return apiPost<{ orgId: string }>('/onboard/accept-invitation', { token });
}
