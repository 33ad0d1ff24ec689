import {
  ZEnvelope,
  ZExtensionStatus,
  ZExtensionUninstallAnswer,
  ZExtensionUninstallRequest,
  ZTrackExtensionRequest,
} from '@creatorscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { optionalUser, requireUser } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { authOf } from '../../http/request-context.js';
import { recordUninstallFeedback, trackExtension } from './service.js';

const tags = ['Extension'];
/**
 * Anyone may answer the uninstall form; the page also reports the uninstall each time it opens.
 * A few dozen an hour per address is plenty.
 */
export const UNINSTALL_ANSWERS_PER_HOUR = 30;

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

  app.post(
    '/extension-uninstall',
    {
      config: {
        ...optionalUser(),
        rateLimit: {
          max: UNINSTALL_ANSWERS_PER_HOUR,
          timeWindow: 3_600_000,
          keyGenerator: (request: FastifyRequest) => `extension-uninstall:${request.ip}`,
        },
      },
      // A signed-in answer also updates the user's flag. A stale token is a 401 as everywhere; the
      // page then sends the answer again as a visitor, so it is not lost.
      schema: {
        tags,
        description:
          'Open to visitors (a bearer token, when sent, must be valid and marks the user’s extension missing). Stores the answer of the page the extension opens once removed.',
        body: ZExtensionUninstallRequest,
        response: { 201: ZEnvelope(ZExtensionUninstallAnswer) },
      },
    },
    async (request, reply) => {
      const reportId = await recordUninstallFeedback(deps, request.body, request.auth?.userId ?? null);
      return created(reply, { received: true as const, reportId }, 'Thank you for telling us');
    },
  );
};
