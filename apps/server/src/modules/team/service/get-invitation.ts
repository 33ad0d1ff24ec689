import type { TInvitationPreview, TTeamPermission } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { notFound } from '../../../http/errors.js';
import { getUserContact } from '../../auth/index.js';
import { getOrganizationName } from '../../org/index.js';
import { hashInvitationToken } from '../invitation-token.js';
import { invitations } from '../tables.js';

/** What the acceptance page shows before the invitee signs in; only the link's token opens it. */
export async function getInvitationPreview(
  deps: Pick<Deps, 'db'>,
  token: string,
): Promise<TInvitationPreview> {
  const [row] = await deps.db
    .select({
      email: invitations.email,
      name: invitations.name,
      permission: invitations.permission,
      role: invitations.role,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      orgId: invitations.orgId,
      invitedBy: invitations.invitedBy,
    })
    .from(invitations)
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row) throw notFound('Invitation');
  const [orgName, inviter] = await Promise.all([
    getOrganizationName(deps.db, row.orgId),
    row.invitedBy ? getUserContact(deps.db, row.invitedBy) : undefined,
  ]);
  // The invitation goes with its organisation; none means it is gone.
  if (orgName === undefined) throw notFound('Invitation');
  return {
    email: row.email,
    name: row.name,
    organization_name: orgName,
    invitedBy: inviter?.name || inviter?.email || null,
    permission: row.permission as TTeamPermission,
    role: row.role,
    state:
      row.status === 'accepted'
        ? 'accepted'
        : row.status !== 'invited'
          ? 'revoked'
          : row.expiresAt <= new Date()
            ? 'expired'
            : 'pending',
  };
}
