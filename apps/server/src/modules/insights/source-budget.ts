import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../http/errors.js';
import { orgOf } from '../../http/request-context.js';

/** Spends one of the organisation's fetches from the source, or throws a 429 with the wait. */
export type SourceCharge = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The charge for creator data fetched from the source on behalf of this request's organisation. */
    sourceCharge: (request: FastifyRequest) => SourceCharge;
  }
}

const HOUR_MS = 3_600_000;

/**
 * One counter per organisation for the whole app (in Redis when configured, like every limit):
 * Instagram's quota is shared by every customer, so no single organisation may spend it freely.
 * Only a fetch from the source is charged; a stored report within its day costs nothing.
 */
export const sourceBudgetPlugin = fp(async (app: FastifyInstance, { perHour }: { perHour: number }) => {
  const limiter = app.createRateLimit({
    max: perHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `social-refresh:${orgOf(request).orgId}`,
  });
  app.decorate('sourceCharge', (request: FastifyRequest) => async () => {
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
  });
});
