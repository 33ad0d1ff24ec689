import {
  ZAdPost,
  ZApproveAdPostRequest,
  ZEnvelope,
  ZGetAdPostsRequest,
  ZMyAdPostsRequest,
  ZRejectAdPostRequest,
  ZSubmitAdPostRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireUser } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { adReads, adWrites } from './access.js';
import { approveAdPost, listAdPosts, listMyAdPosts, rejectAdPost, submitAdPost } from './posts.js';

const tags = ['Affiliate ads'];

/** /api/affliate-ad/*: a publisher's paid posts on an ad, and the brand's review of them. */
export const adPostRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/submit-post',
    {
      config: requireUser(),
      schema: {
        tags,
        body: ZSubmitAdPostRequest,
        response: { 200: ZEnvelope(ZAdPost), 201: ZEnvelope(ZAdPost) },
      },
    },
    async (request, reply) => {
      const { post, isNew } = await submitAdPost(deps, authOf(request).userId, request.body);
      if (!isNew) return ok(post);
      const message =
        post.status === 'flagged'
          ? 'Post received: it has no disclosure, so the brand reviews it before it is paid'
          : 'Post verified';
      return created(reply, post, message);
    },
  );

  app.post(
    '/my-posts',
    {
      config: requireUser(),
      schema: { tags, body: ZMyAdPostsRequest, response: { 200: ZEnvelope(ZAdPost.array()) } },
    },
    async (request) => ok(await listMyAdPosts(deps, authOf(request).userId, request.body.publicId)),
  );

  app.post(
    '/get-posts',
    {
      config: adReads,
      schema: { tags, body: ZGetAdPostsRequest, response: { 200: ZEnvelope(ZAdPost.array()) } },
    },
    async (request) => ok(await listAdPosts(deps, orgOf(request).orgId, request.body.id)),
  );

  app.post(
    '/approve-post',
    {
      config: adWrites,
      schema: { tags, body: ZApproveAdPostRequest, response: { 200: ZEnvelope(ZAdPost) } },
    },
    async (request) =>
      ok(
        await approveAdPost(deps, orgOf(request).orgId, authOf(request).userId, request.body.id),
        'Post approved',
      ),
  );

  app.post(
    '/reject-post',
    {
      config: adWrites,
      schema: { tags, body: ZRejectAdPostRequest, response: { 200: ZEnvelope(ZAdPost) } },
    },
    async (request) => {
      const { id, reason } = request.body;
      return ok(
        await rejectAdPost(deps, orgOf(request).orgId, authOf(request).userId, { id, reason }),
        'Post rejected',
      );
    },
  );
};
