import {
  ZCreateRequirementRequest,
  ZEnvelope,
  ZGetRequirementRequest,
  ZGetRequirementsRequest,
  ZRequirement,
  ZRequirementResult,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { requireFeature } from '../../http/guards.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { createRequirement, getRequirementResult, listRequirements } from './service.js';

const tags = ['Top performers'];

/** /api/top-trending/*: requirements and their ranked creators. */
export const topPerformerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/create-requirement',
    {
      config: { ...requireOrg('Write', 'organization_id'), ...requireFeature('influencerDiscovery') },
      schema: { tags, body: ZCreateRequirementRequest, response: { 201: ZEnvelope(ZRequirement) } },
    },
    async (request, reply) => {
      const { organization_id: _org, ...fields } = request.body;
      return created(
        reply,
        await createRequirement(deps, orgOf(request).orgId, authOf(request).userId, fields),
        'Requirement created',
      );
    },
  );

  app.post(
    '/get-requirements',
    {
      config: { ...requireOrg('Read', 'organization_id'), ...requireFeature('influencerDiscovery') },
      schema: { tags, body: ZGetRequirementsRequest, response: { 200: ZEnvelope(z.array(ZRequirement)) } },
    },
    async (request) => ok(await listRequirements(deps, orgOf(request).orgId)),
  );

  app.post(
    '/get-requirement',
    {
      config: { ...requireOrg('Read', 'organization_id'), ...requireFeature('influencerDiscovery') },
      schema: { tags, body: ZGetRequirementRequest, response: { 200: ZEnvelope(ZRequirementResult) } },
    },
    async (request) => ok(await getRequirementResult(deps, orgOf(request).orgId, request.body.id)),
  );
};
