import { Redis } from 'ioredis';
import type { PubSub } from './pubsub.js';

/**
 * Redis pub/sub, so that every instance behind a load balancer hears of revoked sessions,
 * changed permissions and new notifications. `prefix` keeps several apps (or test runs) apart.
 */
export function createRedisPubSub(url: string, prefix: string): PubSub {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  const handlers = new Map<string, Set<(message: unknown) => void>>();

  sub.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const handler of set) handler(message);
  });

  return {
    async publish(channel, message) {
      await pub.publish(prefix + channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      const key = prefix + channel;
      let set = handlers.get(key);
      if (!set) {
        set = new Set();
        handlers.set(key, set);
        void sub.subscribe(key);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(key);
          void sub.unsubscribe(key);
        }
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
