import { createMemoryPubSub } from './memory.js';
import type { PubSub } from './pubsub.js';
import { createRedisPubSub } from './redis.js';

export type { PubSub } from './pubsub.js';

export const createPubSub = (redisUrl: string | undefined, prefix: string): PubSub =>
  redisUrl ? createRedisPubSub(redisUrl, prefix) : createMemoryPubSub();
export { ReadCache } from './read-cache.js';
