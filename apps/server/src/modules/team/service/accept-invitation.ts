import type { TAcceptInvitationResponse, TTeamPermission } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { AppError, notFound } from '../../../http/errors.js';
import { getUserContact, setCurrentOrganization } from '../../auth/index.js';
import { notify } from '../../notifications/index.js';
import { addMember, getMembership, getOrganizationName, listActiveMemberIds } from '../../org/index.js';
import { hashInvitationToken } from '../invitation-token.js';
import { invitations } from '../tables.js';
import { PENDING } from './team-entry.js';

/** Where the team page lives in the web app; the "joined" notification leads there. */
const TEAM_PAGE_PATH = '/apps/team';

/**
 * Joins the signed-in user to the team of an invitation sent to their address, and makes that
 * organisation their current one. Accepting again as the same member answers the same.
 */
export async function acceptInvitation(
  deps: Pick<Deps, 'db' | 'pubsub' | 'memberships' | 'log'>,
  userId: string,
  token: string,
): Promise<TAcceptInvitationResponse> {
  const outcome = await deps.db.transaction(async (tx) => {
    // Locked so that a withdrawal or a second accept in flight waits for this one to finish.
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashInvitationToken(token)))
      .for('update');
    if (!invitation) throw notFound('Invitation');
    const user = await getUserContact(tx, userId);
    if (!user) throw new AppError('unauthorized', 'Your session has ended: please sign in again');
    if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
      throw new AppError(
        'forbidden',
        `This invitation was sent to ${invitation.email}: sign in with that address to accept it`,
      );
    }

    const orgId = invitation.orgId;
    if (invitation.status === 'accepted') {
      const already = await getMembership(tx, orgId, userId);
      if (!already) throw new AppError('unprocessable', 'This invitation has already been used');
      if (already.isActive) await setCurrentOrganization(tx, userId, orgId);
      return { orgId, joined: null };
    }
    if (invitation.status !== PENDING) {
      throw new AppError('unprocessable', 'This invitation has been withdrawn');
    }
    if (invitation.expiresAt <= new Date()) {
      throw new AppError('unprocessable', 'This invitation has expired');
    }

    // Someone already in the team keeps their place and permission: an old invitation must not
    // demote an Admin who joined another way.
    await addMember(tx, {
      orgId,
      userId,
      permission: invitation.permission as TTeamPermission,
      role: invitation.role,
      organizationName: invitation.organizationName,
      isActive: invitation.isActive,
    });
    const now = new Date();
    await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
      .where(eq(invitations.id, invitation.id));
    // Someone who joins switched off (the Admin switched the invitation off) cannot use the
    // organisation yet; making it current would make every call of their web app fail.
    if (invitation.isActive) await setCurrentOrganization(tx, userId, orgId);
    const orgName = await getOrganizationName(tx, orgId);
    return {
      orgId,
      joined: {
        name: user.name || invitation.name,
        email: user.email,
        orgName: orgName ?? '',
        permission: invitation.permission,
      },
    };
  });

  const { orgId, joined } = outcome;
  if (!joined) return { orgId };
  // The guard may have cached "not a member" from an earlier visit.
  await deps.memberships.changed(userId, orgId);
  await tellAdmins(deps, orgId, userId, joined);
  return { orgId };
}

async function tellAdmins(
  deps: Pick<Deps, 'db' | 'pubsub' | 'log'>,
  orgId: string,
  newcomerId: string,
  joined: { name: string; email: string; orgName: string; permission: string },
): Promise<void> {
  try {
    const admins = await listActiveMemberIds(deps.db, orgId, { permission: 'Admin' });
    await notify(
      deps,
      orgId,
      { userIds: admins.filter((id) => id !== newcomerId) },
      {
        message: {
          key: 'memberJoined',
          params: {
            name: joined.name,
            email: joined.email,
            org: joined.orgName,
            permission: joined.permission,
          },
        },
        path: TEAM_PAGE_PATH,
      },
    );
  } catch (err) {
    // The member has joined; a lost notification must not turn that into an error for them.
    deps.log.error({ err, orgId }, 'could not notify admins of a new member');
  }
}
