import { ZCheckScriptInstalledRequest, ZEnvelope, ZScriptCheck } from '@creatorscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { orgOf } from '../../http/request-context.js';
import { adReads } from './access.js';
import { checkScriptInstalled } from './script-check.js';

/** Each check makes the server fetch a page: a few a minute per client is plenty for a button. */
const CHECKS_PER_MINUTE = 20;

/** /api/affliate-ad/check-script-installed: is the ad's snippet on its site, and when did it last speak. */
export const scriptCheckRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/check-script-installed',
    {
      config: {
        ...adReads,
        rateLimit: {
          max: CHECKS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `script-check:${request.ip}`,
        },
      },
      schema: {
        tags: ['Affiliate ads'],
        body: ZCheckScriptInstalledRequest,
        response: { 200: ZEnvelope(ZScriptCheck) },
      },
    },
    async (request) => ok(await checkScriptInstalled(deps, orgOf(request).orgId, request.body.id)),
  );
};
