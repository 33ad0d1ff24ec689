import { ZEnvelope, ZHealth } from '@creatorscope/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { envelope } from '../../http/envelope.js';

const startedAt = Date.now();
const PING_TIMEOUT_MS = 2_000;

/** For load balancers and the status card: 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        security: [],
        response: { 200: ZEnvelope(ZHealth), 503: ZEnvelope(ZHealth) },
      },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
      try {
        await withTimeout(deps.db.execute(sql`select 1`), PING_TIMEOUT_MS);
        return envelope(200, 'OK', { database: 'up' as const, uptimeSeconds });
      } catch (err) {
        request.log.warn({ err }, 'health check failed');
        reply.code(503);
        return envelope(503, 'Database unavailable', { database: 'down' as const, uptimeSeconds });
      }
    },
  );
};

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
