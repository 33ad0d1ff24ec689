import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { type AppError, tooManyRequests } from './errors.js';
import type { Counted } from './rate-limit-store.js';

/** The global rate limit's store (http/rate-limit-store.ts): every route and the light path count in it. */
export type CountStore = {
  incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow?: number): void;
};

export type GlobalLimit = { max: number; windowMs: number; store: CountStore };

/**
 * What one request's count answers, as @fastify/rate-limit answers it: its headers (flat: name,
 * value, …), and past the limit the 429. A store that failed lets the request pass uncounted
 * (skipOnError), with the headers of a first request.
 */
export function limitAnswer(
  counted: Counted | undefined,
  max: number,
): { headers: string[]; refusal?: AppError } {
  const { current, ttl } = counted ?? { current: 0, ttl: 0 };
  const exceeded = current > max;
  const headers = [
    'x-ratelimit-limit',
    String(max),
    'x-ratelimit-remaining',
    String(exceeded ? 0 : Math.max(0, max - current)),
    'x-ratelimit-reset',
    String(Math.ceil(ttl / 1000)),
  ];
  return exceeded ? { headers, refusal: tooManyRequests(ttl / 1000) } : { headers };
}

/**
 * The app-wide limit on every route that does not set one of its own (`config.rateLimit`, which
 * @fastify/rate-limit keeps), keyed by the client's address. Counted here rather than by the
 * plugin's global hook, which went through four promises and built Fastify's route options on
 * every request (~1.5 KB of the ~25 KB an organisation read allocated): the store answers at once,
 * so a request under the limit goes on in the same tick.
 */
export function globalRateLimit(app: FastifyInstance, { max, windowMs, store }: GlobalLimit): void {
  const count: onRequestHookHandler = (request, reply, done) => {
    store.incr(
      request.ip,
      (error, counted) => {
        const { headers, refusal } = limitAnswer(error ? undefined : counted, max);
        for (let i = 0; i < headers.length; i += 2) reply.header(headers[i] as string, headers[i + 1]);
        done(refusal);
      },
      windowMs,
    );
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit != null) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), count];
  });
}
