import { z } from 'zod';
import { ZTeamPermission } from './enums.js';
import { emailField, idField, optionalBlank, textField } from './validation.js';

/* Team members of an organisation (spec sections 3, 5 and 6). */

export const TEAM_MEMBER_NAME_MIN = 3;
export const TEAM_MEMBER_NAME_MAX = 50;
export const ORGANIZATION_NAME_MAX = 100;

const orgId = idField('orgId');
const memberId = idField('id');

export const ZTeamMemberInput = z.object({
  name: textField({
    required: 'Name is required',
    min: [TEAM_MEMBER_NAME_MIN, 'Name must be at least 3 characters long.'],
    max: [TEAM_MEMBER_NAME_MAX, 'Name cannot exceed 50 characters.'],
  }),
  email: emailField({ required: 'Email is required', invalid: 'Please enter a valid email address' }),
  /** What the member may do: Read < Write < Admin. */
  permission: ZTeamPermission,
  /** The member's job in the team ('Campaign manager'); free text, unlike permission. */
  role: textField({ required: 'Role is required', max: [50, 'Role cannot exceed 50 characters.'] }),
  organization_name: optionalBlank(
    z.string().max(ORGANIZATION_NAME_MAX, 'Organization name cannot exceed 100 characters.'),
    'Organization name must be text',
  ),
});
export type TTeamMemberInput = z.infer<typeof ZTeamMemberInput>;

export const ZAddTeamMemberRequest = ZTeamMemberInput.extend({ orgId });
export type TAddTeamMemberRequest = z.infer<typeof ZAddTeamMemberRequest>;

export const ZUpdateTeamMemberRequest = ZTeamMemberInput.extend({ orgId, id: memberId });
export type TUpdateTeamMemberRequest = z.infer<typeof ZUpdateTeamMemberRequest>;

export const ZDeleteTeamMemberRequest = z.object({ orgId, id: memberId });
export type TDeleteTeamMemberRequest = z.infer<typeof ZDeleteTeamMemberRequest>;

export const ZGetTeamMembersRequest = z.object({ orgId });
export type TGetTeamMembersRequest = z.infer<typeof ZGetTeamMembersRequest>;

/** Switches a member on or off (spec section 4: toggle-status). */
export const ZToggleTeamMemberStatusRequest = z.object({ orgId, id: memberId });
export type TToggleTeamMemberStatusRequest = z.infer<typeof ZToggleTeamMemberStatusRequest>;

/**
 * A row of the team page: a member, or an invitation not yet accepted. `id` is the member's user
 * id or the invitation's id; update, delete and toggle-status take either.
 */
export const ZTeamMember = z.object({
  id: z.string(),
  /** invited: the mail is out, no account joined yet; accepted: a member. */
  status: z.enum(['invited', 'accepted']),
  name: z.string(),
  email: z.string(),
  organization_id: z.string(),
  organization_name: z.string().nullable(),
  permission: ZTeamPermission,
  /** The member's role as their team wrote it; OWNER_ROLE, unless one was given, for the creator. */
  role: z.string(),
  isActive: z.boolean(),
  /** True for the signed-in user's own row. */
  isYou: z.boolean(),
  createdAt: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** The role an organisation's creator has when none was given: the app says it in the reader's words. */
export const OWNER_ROLE = 'Owner';

/** /onboard/get-invitation (public): what the acceptance page shows before signing in. */
export const ZGetInvitationRequest = z.object({ token: z.string({ error: 'token is required' }).min(20) });
export type TGetInvitationRequest = z.infer<typeof ZGetInvitationRequest>;

export const ZInvitationPreview = z.object({
  email: z.string(),
  name: z.string(),
  organization_name: z.string(),
  invitedBy: z.string().nullable(),
  permission: ZTeamPermission,
  role: z.string(),
  /** pending | accepted | expired | revoked */
  state: z.enum(['pending', 'accepted', 'expired', 'revoked']),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/** /onboard/accept-invitation (signed in as the invited email): joins the team. */
export const ZAcceptInvitationRequest = ZGetInvitationRequest;
export type TAcceptInvitationRequest = TGetInvitationRequest;

/** What /onboard/accept-invitation answers: the organisation joined, now the user's current one. */
export const ZAcceptInvitationResponse = z.object({ orgId: z.string() });
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;

/** Whether a team entry takes one of the plan's seats: a member or a pending invitation, switched on. */
export const takesSeat = (member: Pick<TTeamMember, 'isActive'>): boolean => member.isActive;
