import {
  ZApiKey,
  ZCreateApiKeyRequest,
  ZCreatedApiKey,
  ZEnvelope,
  ZListApiKeysRequest,
  ZRevokeApiKeyRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { createApiKey, listApiKeys, revokeApiKey } from './service.js';

const tags = ['API keys'];
const admins = requireOrg('Admin', 'orgId');

/** /api/api-keys/*: an organisation's keys for its own servers, managed by its Admins. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/create',
    {
      config: admins,
      schema: { tags, body: ZCreateApiKeyRequest, response: { 201: ZEnvelope(ZCreatedApiKey) } },
    },
    async (request, reply) => {
      const { orgId: _org, ...input } = request.body;
      return created(
        reply,
        await createApiKey(deps, orgOf(request).orgId, authOf(request).userId, input),
        'API key created',
      );
    },
  );

  app.post(
    '/list',
    {
      config: admins,
      schema: { tags, body: ZListApiKeysRequest, response: { 200: ZEnvelope(z.array(ZApiKey)) } },
    },
    async (request) => ok(await listApiKeys(deps, orgOf(request).orgId)),
  );

  app.post(
    '/revoke',
    {
      config: admins,
      schema: { tags, body: ZRevokeApiKeyRequest, response: { 200: ZEnvelope(ZApiKey) } },
    },
    async (request) => ok(await revokeApiKey(deps, orgOf(request).orgId, request.body.id), 'API key revoked'),
  );
};
