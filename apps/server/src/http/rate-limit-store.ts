import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

// The plugin's stores, for the per-route limits; its package declares no types for them.
const require = createRequire(import.meta.url);
type PluginStore = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...where: unknown[]
) => FastifyRateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as PluginStore;
type RouteLimit = {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
};

/** How often an instance adds its fresh counts of the global limit to Redis and reads the sums. */
const GLOBAL_FLUSH_MS = 100;

/** A key's count in its window, and the milliseconds until the window ends. */
export type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/**
 * A key's count in its current window: the deployment's sum Redis last gave, what this instance
 * has on its way there, and what it counted since.
 */
type Counter = { window: number; known: number; sending: number; pending: number };

/**
 * The store behind @fastify/rate-limit, counting in fixed windows aligned on the clock, so every
 * instance counts a key's window under the same Redis key.
 *
 * The global limit (every request, a flood guard of hundreds a minute) is counted in memory and
 * added to Redis every GLOBAL_FLUSH_MS in one pipeline, which returns the deployment's sums: a
 * Redis round trip on every API call cost more than the rest of an authenticated read. An
 * instance's view of the others is at most that old, so a client spread over n instances gets at
 * most its rate × 0.1 s × n requests past the limit. The per-route limits (a handful an hour, on
 * sign-in codes, support requests and uninstall answers) stay exact, in the plugin's own stores.
 * Without Redis (one instance) the global count is exact too. A Redis error lets the global
 * count go on here alone until Redis answers again.
 */
export function sharedRateLimitStore(
  redis: Redis | undefined,
  prefix: string,
  defaultWindowMs: number,
  flushMs = GLOBAL_FLUSH_MS,
) {
  const counters = new LRUCache<string, Counter>({ max: 50_000 });
  const dirty = new Map<string, { counter: Counter; timeWindow: number }>();
  let timer: NodeJS.Timeout | undefined;

  const redisKey = (key: string, window: number) => `${prefix}global:${key}:${window}`;
  const counterOf = (key: string, window: number) => {
    let counter = counters.get(key);
    if (!counter || counter.window !== window) {
      counter = { window, known: 0, sending: 0, pending: 0 };
      counters.set(key, counter);
    }
    return counter;
  };

  async function flush(): Promise<void> {
    timer = undefined;
    if (!redis || dirty.size === 0) return;
    const batch = [...dirty];
    dirty.clear();
    const pipeline = redis.pipeline();
    const sent = batch.map(([key, { counter, timeWindow }]) => {
      const n = counter.pending;
      counter.pending = 0;
      counter.sending += n;
      const name = redisKey(key, counter.window);
      pipeline.incrby(name, n).pexpire(name, timeWindow * 2);
      return { counter, n };
    });
    const results = await pipeline.exec().catch(() => null);
    sent.forEach(({ counter, n }, i) => {
      const [error, total] = results?.[i * 2] ?? [new Error('no answer')];
      counter.sending -= n;
      // Lost on the way, the count still holds here (the others do not see it).
      counter.known = error ? counter.known + n : Math.max(counter.known, Number(total));
    });
  }

  return class SharedCountStore {
    /** The plugin passes the route's window (its types do not say so yet). */
    incr(key: string, callback: Callback, timeWindow = defaultWindowMs): void {
      const now = Date.now();
      const window = Math.floor(now / timeWindow);
      const ttl = (window + 1) * timeWindow - now;
      const counter = counterOf(key, window);
      counter.pending++;
      if (redis) {
        dirty.set(key, { counter, timeWindow });
        timer ??= setTimeout(flush, flushMs).unref();
      }
      callback(null, { current: counter.known + counter.sending + counter.pending, ttl });
    }

    /**
     * A route's own limit: the plugin's own stores, exact, each window starting at the client's
     * first request (the plugin passes the merged options with `routeInfo`).
     */
    child(routeOptions: object): FastifyRateLimitStore {
      const options = routeOptions as RouteLimit;
      const { method = '', url = '' } = options.routeInfo ?? {};
      return redis
        ? new RedisStore(
            options.continueExceeding,
            options.exponentialBackoff,
            redis,
            `${prefix}${method}${url}-`,
          )
        : new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
    }

    /** Sends the pending counts now (tests). */
    static flush = flush;
    static close(): void {
      if (timer) clearTimeout(timer);
      timer = undefined;
    }
  };
}
