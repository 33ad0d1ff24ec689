import {
  ZCreateLabelRequest,
  ZDeleteLabelRequest,
  ZEnvelope,
  ZGetLabelsRequest,
  ZLabel,
  ZUpdateLabelRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { orgOf } from '../../http/request-context.js';
import { createLabel, deleteLabel, listLabels, renameLabel } from './service.js';

const tags = ['Labels'];

export const labelRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/get-labels',
    {
      config: requireOrg('Read', 'orgId'),
      schema: { tags, body: ZGetLabelsRequest, response: { 200: ZEnvelope(z.array(ZLabel)) } },
    },
    async (request) => ok(await listLabels(deps, orgOf(request).orgId)),
  );

  app.post(
    '/create-label',
    {
      config: requireOrg('Write', 'orgId'),
      schema: { tags, body: ZCreateLabelRequest, response: { 201: ZEnvelope(ZLabel) } },
    },
    async (request, reply) =>
      created(reply, await createLabel(deps, orgOf(request).orgId, request.body.name), 'Label created'),
  );

  app.post(
    '/update-label',
    {
      config: requireOrg('Write', 'orgId'),
      schema: { tags, body: ZUpdateLabelRequest, response: { 200: ZEnvelope(ZLabel) } },
    },
    async (request) =>
      ok(await renameLabel(deps, orgOf(request).orgId, request.body.id, request.body.name), 'Label renamed'),
  );

  app.post(
    '/delete-label',
    {
      config: requireOrg('Write', 'orgId'),
      schema: { tags, body: ZDeleteLabelRequest, response: { 200: ZEnvelope(z.null()) } },
    },
    async (request) => {
      await deleteLabel(deps, orgOf(request).orgId, request.body.id);
      return ok(null, 'Label deleted');
    },
  );
};
