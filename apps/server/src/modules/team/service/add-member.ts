import type { TAddTeamMemberRequest, TTeamMember } from '@creatorscope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { findUserByEmail, getUserContact } from '../../auth/index.js';
import { getOrgPlan } from '../../entitlements/index.js';
import { mailLanguage } from '../../mail/index.js';
import { getMembership } from '../../org/index.js';
import { renderInvitationMail } from '../invitation-mail.js';
import { INVITATION_TTL_MS, newInvitationToken } from '../invitation-token.js';
import { invitations } from '../tables.js';
import { assertSeatFree, invitationToTeamMember, lockTeam, PENDING } from './team-entry.js';

const conflict = (message: string) => new AppError('conflict', message, { errors: { email: message } });

/**
 * Invites someone into the team by mail. Nobody joins until the invitee accepts while signed in
 * with that address, so an Admin's typo cannot hand the team to a stranger.
 */
export async function addTeamMember(
  deps: Pick<Deps, 'db' | 'mail' | 'config' | 'log'>,
  orgId: string,
  invitedBy: string,
  input: Omit<TAddTeamMemberRequest, 'orgId'>,
): Promise<TTeamMember> {
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);

  const plan = await getOrgPlan(deps, orgId);
  const { invitation, orgName, inviterName, language } = await deps.db.transaction(async (tx) => {
    const org = await lockTeam(tx, orgId);

    const invitee = await findUserByEmail(tx, input.email);
    const member = invitee && (await getMembership(tx, orgId, invitee.id));
    if (member?.isActive) throw conflict(`${input.email} is already a member of this team`);
    if (member)
      throw conflict(`${input.email} is already in this team but switched off: switch them on instead`);

    const [pending] = await tx
      .select({ id: invitations.id, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(
        and(
          eq(invitations.orgId, orgId),
          eq(sql`lower(${invitations.email})`, input.email),
          eq(invitations.status, PENDING),
        ),
      )
      .limit(1);
    if (pending && pending.expiresAt > new Date()) {
      throw conflict(`${input.email} already has a pending invitation`);
    }
    // Inviting again after the link went stale is how an Admin resends it.
    if (pending) {
      await tx
        .update(invitations)
        .set({ status: 'revoked', updatedAt: new Date() })
        .where(eq(invitations.id, pending.id));
    }

    // After the checks above, so inviting someone already in the team still says so; a stale
    // invitation revoked just now has given its seat back.
    await assertSeatFree(tx, orgId, plan);
    const [row] = await tx
      .insert(invitations)
      .values({
        orgId,
        email: input.email,
        name: input.name,
        role: input.role,
        permission: input.permission,
        organizationName: input.organization_name ?? null,
        tokenHash,
        invitedBy,
        expiresAt,
      })
      .returning();
    if (!row) throw new AppError('internal', 'Could not create the invitation');
    const inviter = await getUserContact(tx, invitedBy);
    return {
      invitation: row,
      orgName: org.name,
      inviterName: inviter?.name || inviter?.email || 'A teammate',
      // The invitee's own choice when they have an account; else the team's, as its inviter reads it.
      language: mailLanguage(invitee?.language ?? inviter?.language, undefined),
    };
  });

  const acceptUrl = `${deps.config.publicUrl}/invitations/accept?token=${encodeURIComponent(token)}`;
  try {
    await deps.mail.send(
      renderInvitationMail({
        to: invitation.email,
        inviteeName: invitation.name,
        inviterName,
        organizationName: orgName,
        permission: input.permission,
        role: invitation.role,
        acceptUrl,
        expiresAt,
        language,
      }),
    );
  } catch (err) {
    // An invitation nobody received would block inviting that address again for a week.
    deps.log.error({ err, invitationId: invitation.id }, 'invitation mail could not be sent');
    await deps.db.delete(invitations).where(eq(invitations.id, invitation.id));
    throw new AppError('unavailable', 'The invitation mail could not be sent: please try again');
  }
  return invitationToTeamMember(invitation);
}
