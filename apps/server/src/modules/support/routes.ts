import { createHash } from 'node:crypto';
import {
  SUPPORT_REQUESTS_PAGE_MAX,
  ZCreateSupportRequest,
  ZEnvelope,
  ZGetSupportRequestsRequest,
  ZSupportRequest,
} from '@creatorscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { optionalUser, requireUser } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { bearerToken } from '../../http/guards.js';
import { authOf } from '../../http/request-context.js';
import { createSupportRequest, listSupportRequests, type Requester } from './service.js';

const tags = ['Support'];
const HOUR_MS = 3_600_000;
/** Visitors can write to anyone's inbox through this form: a few an hour per address is plenty. */
export const VISITOR_REQUESTS_PER_HOUR = 5;
/** Signed-in users are known and answerable; the limit only stops a runaway script. */
const USER_REQUESTS_PER_HOUR = 30;

/**
 * Counted per IP for visitors and per token for signed-in users (the limit runs before the guard).
 * A made-up token buys a visitor nothing: the guard refuses it with 401 before anything is stored or sent.
 */
const supportRateLimit = {
  timeWindow: HOUR_MS,
  max: (request: FastifyRequest) =>
    bearerToken(request) ? USER_REQUESTS_PER_HOUR : VISITOR_REQUESTS_PER_HOUR,
  keyGenerator: (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token
      ? `support:user:${createHash('sha256').update(token).digest('hex')}`
      : `support:ip:${request.ip}`;
  },
};

/** The 'Contact Support' form: /api/support/*. */
export const supportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/create-request',
    {
      config: { ...optionalUser(), rateLimit: supportRateLimit },
      schema: {
        tags,
        description:
          'Public; a signed-in caller (bearer token) sends as their account, and `orgId` must be one of their organisations. Visitors must give `email` and are limited to 5 requests an hour.',
        body: ZCreateSupportRequest,
        response: { 201: ZEnvelope(ZSupportRequest) },
      },
    },
    async (request, reply) => {
      const requester: Requester = request.auth
        ? { kind: 'user', userId: request.auth.userId }
        : { kind: 'visitor' };
      const saved = await createSupportRequest(
        deps,
        requester,
        request.body,
        request.headers['accept-language'],
      );
      return created(reply, saved, `Support request ${saved.reference} sent`);
    },
  );

  app.post(
    '/get-requests',
    {
      config: requireUser(),
      schema: {
        tags,
        body: ZGetSupportRequestsRequest,
        response: { 200: ZEnvelope(z.array(ZSupportRequest)) },
      },
    },
    async (request) =>
      ok(
        await listSupportRequests(
          deps,
          authOf(request).userId,
          request.body.limit ?? SUPPORT_REQUESTS_PAGE_MAX,
        ),
      ),
  );
};
