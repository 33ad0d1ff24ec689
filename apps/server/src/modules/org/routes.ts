import {
  ZEnvelope,
  ZGetOrgRequest,
  ZMeData,
  ZOrganization,
  ZSwitchOrgRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { toOrganization } from './service/my-organizations.js';
import { switchOrganization } from './service/switch-organization.js';
import { getOrganizationOrThrow } from './service.js';

const tags = ['Organisations'];

/** The user's organisations, under /api/auth as the spec's client calls them. */
export const orgRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
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
