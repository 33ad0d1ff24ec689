import { ZEnvelope, ZHealth } from '@creatorscope/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { envelope } from '../../http/envelope.js';

const startedAt = Date.now();
const PING_TIMEOUT_MS = 2_000;
/** How long one answer of the database stands for the next probes. */
const FRESH_MS = 1_000;

/** For load balancers and the status card: 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const isDatabaseUp = databaseProbe(deps.db);
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
      const logLinesDropped = deps.logLinesDropped();
      const probe = await isDatabaseUp();
      if (probe.isUp) return envelope(200, 'OK', { database: 'up' as const, uptimeSeconds, logLinesDropped });
      request.log.warn({ err: probe.error }, 'health check failed');
      reply.code(503);
      return envelope(503, 'Database unavailable', {
        database: 'down' as const,
        uptimeSeconds,
        logLinesDropped,
      });
    },
  );
};

type Probe = { isUp: boolean; error?: unknown; at: number };

/**
 * Pings the database at most once a second however often it is polled, so that a burst of
 * health checks never queues behind (or in front of) real queries; concurrent probes share one ping.
 */
function databaseProbe(db: Db): () => Promise<Probe> {
  let last: Probe | undefined;
  let pending: Promise<Probe> | undefined;
  return async () => {
    if (last && Date.now() - last.at < FRESH_MS) return last;
    pending ??= withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS)
      .then(
        (): Probe => ({ isUp: true, at: Date.now() }),
        (error: unknown): Probe => ({ isUp: false, error, at: Date.now() }),
      )
      .then((probe) => {
        last = probe;
        pending = undefined;
        return probe;
      });
    return pending;
  };
}

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
