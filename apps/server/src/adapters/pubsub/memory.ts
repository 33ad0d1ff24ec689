import { EventEmitter } from 'node:events';
import type { PubSub } from './pubsub.js';

/** One process, no configuration: the default. */
export function createMemoryPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      // Same asynchrony as Redis, so callers cannot come to rely on synchronous delivery.
      queueMicrotask(() => emitter.emit(channel, message));
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
