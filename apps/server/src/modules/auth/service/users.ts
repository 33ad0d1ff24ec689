import type { TMeData, TMyOrganization, TUser } from '@creatorscope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import { notFound } from '../../../http/errors.js';
import { currentOf, listMyOrganizations } from '../../org/service/my-organizations.js';
import { users } from '../tables.js';

export type UserRow = typeof users.$inferSelect;
/** The database or a transaction on it: what these helpers need of either. */
export type DbLike = Pick<Db, 'select' | 'insert' | 'update'>;

/** The part before the @, as a name for someone who gave none. */
export const nameFromEmail = (email: string): string => email.split('@')[0] ?? email;

export async function findUserByEmail(db: DbLike, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function getUserOrThrow(deps: Pick<Deps, 'db'>, userId: string): Promise<UserRow> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('User');
  return row;
}

/**
 * The account of an address whose owner just proved it (a code, or Google's email_verified):
 * found, or created with the given name and language. Either way the address is marked verified.
 * Safe against a concurrent sign-in creating the same account (the email is unique).
 */
export async function findOrCreateVerifiedUser(
  db: DbLike,
  input: { email: string; name: string; language: string },
  now = new Date(),
): Promise<UserRow> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    if (existing.emailVerifiedAt) return existing;
    const [verified] = await db
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, existing.id))
      .returning();
    return verified ?? existing;
  }
  const [created] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      name: input.name.trim().slice(0, 100) || nameFromEmail(input.email),
      language: input.language,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const raced = await findUserByEmail(db, input.email);
  if (!raced) throw notFound('User');
  return raced;
}

/** The user as the spec's client keeps it: with their current organisation's id and name. */
export const toUser = (user: UserRow, org: TMyOrganization | null): TUser => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  organization_id: org?._id ?? null,
  organization_name: org?.name ?? null,
});

export async function userView(deps: Pick<Deps, 'db'>, user: UserRow): Promise<TUser> {
  return toUser(user, currentOf(await listMyOrganizations(deps, user.id, user.currentOrgId)));
}

/** /auth/me: the user, their current organisation and all their organisations. */
export async function getMe(deps: Pick<Deps, 'db'>, userId: string): Promise<TMeData> {
  const user = await getUserOrThrow(deps, userId);
  const organizations = await listMyOrganizations(deps, user.id, user.currentOrgId);
  const org = currentOf(organizations);
  return { user: { ...toUser(user, org), language: user.language }, org, organizations };
}
