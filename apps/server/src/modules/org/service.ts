import { OWNER_ROLE, type TTeamPermission } from '@creatorscope/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { memberships, organizations } from './tables.js';

/** What the onboarding step records about an organisation. */
export type OrganizationProfile = Partial<
  Pick<
    typeof organizations.$inferInsert,
    'trendsRole' | 'country' | 'instagramHandle' | 'websiteUrl' | 'contactInfo' | 'rootSite'
  >
>;

/**
 * Creates an organisation with its first member, an Admin. `alongside` writes, in the same
 * transaction, what a module above org keeps per organisation: onboarding opens the credit
 * ledger there, so that org imports none of the modules (credits, payments) that depend on it.
 */
export async function createOrganization(
  deps: Pick<Deps, 'db'>,
  input: {
    name: string;
    ownerId: string;
    ownerRole?: string;
    profile?: OrganizationProfile;
    /** How many organisations the owner may have created; checked under a lock on the owner. */
    maxPerUser?: number;
  },
  alongside: (tx: Tx, orgId: string) => Promise<void>,
): Promise<{ id: string; name: string }> {
  return deps.db.transaction(async (tx) => {
    if (input.maxPerUser !== undefined) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`org-create:${input.ownerId}`}, 0))`,
      );
      const [made] = await tx
        .select({ n: count() })
        .from(organizations)
        .where(eq(organizations.createdBy, input.ownerId));
      if ((made?.n ?? 0) >= input.maxPerUser) {
        throw new AppError(
          'unprocessable',
          `You have created ${input.maxPerUser} organisations, the most one person can: ask to join a team instead`,
          { maxPerUser: input.maxPerUser },
        );
      }
    }
    const [org] = await tx
      .insert(organizations)
      .values({ ...input.profile, name: input.name, createdBy: input.ownerId })
      .returning({ id: organizations.id, name: organizations.name });
    if (!org) throw new AppError('internal', 'Could not create the organisation');
    await tx.insert(memberships).values({
      orgId: org.id,
      userId: input.ownerId,
      permission: 'Admin' satisfies TTeamPermission,
      role: input.ownerRole ?? OWNER_ROLE,
    });
    await alongside(tx, org.id);
    return org;
  });
}

export async function getOrganizationOrThrow(deps: Pick<Deps, 'db'>, orgId: string) {
  const [org] = await deps.db.select().from(organizations).where(eq(organizations.id, orgId)).limit(1);
  if (!org) throw new AppError('not_found', 'Organisation not found');
  return org;
}

/** The organisation's name; undefined when there is no such organisation. */
export async function getOrganizationName(
  db: Pick<Db, 'select'>,
  orgId: string,
): Promise<string | undefined> {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  return org?.name;
}

/**
 * Locks the organisation's row until the transaction ends, so that changes to its team are made
 * one at a time; undefined when there is no such organisation.
 */
export async function lockOrganization(
  tx: Tx,
  orgId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [org] = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for('update');
  return org;
}

/** Records the onboarding step's answers; undefined when there is no such organisation. */
export async function updateOrganizationProfile(
  db: Pick<Db, 'update'>,
  orgId: string,
  profile: OrganizationProfile,
): Promise<typeof organizations.$inferSelect | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(organizations.id, orgId))
    .returning();
  return row;
}
