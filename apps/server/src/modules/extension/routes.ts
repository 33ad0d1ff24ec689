import { ZEnvelope, ZExtensionStatus, ZTrackExtensionRequest } from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireUser } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { authOf } from '../../http/request-context.js';
import { trackExtension } from './service.js';

const tags = ['Extension'];

/**
 * The browser extension's reports, under /api/insights as the spec's client calls them. The flag
 * belongs to the user (one browser, whichever organisation is open), so `organization` in the
 * body is accepted but not needed, and no org guard applies.
 */
export const extensionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/track-extension',
    {
      config: requireUser(),
      schema: { tags, body: ZTrackExtensionRequest, response: { 200: ZEnvelope(ZExtensionStatus) } },
    },
    async (request) =>
      ok(
        await trackExtension(deps, authOf(request).userId, request.body.isExtensionInstalled),
        'Extension status saved',
      ),
  );
};
