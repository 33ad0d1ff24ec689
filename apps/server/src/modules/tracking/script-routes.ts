import {
  TRACK_BODY_MAX_BYTES,
  ZEnvelope,
  ZGetPublisherByIdRequest,
  ZPublicPublisherCard,
  ZReferralData,
  ZReferralDataRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { publicRoute } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { getPublisherById, getReferralData } from './script.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors reads a route's own options here (its types do not declare them). */
    cors?: { origin: string };
  }
}

const tags = ['Tracking'];
/** A visitor's page asks once or twice per view; more than this from one address is a script gone wrong. */
const SCRIPT_CALLS_PER_MINUTE = 120;

/**
 * Open to every origin: what these calls answer is public by design (a publisher's name on an ad
 * they chose to promote), they carry no credentials, and any brand's page may ask.
 */
const open = {
  ...publicRoute(),
  cors: { origin: '*' },
  rateLimit: { max: SCRIPT_CALLS_PER_MINUTE, timeWindow: 60_000 },
};

/**
 * /api/script/get-publisher-by-id and /api/script/referral-data: public calls a brand's own site
 * makes (no session) to show who referred a visitor. A page may send its JSON as text/plain (a
 * "simple" request, no preflight), as the tracker does; one that sends application/json gets its
 * preflight answered by the OPTIONS routes, which @fastify/cors answers for any origin.
 */
export const scriptRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: TRACK_BODY_MAX_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );

  for (const path of ['/get-publisher-by-id', '/referral-data']) {
    // @fastify/cors answers the preflight in its hook with this route's options; the handler never runs.
    app.options(path, { config: open, schema: { hide: true } }, async (_request, reply) =>
      reply.code(204).send(),
    );
  }

  app.post(
    '/get-publisher-by-id',
    {
      config: open,
      bodyLimit: TRACK_BODY_MAX_BYTES,
      schema: {
        tags,
        description:
          'For a brand’s own site, from any origin: a publisher on the brand’s ad (`publicId`, the data-ad of its tracking snippet) as the site may show them: name, kind, photo. 404 when they are not on that ad.',
        body: ZGetPublisherByIdRequest,
        response: { 200: ZEnvelope(ZPublicPublisherCard) },
      },
    },
    async (request) => {
      const { publicId, publisherId } = request.body;
      return ok(await getPublisherById(deps, publicId, publisherId));
    },
  );

  app.post(
    '/referral-data',
    {
      config: open,
      bodyLimit: TRACK_BODY_MAX_BYTES,
      schema: {
        tags,
        description:
          'For a brand’s own site, from any origin: the ad’s public names and, when the visitor’s click id (`cs_ref`, kept by the tracker for 30 days) or a coupon they typed names a publisher on the ad, that publisher and their coupon. A publisher’s coupon wins over a click. 404 for an unknown ad.',
        body: ZReferralDataRequest,
        response: { 200: ZEnvelope(ZReferralData) },
      },
    },
    async (request) => ok(await getReferralData(deps, request.body)),
  );
};
