import type { TMyOrganization, TTeamPermission } from '@creatorscope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { type PubSub, ReadCache } from '../../adapters/pubsub/index.js';
import { type Db, preparedQuery } from '../../db/client.js';
import { listMyOrganizations } from './service/my-organizations.js';
import { memberships } from './tables.js';

export type Membership = {
  orgId: string;
  userId: string;
  permission: TTeamPermission;
  role: string;
  isActive: boolean;
};

const CHANGED = 'org.membership-changed';

const membershipOf = preparedQuery('membership_of', (db) =>
  db
    .select({
      orgId: memberships.orgId,
      userId: memberships.userId,
      permission: memberships.permission,
      role: memberships.role,
      isActive: memberships.isActive,
    })
    .from(memberships)
    .where(
      and(eq(memberships.userId, sql.placeholder('userId')), eq(memberships.orgId, sql.placeholder('orgId'))),
    )
    .limit(1),
);

/**
 * The org guard asks this on every organisation-scoped request, so answers (a "not a member" too)
 * are cached in memory. A change of permission, a deactivation or a removal invalidates the entry
 * on every instance, so it applies on the member's next request.
 */
export class MembershipStore {
  private readonly cache: ReadCache<Membership | null>;

  constructor(
    private readonly db: Db,
    pubsub: PubSub,
  ) {
    this.cache = new ReadCache(pubsub, CHANGED, { max: 20_000, ttlMs: 30_000 });
  }

  get(userId: string, orgId: string): Promise<Membership | null> {
    // A UUID may be spelt in either case (the guard passes the caller's): one key per membership, so
    // that changed(), called with the database's spelling, drops it.
    return this.cache.get(`${userId}:${orgId.toLowerCase()}`, async () => {
      const [row] = await membershipOf(this.db).execute({ userId, orgId });
      return row ? { ...row, permission: row.permission as TTeamPermission } : null;
    });
  }

  /**
   * The user's organisations, with the current one marked (not cached): how auth, which org
   * depends on, learns them for its sign-in and /auth/me answers without importing org.
   */
  listOrganizationsOf(userId: string, currentOrgId: string | null): Promise<TMyOrganization[]> {
    return listMyOrganizations({ db: this.db }, userId, currentOrgId);
  }

  /** Call after any write to a membership, once it is committed. */
  changed(userId: string, orgId: string): Promise<void> {
    return this.cache.invalidate([`${userId}:${orgId.toLowerCase()}`]);
  }

  close(): void {
    this.cache.close();
  }
}
