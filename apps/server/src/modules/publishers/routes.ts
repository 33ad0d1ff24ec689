import {
  ZEnvelope,
  ZGetPublisherProfileResponse,
  ZPublisherProfile,
  ZRegisterPublisherRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { requireUser } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { authOf } from '../../http/request-context.js';
import { getPublisherProfile, registerPublisher } from './service.js';

const tags = ['Publishers'];

/** /api/publisher/*: a person's own publisher profile (the directory and invitations come later). */
export const publisherRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/register',
    {
      config: requireUser(),
      schema: {
        tags,
        body: ZRegisterPublisherRequest,
        response: { 200: ZEnvelope(ZPublisherProfile), 201: ZEnvelope(ZPublisherProfile) },
      },
    },
    async (request, reply) => {
      const { profile, isNew } = await registerPublisher(deps, authOf(request).userId, request.body);
      const status = isNew ? 201 : 200;
      reply.code(status);
      return {
        status,
        message: isNew ? 'Publisher profile created' : 'Publisher profile saved',
        data: profile,
      };
    },
  );

  app.post(
    '/get-profile',
    {
      config: requireUser(),
      schema: {
        tags,
        body: z.object({}).optional(),
        response: { 200: ZEnvelope(ZGetPublisherProfileResponse) },
      },
    },
    async (request) => ok(await getPublisherProfile(deps, authOf(request).userId)),
  );
};
