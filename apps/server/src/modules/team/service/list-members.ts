import type { TTeamMember } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { listMembers } from '../../org/index.js';
import { invitations } from '../tables.js';
import { invitationToTeamMember, memberToTeamMember, PENDING } from './team-entry.js';

/**
 * The team page's list: members and invitations not yet accepted (stale ones too, so an Admin
 * sees who never joined). The caller comes first, then Admins, then everyone by name.
 */
export async function listTeamMembers(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  callerId: string,
): Promise<TTeamMember[]> {
  const [members, pending] = await Promise.all([
    listMembers(deps.db, orgId),
    deps.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.orgId, orgId), eq(invitations.status, PENDING))),
  ]);
  const rows = [
    ...members.map((m) => memberToTeamMember(m, callerId)),
    ...pending.map(invitationToTeamMember),
  ];
  return rows.sort(byTeamOrder);
}

const byTeamOrder = (a: TTeamMember, b: TTeamMember): number =>
  Number(b.isYou) - Number(a.isYou) ||
  Number(b.permission === 'Admin') - Number(a.permission === 'Admin') ||
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
  a.email.localeCompare(b.email);
