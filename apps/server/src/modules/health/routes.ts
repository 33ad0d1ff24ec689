import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { envelope } from '../../http/envelope.js';

const ZHealth = z.object({ database: z.enum(['up', 'down']), uptimeSeconds: z.number() });
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
        response: {
          200: z.object({ status: z.number(), message: z.string(), data: ZHealth }),
          503: z.unknown(),
        },
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
