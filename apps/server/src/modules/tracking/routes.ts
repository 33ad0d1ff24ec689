import { TRACK_BODY_MAX_BYTES, ZTrackEvent } from '@creatorscope/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { recordTrackedEvent } from './collect.js';
import { readTrackerScript } from './script-file.js';

/** One day fresh, a week more while it revalidates: the URL never changes, the ETag does. */
const SCRIPT_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const matchesEtag = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

/**
 * GET /t.js, the script brands put on their sites, and POST /t/collect, its events. Both public,
 * outside /api: a brand's page loads the script from our origin and sends its events back to it.
 */
export const trackingRoutes: FastifyPluginAsync<{ deps: Deps }> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  // The script sends its events as text/plain (a "simple" request: no CORS preflight) holding
  // JSON. In this plugin only, such a body is parsed as JSON, with Fastify's own JSON errors.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: TRACK_BODY_MAX_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.get('/t.js', { schema: { hide: true } }, async (request, reply) => {
    const script = readTrackerScript();
    reply.type('text/javascript; charset=utf-8');
    if (!script) {
      request.log.error('the tracking script is not built: run npm run build');
      return reply.code(404).header('cache-control', 'no-store').send('/* not built */');
    }
    // Loaded by other sites' pages: helmet's same-origin resource policy would have browsers refuse it.
    reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .header('cache-control', SCRIPT_CACHE)
      .header('etag', script.etag);
    if (matchesEtag(request.headers['if-none-match'], script.etag)) return reply.code(304).send();
    return reply.send(script.body);
  });

  app.post(
    '/t/collect',
    { bodyLimit: TRACK_BODY_MAX_BYTES, schema: { hide: true, body: ZTrackEvent } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await recordTrackedEvent(deps, request.body, {
        origin: request.headers.origin,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        method: request.method,
        // Once the origin is the ad's site, the browser may read the answer (errors included).
        allowOrigin: (origin) => reply.header('access-control-allow-origin', origin).header('vary', 'origin'),
      });
      return reply.code(202).send();
    },
  );
};
