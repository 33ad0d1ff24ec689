import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import { moveCurrentOrganization } from '../../auth/index.js';
import { deleteNotificationsOf } from '../../notifications/index.js';
import { findOtherActiveOrganization, removeMember } from '../../org/index.js';
import { invitations } from '../tables.js';
import { assertAnotherAdminRemains, getTeamEntryOrThrow, lockTeam } from './team-entry.js';

/**
 * Removes a member (themselves included) or withdraws a pending invitation. The member loses
 * access on their next request; the team is never left without an active Admin.
 */
export async function deleteTeamMember(
  deps: Pick<Deps, 'db' | 'memberships'>,
  orgId: string,
  id: string,
): Promise<{ kind: 'member' | 'invitation' }> {
  const entry = await deps.db.transaction(async (tx) => {
    await lockTeam(tx, orgId);
    const found = await getTeamEntryOrThrow(tx, orgId, id);
    if (found.kind === 'invitation') {
      // Kept as revoked rather than deleted, so the link answers "withdrawn" instead of "not found".
      await tx
        .update(invitations)
        .set({ status: 'revoked', updatedAt: new Date() })
        .where(and(eq(invitations.id, found.invitation.id), eq(invitations.orgId, orgId)));
      return found;
    }
    await assertAnotherAdminRemains(tx, found.member);
    await removeMember(tx, orgId, found.member.userId);
    // They can no longer open these, and they may say things about a team they have left.
    await deleteNotificationsOf(tx, orgId, found.member.userId);
    await moveCurrentOrgAway(tx, found.member.userId, orgId);
    return found;
  });

  if (entry.kind === 'member') await deps.memberships.changed(entry.member.userId, orgId);
  return { kind: entry.kind };
}

/** The removed member's web app must not keep opening an organisation they have left. */
async function moveCurrentOrgAway(tx: Tx, userId: string, orgId: string): Promise<void> {
  const other = await findOtherActiveOrganization(tx, userId, orgId);
  await moveCurrentOrganization(tx, userId, orgId, other);
}
