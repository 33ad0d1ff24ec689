import {
  ZEnvelope,
  ZGetOrgRequest,
  ZMeData,
  ZOnboardingRequest,
  ZOnboardingResponseData,
  ZOrganization,
  ZSwitchOrgRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireOrg, requireUser } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { completeOnboarding } from './service/complete-onboarding.js';
import { toOrganization } from './service/my-organizations.js';
import { switchOrganization } from './service/switch-organization.js';
import { getOrganizationOrThrow } from './service.js';

const tags = ['Organisations'];

/** The spec's client reads `org` beside status and message; `data.org` keeps the envelope whole. */
const ZOnboardingAnswer = ZEnvelope(ZOnboardingResponseData).extend({ org: ZOrganization });

/** The user's organisations, under /api/auth as the spec's client calls them. */
export const orgRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
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

  // Membership is the org guard's job: `id` names the organisation like any org-scoped body field.
  app.post(
    '/get-org',
    {
      config: requireOrg('Read', 'id'),
      schema: { tags, body: ZGetOrgRequest, response: { 200: ZEnvelope(ZOrganization) } },
    },
    async (request) => ok(toOrganization(await getOrganizationOrThrow(deps, orgOf(request).orgId))),
  );

  app.post(
    '/switch-org',
    {
      config: requireOrg('Read', 'orgId'),
      schema: { tags, body: ZSwitchOrgRequest, response: { 200: ZEnvelope(ZMeData) } },
    },
    async (request) =>
      ok(
        await switchOrganization(deps, authOf(request).userId, orgOf(request).orgId),
        'Organisation switched',
      ),
  );
};
