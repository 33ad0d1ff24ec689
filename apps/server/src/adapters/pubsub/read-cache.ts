import { LRUCache } from 'lru-cache';
import type { PubSub } from './pubsub.js';

type Options = {
  /** Entries kept at most; the least recently read go first. */
  max: number;
  /** The safety net should an invalidation message be lost. */
  ttlMs: number;
};

/**
 * A database read kept in memory on each instance, and dropped on every instance when what it
 * read changes: the writer calls `invalidate` after its change is committed, which drops the keys
 * here at once and elsewhere when the pub/sub message arrives. A read that was in flight while any
 * invalidation arrived is answered but not kept, as it may predate the change.
 */
export class ReadCache<V> {
  private readonly entries: LRUCache<string, { value: V }>;
  private readonly unsubscribe: () => void;
  /** Counts the invalidations heard, so a read can tell whether one arrived while it ran. */
  private epoch = 0;

  constructor(
    private readonly pubsub: PubSub,
    private readonly channel: string,
    { max, ttlMs }: Options,
  ) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
    this.unsubscribe = pubsub.subscribe(channel, (message) => {
      this.drop((message as { keys?: string[] }).keys ?? []);
    });
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    const epoch = this.epoch;
    const value = await load();
    if (epoch === this.epoch) this.entries.set(key, { value });
    return value;
  }

  /** Call once the change is committed. */
  async invalidate(keys: string[]): Promise<void> {
    this.drop(keys);
    await this.pubsub.publish(this.channel, { keys });
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }

  private drop(keys: string[]): void {
    this.epoch++;
    for (const key of keys) this.entries.delete(key);
  }
}
