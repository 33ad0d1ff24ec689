import type { TTeamMember } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { getOrgPlan } from '../../entitlements/index.js';
import { updateMember } from '../../org/index.js';
import { invitations } from '../tables.js';
import {
  assertAnotherAdminRemains,
  assertSeatFree,
  getTeamEntryOrThrow,
  invitationToTeamMember,
  lockTeam,
  memberToTeamMember,
} from './team-entry.js';

/**
 * Switches a member (or an invitation, which then joins switched off) on or off. An inactive
 * member is refused by the org guard from their next request, but keeps their place.
 */
export async function toggleTeamMemberStatus(
  deps: Pick<Deps, 'db' | 'memberships'>,
  orgId: string,
  callerId: string,
  id: string,
): Promise<TTeamMember> {
  const plan = await getOrgPlan(deps, orgId);
  const result = await deps.db.transaction(async (tx) => {
    await lockTeam(tx, orgId);
    const entry = await getTeamEntryOrThrow(tx, orgId, id);
    const isOn = entry.kind === 'invitation' ? entry.invitation.isActive : entry.member.isActive;
    // Switching someone back on takes a seat again.
    if (!isOn) await assertSeatFree(tx, orgId, plan);
    if (entry.kind === 'invitation') {
      const [row] = await tx
        .update(invitations)
        .set({ isActive: !entry.invitation.isActive, updatedAt: new Date() })
        .where(and(eq(invitations.id, entry.invitation.id), eq(invitations.orgId, orgId)))
        .returning();
      if (!row) throw new AppError('internal', 'Could not update the invitation');
      return { member: invitationToTeamMember(row), changedUserId: null };
    }
    const member = entry.member;
    if (member.isActive) await assertAnotherAdminRemains(tx, member);
    const isActive = !member.isActive;
    await updateMember(tx, orgId, member.userId, { isActive });
    return { member: memberToTeamMember({ ...member, isActive }, callerId), changedUserId: member.userId };
  });

  if (result.changedUserId) await deps.memberships.changed(result.changedUserId, orgId);
  return result.member;
}
