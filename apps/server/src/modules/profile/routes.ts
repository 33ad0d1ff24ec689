import { ZEnvelope, ZMeData, ZUpdateProfileRequest } from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireUser } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { authOf } from '../../http/request-context.js';
import { updateProfile } from './service.js';

const tags = ['Profile'];

/** /api/profile/update. (The notification calls under /api/profile live in the notifications module.) */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/update',
    {
      config: requireUser(),
      schema: { tags, body: ZUpdateProfileRequest, response: { 200: ZEnvelope(ZMeData.shape.user) } },
    },
    async (request) => ok(await updateProfile(deps, authOf(request).userId, request.body), 'Profile updated'),
  );
};
