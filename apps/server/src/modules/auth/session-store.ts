import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type PubSub, ReadCache } from '../../adapters/pubsub/index.js';
import { type Db, preparedQuery } from '../../db/client.js';
import { sessions } from './tables.js';

type ActiveSession = { id: string; userId: string; expiresAt: Date };

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
 * Session checks run on every authenticated request, so sessions are cached in memory (an ended
 * one too, as a miss). Revocation drops the entry on every instance through pub/sub; the short TTL
 * is the safety net should a message be lost.
 */
export class SessionStore {
  private readonly cache: ReadCache<ActiveSession | null>;

  constructor(
    private readonly db: Db,
    pubsub: PubSub,
  ) {
    this.cache = new ReadCache(pubsub, REVOKED, { max: 20_000, ttlMs: 30_000 });
  }

  async getActive(sessionId: string): Promise<ActiveSession | null> {
    const session = await this.cache.get(sessionId, async () => {
      const [row] = await activeSession(this.db).execute({ id: sessionId, now: new Date().toISOString() });
      return row ?? null;
    });
    return session && session.expiresAt > new Date() ? session : null;
  }

  /** Forget these sessions here at once and on every other instance. */
  forget(ids: string[]): Promise<void> {
    return this.cache.invalidate(ids);
  }

  close(): void {
    this.cache.close();
  }
}
