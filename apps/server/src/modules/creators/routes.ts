import {
  ZDeleteTrackedCreatorRequest,
  ZDeleteTrackedCreatorsRequest,
  ZDeleteTrackedCreatorsResult,
  ZEnvelope,
  ZGetTrackedCreatorsRequest,
  ZTrackCreatorRequest,
  ZTrackCreatorResult,
  ZTrackedCreatorsPage,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { orgOf } from '../../http/request-context.js';
import { deleteTrackedCreator, deleteTrackedCreators } from './service/delete-tracked.js';
import { listTrackedCreators } from './service/list-tracked.js';
import { trackCreator } from './service/track-creator.js';

const tags = ['Tracked creators'];

export const creatorRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/track-influencer',
    {
      config: requireOrg('Write', 'organization_id'),
      schema: {
        tags,
        description:
          'Analyses a handle and tracks it: one handle of the quota and one insight credit, nothing when already tracked. 422 with ZTrackLimitData when the quota or the credits ran out.',
        body: ZTrackCreatorRequest,
        response: { 200: ZEnvelope(ZTrackCreatorResult), 201: ZEnvelope(ZTrackCreatorResult) },
      },
    },
    async (request, reply) => {
      const { orgId, userId } = orgOf(request);
      const { isNew, ...result } = await trackCreator(
        deps,
        orgId,
        userId,
        request.body.handle,
        app.sourceCharge(request),
      );
      return isNew
        ? created(reply, result, `@${result.tracked.handle} is now tracked`)
        : ok(result, `@${result.tracked.handle} is already tracked`);
    },
  );

  app.post(
    '/get-tracked-influencers',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZGetTrackedCreatorsRequest, response: { 200: ZEnvelope(ZTrackedCreatorsPage) } },
    },
    async (request) => {
      const { organization_id: _org, ...query } = request.body;
      return ok(await listTrackedCreators(deps, orgOf(request).orgId, query));
    },
  );

  app.post(
    '/delete-tracked-influencer',
    {
      config: requireOrg('Write', 'organization_id'),
      schema: { tags, body: ZDeleteTrackedCreatorRequest, response: { 200: ZEnvelope(z.null()) } },
    },
    async (request) => {
      await deleteTrackedCreator(deps, orgOf(request).orgId, request.body.id);
      return ok(null, 'Creator removed from your tracked creators');
    },
  );

  app.post(
    '/delete-creator-from-influencer',
    {
      config: requireOrg('Write', 'organization_id'),
      schema: {
        tags,
        description: 'Bulk form of delete-tracked-influencer: removes the tracked creators named by ids.',
        body: ZDeleteTrackedCreatorsRequest,
        response: { 200: ZEnvelope(ZDeleteTrackedCreatorsResult) },
      },
    },
    async (request) => {
      const deleted = await deleteTrackedCreators(deps, orgOf(request).orgId, request.body.ids);
      return ok({ deleted }, `${deleted} tracked creators removed`);
    },
  );
};
