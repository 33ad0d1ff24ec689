import { randomUUID } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sharedRateLimitStore } from './rate-limit-store.js';

const WINDOW = 60_000;
type Store = InstanceType<ReturnType<typeof sharedRateLimitStore>>;
type Counted = { current: number; ttl: number };
/** The plugin calls a store with the route's window after the callback; its types leave it out. */
type Incr = (key: string, callback: (error: Error | null, result?: Counted) => void, window: number) => void;
const count = (store: Pick<Store, 'incr'> | FastifyRateLimitStore, key: string) =>
  new Promise<Counted>((resolve, reject) =>
    (store.incr as Incr).call(
      store,
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      WINDOW,
    ),
  );
const route = (store: Store, url: string) =>
  store.child({ routeInfo: { method: 'POST', url }, continueExceeding: false, exponentialBackoff: false });

describe('rate limit counts on one instance', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts each key in a window aligned on the clock, and starts again in the next', async () => {
    vi.useFakeTimers({ now: 10 * WINDOW + 15_000 });
    const Store = sharedRateLimitStore(undefined, 'p:', WINDOW);
    const store = new Store();
    expect(await count(store, 'a')).toEqual({ current: 1, ttl: 45_000 });
    expect((await count(store, 'a')).current).toBe(2);
    expect((await count(store, 'b')).current).toBe(1);
    vi.setSystemTime(11 * WINDOW);
    expect(await count(store, 'a')).toEqual({ current: 1, ttl: WINDOW });
  });

  it('keeps a route’s own limit apart from the global one', async () => {
    const Store = sharedRateLimitStore(undefined, 'p:', WINDOW);
    const store = new Store();
    await count(store, 'a');
    const support = route(store, '/api/support/create-support-request');
    expect((await count(support, 'a')).current).toBe(1);
    expect((await count(support, 'a')).current).toBe(2);
    expect((await count(store, 'a')).current).toBe(2);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('rate limit counts across instances sharing Redis', () => {
  const clients: Redis[] = [];
  const instance = (prefix: string) => {
    const redis = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    // Flushed by hand only, so each step knows what has been sent.
    return sharedRateLimitStore(redis, prefix, WINDOW, 3_600_000);
  };
  afterAll(async () => {
    for (const c of clients) c.disconnect();
  });

  it('adds each instance’s global counts to the deployment’s sum at every flush', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [A, B] = [instance(prefix), instance(prefix)];
    const [a, b] = [new A(), new B()];
    for (let i = 0; i < 3; i++) await count(a, 'client');
    for (let i = 0; i < 2; i++) await count(b, 'client');
    // Before a flush each knows only its own.
    expect((await count(b, 'client')).current).toBe(3);
    await A.flush();
    await B.flush();
    // B flushed after A, so it learnt A's three; A learns B's at its next flush.
    expect((await count(b, 'client')).current).toBe(7);
    expect((await count(a, 'client')).current).toBe(4);
    await A.flush();
    expect((await count(a, 'client')).current).toBe(8);
    await B.flush();
    expect((await count(b, 'client')).current).toBe(9);
    A.close();
    B.close();
  });

  it('counts a route’s own limit in Redis on every request, from the client’s first', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = [new (instance(prefix))(), new (instance(prefix))()];
    const url = '/api/support/create-support-request';
    expect(await count(route(a, url), 'client')).toEqual({ current: 1, ttl: WINDOW });
    expect((await count(route(b, url), 'client')).current).toBe(2);
    expect((await count(route(a, url), 'client')).current).toBe(3);
  });

  it('counts here alone while Redis is away; a route’s count fails, and the plugin lets it pass', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      enableOfflineQueue: false,
    });
    clients.push(redis);
    const Store = sharedRateLimitStore(redis, `test:${randomUUID()}:`, WINDOW, 3_600_000);
    const store = new Store();
    expect((await count(store, 'client')).current).toBe(1);
    await Store.flush();
    expect((await count(store, 'client')).current).toBe(2);
    // The plugin answers a store's error with skipOnError: the request passes uncounted.
    await expect(count(route(store, '/api/x'), 'client')).rejects.toThrow();
    Store.close();
  });
});
