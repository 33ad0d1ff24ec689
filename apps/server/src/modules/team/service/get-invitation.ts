import type { TInvitationPreview, TTeamPermission } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../../deps.js';
import { notFound } from '../../../http/errors.js';
import { users } from '../../auth/tables.js';
import { invitations, organizations } from '../../org/tables.js';
import { hashInvitationToken } from '../invitation-token.js';

const inviter = alias(users, 'inviter');

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
      orgName: organizations.name,
      inviterName: inviter.name,
      inviterEmail: inviter.email,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.orgId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row) throw notFound('Invitation');
  return {
    email: row.email,
    name: row.name,
    organization_name: row.orgName,
    invitedBy: row.inviterName || row.inviterEmail || null,
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
