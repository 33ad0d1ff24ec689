import type { TAcceptInvitationResponse } from '@creatorscope/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import { AppError, notFound } from '../../../http/errors.js';
import { users } from '../../auth/tables.js';
import { notify } from '../../notifications/service.js';
import { invitations, memberships, organizations } from '../../org/tables.js';
import { hashInvitationToken } from '../invitation-token.js';
import { PENDING } from './team-entry.js';

/** Where the team page lives in the web app; the "joined" notification leads there. */
export const TEAM_PAGE_PATH = '/apps/team';

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
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw new AppError('unauthorized', 'Your session has ended: please sign in again');
    if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
      throw new AppError(
        'forbidden',
        `This invitation was sent to ${invitation.email}: sign in with that address to accept it`,
      );
    }

    const orgId = invitation.orgId;
    if (invitation.status === 'accepted') {
      const [already] = await tx
        .select({ isActive: memberships.isActive })
        .from(memberships)
        .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
        .limit(1);
      if (!already) throw new AppError('unprocessable', 'This invitation has already been used');
      if (already.isActive) await makeCurrent(tx, userId, orgId);
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
    await tx
      .insert(memberships)
      .values({
        orgId,
        userId,
        permission: invitation.permission,
        role: invitation.role,
        organizationName: invitation.organizationName,
        isActive: invitation.isActive,
      })
      .onConflictDoNothing();
    const now = new Date();
    await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
      .where(eq(invitations.id, invitation.id));
    // Someone who joins switched off (the Admin switched the invitation off) cannot use the
    // organisation yet; making it current would make every call of their web app fail.
    if (invitation.isActive) await makeCurrent(tx, userId, orgId);
    const [org] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, orgId))
      .limit(1);
    return {
      orgId,
      joined: {
        name: user.name || invitation.name,
        email: user.email,
        orgName: org?.name ?? '',
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

/** The web app opens the organisation just joined. */
const makeCurrent = (tx: Tx, userId: string, orgId: string) =>
  tx.update(users).set({ currentOrgId: orgId, updatedAt: new Date() }).where(eq(users.id, userId));

async function tellAdmins(
  deps: Pick<Deps, 'db' | 'pubsub' | 'log'>,
  orgId: string,
  newcomerId: string,
  joined: { name: string; email: string; orgName: string; permission: string },
): Promise<void> {
  try {
    const admins = await deps.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          eq(memberships.orgId, orgId),
          eq(memberships.permission, 'Admin'),
          eq(memberships.isActive, true),
          ne(memberships.userId, newcomerId),
        ),
      );
    await notify(
      deps,
      orgId,
      { userIds: admins.map((a) => a.userId) },
      {
        title: `${joined.name} joined your team`,
        description: `${joined.name} (${joined.email}) accepted the invitation to ${joined.orgName} with ${joined.permission} permission.`,
        path: TEAM_PAGE_PATH,
      },
    );
  } catch (err) {
    // The member has joined; a lost notification must not turn that into an error for them.
    deps.log.error({ err, orgId }, 'could not notify admins of a new member');
  }
}
