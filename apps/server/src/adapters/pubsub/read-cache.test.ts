import { describe, expect, it } from 'vitest';
import { createMemoryPubSub } from './memory.js';
import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  it('reads once, then answers from memory until the key is invalidated', async () => {
    const cache = new ReadCache<number | null>(createMemoryPubSub(), 'c', { max: 10, ttlMs: 60_000 });
    let reads = 0;
    const load = async () => (++reads === 1 ? null : reads);
    expect(await cache.get('k', load)).toBeNull();
    expect(await cache.get('k', load)).toBeNull();
    expect(reads).toBe(1);
    await cache.invalidate(['k']);
    expect(await cache.get('k', load)).toBe(2);
    expect(reads).toBe(2);
  });

  it('drops a key on another instance when the message arrives', async () => {
    const pubsub = createMemoryPubSub();
    const [here, there] = [0, 1].map(() => new ReadCache<string>(pubsub, 'c', { max: 10, ttlMs: 60_000 }));
    await there?.get('k', async () => 'old');
    await here?.invalidate(['k']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await there?.get('k', async () => 'new')).toBe('new');
  });

  it('does not keep a read that an invalidation overtook', async () => {
    const cache = new ReadCache<string>(createMemoryPubSub(), 'c', { max: 10, ttlMs: 60_000 });
    let finish: (value: string) => void = () => {};
    const slow = cache.get(
      'k',
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    // The change commits and is announced while the read that began before it is still running.
    await cache.invalidate(['k']);
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.get('k', async () => 'after the change')).toBe('after the change');
  });
});
