import {
  ZEnvelope,
  ZOnboardingRequest,
  ZOnboardingResponseData,
  ZOrganization,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireUser } from '../../http/access.js';
import { authOf } from '../../http/request-context.js';
import { completeOnboarding } from './service/complete-onboarding.js';

/** Listed with the organisation calls on the API page, as before the step had a module of its own. */
const tags = ['Organisations'];

/** The spec's client reads `org` beside status and message; `data.org` keeps the envelope whole. */
const ZOnboardingAnswer = ZEnvelope(ZOnboardingResponseData).extend({ org: ZOrganization });

/** The 'Tell Us About Yourself' step, under /api/auth as the spec's client calls it. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/add-org',
    {
      config: requireUser(),
      schema: {
        tags,
        body: ZOnboardingRequest,
        response: { 200: ZOnboardingAnswer, 201: ZOnboardingAnswer },
      },
    },
    async (request, reply) => {
      const { org, isNew } = await completeOnboarding(deps, authOf(request).userId, request.body);
      const status = isNew ? 201 : 200;
      reply.code(status);
      return { status, message: isNew ? 'Organisation created' : 'Profile saved', data: { org }, org };
    },
  );
};
