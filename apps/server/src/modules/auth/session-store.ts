import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { PubSub } from '../../adapters/pubsub/index.js';
import { type Db, preparedQuery } from '../../db/client.js';
import { sessions } from './tables.js';

export type ActiveSession = { id: string; userId: string; expiresAt: Date };

const REVOKED = 'auth.session-revoked';

const activeSession = preparedQuery('active_session', (db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

/**
 * Session checks run on every authenticated request, so live sessions are cached in memory.
 * Revocation deletes the cache entry on every instance through pub/sub; the short TTL is the
 * safety net should a message be lost.
 */
export class SessionStore {
  private readonly cache = new LRUCache<string, ActiveSession>({ max: 50_000, ttl: 30_000 });
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
  ) {
    this.unsubscribe = pubsub.subscribe(REVOKED, (message) => {
      for (const id of (message as { ids: string[] }).ids ?? []) this.cache.delete(id);
    });
  }

  async getActive(sessionId: string): Promise<ActiveSession | null> {
    const cached = this.cache.get(sessionId);
    if (cached) return cached.expiresAt > new Date() ? cached : null;
    const [row] = await activeSession(this.db).execute({ id: sessionId, now: new Date().toISOString() });
    if (!row) return null;
    this.cache.set(sessionId, row);
    return row;
  }

  /** Forget these sessions here at once and on every other instance. */
  async forget(ids: string[]): Promise<void> {
    for (const id of ids) this.cache.delete(id);
    await this.pubsub.publish(REVOKED, { ids });
  }

  close(): void {
    this.unsubscribe();
    this.cache.clear();
  }
}
