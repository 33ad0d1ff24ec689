import type { TMeData, TMyOrganization, TUser } from '@creatorscope/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isOperatorEmail } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import { notFound } from '../../../http/errors.js';
import { users } from '../tables.js';

export type UserRow = typeof users.$inferSelect;
/** The database or a transaction on it: what these helpers need of either. */
type DbLike = Pick<Db, 'select' | 'insert' | 'update'>;

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
const toUser = (user: UserRow, org: TMyOrganization | null): TUser => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  organization_id: org?._id ?? null,
  organization_name: org?.name ?? null,
});

const currentOf = (organizationsOfUser: TMyOrganization[]): TMyOrganization | null =>
  organizationsOfUser.find((o) => o.isCurrent) ?? null;

/**
 * The signed-in user's answer. Their organisations come from the org module, which depends on
 * auth for its users: auth asks org's membership store, handed to every module through Deps,
 * rather than importing org back.
 */
export async function userView(deps: Pick<Deps, 'memberships'>, user: UserRow): Promise<TUser> {
  return toUser(user, currentOf(await deps.memberships.listOrganizationsOf(user.id, user.currentOrgId)));
}

/** /auth/me: the user, their current organisation and all their organisations. */
export async function getMe(
  deps: Pick<Deps, 'db' | 'memberships' | 'config'>,
  userId: string,
): Promise<TMeData> {
  const user = await getUserOrThrow(deps, userId);
  const organizations = await deps.memberships.listOrganizationsOf(user.id, user.currentOrgId);
  const org = currentOf(organizations);
  return {
    user: { ...toUser(user, org), language: user.language },
    org,
    organizations,
    isOperator: isOperatorEmail(deps.config, user.email),
  };
}

/** What other modules show of a person: who they are and the language to write to them in. */
type UserContact = { id: string; name: string; email: string; language: string };

const contactColumns = { id: users.id, name: users.name, email: users.email, language: users.language };

/** One user's name, email and language; undefined when there is no such user. */
export async function getUserContact(
  db: Pick<Db, 'select'>,
  userId: string,
): Promise<UserContact | undefined> {
  const [row] = await db.select(contactColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The email of a user, or null when there is no such user. */
export async function getUserEmail(db: Pick<Db, 'select'>, userId: string): Promise<string | null> {
  return (await getUserContact(db, userId))?.email ?? null;
}

/** Many users at once (a team list), keyed by id; unknown ids are left out. */
export async function getUserContacts(
  db: Pick<Db, 'select'>,
  userIds: readonly string[],
): Promise<Map<string, UserContact>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(contactColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Makes an organisation the one the user's web app opens (the caller has checked membership). */
export async function setCurrentOrganization(
  db: Pick<Db, 'update'>,
  userId: string,
  orgId: string,
): Promise<void> {
  await db.update(users).set({ currentOrgId: orgId, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Points the user elsewhere (or nowhere) only if `from` is still their current organisation. */
export async function moveCurrentOrganization(
  db: Pick<Db, 'update'>,
  userId: string,
  from: string,
  to: string | null,
): Promise<void> {
  await db
    .update(users)
    .set({ currentOrgId: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.currentOrgId, from)));
}

/** The user's own name and language (when given); undefined when there is no such user. */
export async function updateUserProfile(
  db: Pick<Db, 'update'>,
  userId: string,
  input: { name: string; language?: string | undefined },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ name: input.name, ...(input.language ? { language: input.language } : {}), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Records a report of the browser extension: installed starts `extensionInstalledAt` (kept if it
 * had started), missing clears it; either way the report is timed. Answers the install time, or
 * undefined when there is no such user.
 */
export async function recordExtensionReport(
  db: Pick<Db, 'update'>,
  userId: string,
  isExtensionInstalled: boolean,
  now: Date,
): Promise<{ installedAt: Date | null } | undefined> {
  const [row] = await db
    .update(users)
    .set({
      extensionInstalledAt: isExtensionInstalled
        ? sql`coalesce(${users.extensionInstalledAt}, ${now.toISOString()}::timestamptz)`
        : null,
      extensionReportedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ installedAt: users.extensionInstalledAt });
  return row;
}
