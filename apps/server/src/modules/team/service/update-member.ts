import type { TTeamMember, TUpdateTeamMemberRequest } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { updateMember } from '../../org/index.js';
import { invitations } from '../tables.js';
import {
  assertAnotherAdminRemains,
  getTeamEntryOrThrow,
  invitationToTeamMember,
  lockTeam,
  memberToTeamMember,
} from './team-entry.js';

const emailLocked = (message: string) =>
  new AppError('unprocessable', message, { errors: { email: message } });

/**
 * Changes a member's permission, role and organisation name, or a pending invitation's (its
 * name too). A member's name and email belong to their account, so only they change them.
 */
export async function updateTeamMember(
  deps: Pick<Deps, 'db' | 'memberships'>,
  orgId: string,
  callerId: string,
  input: Omit<TUpdateTeamMemberRequest, 'orgId'>,
): Promise<TTeamMember> {
  const organizationName = input.organization_name ?? null;
  const result = await deps.db.transaction(async (tx) => {
    await lockTeam(tx, orgId);
    const entry = await getTeamEntryOrThrow(tx, orgId, input.id);

    if (entry.kind === 'invitation') {
      if (entry.invitation.email.toLowerCase() !== input.email) {
        // The link went to the old address; a new address needs a new invitation and a new mail.
        throw emailLocked('To invite another address, remove this invitation and invite the new one');
      }
      const [row] = await tx
        .update(invitations)
        .set({
          name: input.name,
          permission: input.permission,
          role: input.role,
          organizationName,
          updatedAt: new Date(),
        })
        .where(and(eq(invitations.id, entry.invitation.id), eq(invitations.orgId, orgId)))
        .returning();
      if (!row) throw new AppError('internal', 'Could not update the invitation');
      return { member: invitationToTeamMember(row), changedUserId: null };
    }

    const member = entry.member;
    if (member.email.toLowerCase() !== input.email) {
      throw emailLocked('A member’s email belongs to their account and cannot be changed here');
    }
    if (input.permission !== 'Admin') await assertAnotherAdminRemains(tx, member);
    await updateMember(tx, orgId, member.userId, {
      permission: input.permission,
      role: input.role,
      organizationName,
    });
    const updated = { ...member, permission: input.permission, role: input.role, organizationName };
    return { member: memberToTeamMember(updated, callerId), changedUserId: member.userId };
  });

  if (result.changedUserId) await deps.memberships.changed(result.changedUserId, orgId);
  return result.member;
}
