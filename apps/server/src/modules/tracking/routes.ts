import { TRACK_BODY_MAX_BYTES, ZTrackEvent } from '@creatorscope/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.js';
import type { LightCall } from '../../http/light-path.js';
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
export const trackingRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
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

  app.lightPath.route(app, {
    method: 'POST',
    url: '/t/collect',
    handler: (call) => answerCollect(deps, call),
  });
};

/**
 * POST /t/collect on the light path (http/light-path.ts). The script sends its events as
 * text/plain (a "simple" request: no CORS preflight) holding JSON; application/json is taken too.
 * The body is read up to TRACK_BODY_MAX_BYTES and checked against the contract; the answer is 202
 * once the event is committed, readable by the ad's own site (and by nobody else's).
 */
export async function answerCollect(deps: Deps, call: LightCall): Promise<void> {
  const read = await call.readJson(TRACK_BODY_MAX_BYTES);
  if (!read) return;
  const event = call.validate(ZTrackEvent, read.body);
  if (!event) return;
  const { headers } = call.req;
  // Its refusals (404, 403, 400) are thrown as AppErrors: the light path answers them as the API would.
  await recordTrackedEvent(deps, event, {
    origin: headers.origin,
    ip: call.ip,
    userAgent: headers['user-agent'] ?? null,
    method: call.method,
    // Once the origin is the ad's site, the browser may read the answer (errors included).
    allowOrigin: (origin) => call.allowOrigin(origin),
  });
  call.send(202);
}
