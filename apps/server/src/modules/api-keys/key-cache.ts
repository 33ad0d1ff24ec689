import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type PubSub, ReadCache } from '../../adapters/pubsub/index.js';
import type { Deps } from '../../deps.js';
import { apiKeys } from './tables.js';

/** What a request's key is checked against, found by the hash of its secret. */
export type StoredKey = { id: string; orgId: string; scopes: readonly string[]; isRevoked: boolean };

const KEY_CHANGED = 'api-keys.key-changed';
/** last_used_at moves at most this often per key: the page shows it to the minute. */
const LAST_USED_EVERY_MS = 60_000;

type Caches = {
  /** By secret hash; an unknown hash is remembered too (as null), so guessing costs no query. */
  keys: ReadCache<StoredKey | null>;
  /** When this instance last wrote a key's last_used_at, by key id. */
  lastUsedWrites: LRUCache<string, number>;
};

/*
 * A brand's server may send thousands of conversions a minute: keys are kept in memory on each
 * instance, and a revoked key is dropped here at once and on every other instance over pub/sub
 * (revokeApiKey calls keyChanged after its commit). The TTL is the safety net should a message be
 * lost.
 */
const cachesByPubSub = new WeakMap<PubSub, Caches>();

function cachesOf(pubsub: PubSub): Caches {
  let caches = cachesByPubSub.get(pubsub);
  if (!caches) {
    caches = {
      keys: new ReadCache(pubsub, KEY_CHANGED, { max: 10_000, ttlMs: 30_000 }),
      lastUsedWrites: new LRUCache({ max: 10_000 }),
    };
    cachesByPubSub.set(pubsub, caches);
  }
  return caches;
}

export function findStoredKey(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  secretHash: string,
): Promise<StoredKey | null> {
  return cachesOf(deps.pubsub).keys.get(secretHash, async () => {
    const [row] = await deps.db
      .select({ id: apiKeys.id, orgId: apiKeys.orgId, scopes: apiKeys.scopes, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, secretHash))
      .limit(1);
    return row
      ? { id: row.id, orgId: row.orgId, scopes: row.scopes, isRevoked: row.revokedAt !== null }
      : null;
  });
}

/** Call once a change to these keys (revoked) is committed: every instance forgets them. */
export const keyChanged = (deps: Pick<Deps, 'pubsub'>, secretHashes: string[]): Promise<void> =>
  cachesOf(deps.pubsub).keys.invalidate(secretHashes);

/**
 * Marks the key used now, at most once a minute: this instance skips the write when it made one
 * within the minute, and the statement itself skips a row another instance moved within it.
 */
export async function touchKey(deps: Pick<Deps, 'db' | 'pubsub'>, keyId: string, now: Date): Promise<void> {
  const writes = cachesOf(deps.pubsub).lastUsedWrites;
  const last = writes.get(keyId);
  if (last !== undefined && now.getTime() - last < LAST_USED_EVERY_MS) return;
  writes.set(keyId, now.getTime());
  await deps.db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS))),
      ),
    );
}
