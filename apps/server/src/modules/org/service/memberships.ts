import type { TTeamPermission } from '@creatorscope/contracts';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { getUserContacts } from '../../auth/index.js';
import { memberships } from '../tables.js';

/*
 * A user's place in an organisation, as the team module manages it. Every function takes the
 * database or a transaction, so a team change and its checks commit together. A write here must
 * be followed, once committed, by `deps.memberships.changed(userId, orgId)` (the guard's cache).
 */

type Reader = Pick<Db, 'select'>;
type MembershipRow = typeof memberships.$inferSelect;

type MemberRecord = Omit<MembershipRow, 'permission' | 'updatedAt'> & { permission: TTeamPermission };

/** A membership with its account's name and email, as the team list shows it. */
export type Member = MemberRecord & { name: string; email: string };

const membershipColumns = {
  orgId: memberships.orgId,
  userId: memberships.userId,
  permission: memberships.permission,
  role: memberships.role,
  organizationName: memberships.organizationName,
  isActive: memberships.isActive,
  createdAt: memberships.createdAt,
};

const asMembership = (row: Omit<MemberRecord, 'permission'> & { permission: string }): MemberRecord => ({
  ...row,
  permission: row.permission as TTeamPermission,
});

/** Joins the members to their accounts (a member always has one: the row goes with the user). */
async function withUsers(db: Reader, rows: MemberRecord[]): Promise<Member[]> {
  const users = await getUserContacts(
    db,
    rows.map((r) => r.userId),
  );
  return rows.flatMap((row) => {
    const user = users.get(row.userId);
    return user ? [{ ...row, name: user.name, email: user.email }] : [];
  });
}

export async function getMembership(
  db: Reader,
  orgId: string,
  userId: string,
): Promise<MemberRecord | undefined> {
  const [row] = await db
    .select(membershipColumns)
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
    .limit(1);
  return row && asMembership(row);
}

/** One member of the organisation with their name and email; undefined when not a member. */
export async function getMember(db: Reader, orgId: string, userId: string): Promise<Member | undefined> {
  const membership = await getMembership(db, orgId, userId);
  return membership ? (await withUsers(db, [membership]))[0] : undefined;
}

/** Every member of the organisation, switched off ones too, with their names and emails. */
export async function listMembers(db: Reader, orgId: string): Promise<Member[]> {
  const rows = await db.select(membershipColumns).from(memberships).where(eq(memberships.orgId, orgId));
  return withUsers(db, rows.map(asMembership));
}

/** The active members (only those with `permission`, when given): who a notification reaches. */
export async function listActiveMemberIds(
  db: Reader,
  orgId: string,
  filter: { permission?: TTeamPermission } = {},
): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.orgId, orgId),
        eq(memberships.isActive, true),
        filter.permission ? eq(memberships.permission, filter.permission) : undefined,
      ),
    );
  return rows.map((r) => r.userId);
}

/** Active members: the seats they take. */
export async function countActiveMembers(db: Reader, orgId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.isActive, true)));
  return row?.n ?? 0;
}

/** Active Admins other than `exceptUserId`: whether someone would still manage the team. */
export async function countOtherActiveAdmins(
  db: Reader,
  orgId: string,
  exceptUserId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.orgId, orgId),
        eq(memberships.permission, 'Admin'),
        eq(memberships.isActive, true),
        ne(memberships.userId, exceptUserId),
      ),
    );
  return row?.n ?? 0;
}

/** One of the user's other organisations where they are still active, if any. */
export async function findOtherActiveOrganization(
  db: Reader,
  userId: string,
  exceptOrgId: string,
): Promise<string | null> {
  const [other] = await db
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), ne(memberships.orgId, exceptOrgId), eq(memberships.isActive, true)),
    )
    .limit(1);
  return other?.orgId ?? null;
}

/** Adds a member; someone already in the organisation keeps their place and permission. */
export async function addMember(
  db: Pick<Db, 'insert'>,
  member: Pick<MemberRecord, 'orgId' | 'userId' | 'permission' | 'role' | 'organizationName' | 'isActive'>,
): Promise<void> {
  await db.insert(memberships).values(member).onConflictDoNothing();
}

/** Changes a member's permission, role, organisation name or status. */
export async function updateMember(
  db: Pick<Db, 'update'>,
  orgId: string,
  userId: string,
  change: Partial<Pick<MemberRecord, 'permission' | 'role' | 'organizationName' | 'isActive'>>,
): Promise<void> {
  await db
    .update(memberships)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
}

export async function removeMember(db: Pick<Db, 'delete'>, orgId: string, userId: string): Promise<void> {
  await db.delete(memberships).where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
}
