import type { TTeamPermission } from '@creatorscope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { PubSub } from '../../adapters/pubsub/index.js';
import { type Db, preparedQuery } from '../../db/client.js';
import { memberships } from './tables.js';

export type Membership = {
  orgId: string;
  userId: string;
  permission: TTeamPermission;
  role: string;
  isActive: boolean;
};

const CHANGED = 'org.membership-changed';
/** Stands for "not a member" in the cache, so repeated probes of a foreign org stay cheap too. */
const NONE = Symbol('none');

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
 * The org guard asks this on every organisation-scoped request. A change of permission, a
 * deactivation or a removal invalidates the entry on every instance, so it applies on the
 * member's next request.
 */
export class MembershipStore {
  private readonly cache = new LRUCache<string, Membership | typeof NONE>({ max: 100_000, ttl: 30_000 });
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
  ) {
    this.unsubscribe = pubsub.subscribe(CHANGED, (message) => {
      const { userId, orgId } = message as { userId: string; orgId: string };
      this.cache.delete(`${userId}:${orgId}`);
    });
  }

  async get(userId: string, orgId: string): Promise<Membership | null> {
    const key = `${userId}:${orgId}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached === NONE ? null : cached;
    const [row] = await membershipOf(this.db).execute({ userId, orgId });
    const membership = row ? { ...row, permission: row.permission as TTeamPermission } : null;
    this.cache.set(key, membership ?? NONE);
    return membership;
  }

  /** Call after any write to a membership. */
  async changed(userId: string, orgId: string): Promise<void> {
    this.cache.delete(`${userId}:${orgId}`);
    await this.pubsub.publish(CHANGED, { userId, orgId });
  }

  close(): void {
    this.unsubscribe();
    this.cache.clear();
  }
}
