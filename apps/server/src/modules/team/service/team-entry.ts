import {
  getPlan,
  PLANS,
  type TOrgPlan,
  type TTeamMember,
  type TTeamPermission,
} from '@creatorscope/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { AppError, notFound } from '../../../http/errors.js';
import {
  countActiveMembers,
  countOtherActiveAdmins,
  getMember,
  lockOrganization,
  type Member,
} from '../../org/index.js';
import { invitations } from '../tables.js';

const LAST_ADMIN_MESSAGE = 'An organisation needs at least one Admin';

/** A pending invitation holds its place in the team list until accepted, revoked or replaced. */
export const PENDING = 'invited';

/** A member with their account's name and email (the org module keeps memberships). */
type MemberRow = Member;
type InvitationRow = typeof invitations.$inferSelect;

type TeamEntry = { kind: 'member'; member: MemberRow } | { kind: 'invitation'; invitation: InvitationRow };

export const memberToTeamMember = (row: MemberRow, callerId: string): TTeamMember => ({
  id: row.userId,
  status: 'accepted',
  // An account made by Google sign-in may have no name yet; the address still says who it is.
  name: row.name || row.email,
  email: row.email,
  organization_id: row.orgId,
  organization_name: row.organizationName,
  permission: row.permission,
  role: row.role,
  isActive: row.isActive,
  isYou: row.userId === callerId,
  createdAt: row.createdAt.toISOString(),
});

export const invitationToTeamMember = (row: InvitationRow): TTeamMember => ({
  id: row.id,
  status: 'invited',
  name: row.name,
  email: row.email,
  organization_id: row.orgId,
  organization_name: row.organizationName,
  permission: row.permission as TTeamPermission,
  role: row.role,
  isActive: row.isActive,
  isYou: false,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Serialises changes to one organisation's team: two Admins demoting each other at the same
 * moment would otherwise each see the other still an Admin and leave the team with none.
 */
export async function lockTeam(tx: Tx, orgId: string): Promise<{ id: string; name: string }> {
  const org = await lockOrganization(tx, orgId);
  if (!org) throw notFound('Organisation');
  return org;
}

/**
 * A member (by user id) or a pending invitation (by its id) of this organisation only: an id
 * from another organisation is not found, whoever asks.
 */
export async function getTeamEntryOrThrow(tx: Tx, orgId: string, id: string): Promise<TeamEntry> {
  const member = await getMember(tx, orgId, id);
  if (member) return { kind: 'member', member };
  const [invitation] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.orgId, orgId), eq(invitations.id, id), eq(invitations.status, PENDING)))
    .limit(1);
  if (invitation) return { kind: 'invitation', invitation };
  throw notFound('Team member');
}

/**
 * Call before a change that takes `member` out of the active Admins (demotion, deactivation,
 * removal): refuses it when nobody else could manage the team afterwards.
 */
export async function assertAnotherAdminRemains(tx: Tx, member: MemberRow): Promise<void> {
  if (member.permission !== 'Admin' || !member.isActive) return;
  const others = await countOtherActiveAdmins(tx, member.orgId, member.userId);
  if (others === 0) throw new AppError('unprocessable', LAST_ADMIN_MESSAGE);
}

/**
 * Refuses to fill one more seat than the plan has: members and pending invitations that are
 * switched on each take one (the team list's entries, as the team page counts them). Runs under
 * lockTeam, so two Admins inviting at once cannot both take the last seat.
 */
export async function assertSeatFree(tx: Tx, orgId: string, plan: Pick<TOrgPlan, 'plan' | 'teamSeats'>) {
  if (plan.teamSeats === null) return;
  const [members, [invited]] = await Promise.all([
    countActiveMembers(tx, orgId),
    tx
      .select({ n: count() })
      .from(invitations)
      .where(
        and(eq(invitations.orgId, orgId), eq(invitations.status, PENDING), eq(invitations.isActive, true)),
      ),
  ]);
  if (members + (invited?.n ?? 0) < plan.teamSeats) return;
  const seats = plan.teamSeats;
  const requiredPlans = PLANS.filter((p) => p.teamSeats === null || p.teamSeats > seats).map((p) => p.id);
  const next = getPlan(requiredPlans[0] ?? 'custom').title;
  throw new AppError(
    'forbidden',
    `All ${seats} team seats of your plan are taken: switch someone off or upgrade to the ${next} plan`,
    { limit: 'teamSeats', seats, requiredPlans },
  );
}
