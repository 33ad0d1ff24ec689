import {
  ZAdLink,
  ZAdPublisher,
  ZEnvelope,
  ZGetAdPublishersRequest,
  ZGetPublicAdRequest,
  ZJoinAdRequest,
  ZMyAdLinksRequest,
  ZPublicAd,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { optionalUser, requireUser } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { adReads } from './access.js';
import { getPublicAd, joinAd, listAdPublishers, listMyLinks } from './links.js';

const tags = ['Affiliate ads'];

/** /api/affliate-ad/* for publishers (join an ad, their links) and the marketer's view of who joined. */
export const adLinkRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/get-public',
    {
      config: optionalUser(),
      schema: { tags, body: ZGetPublicAdRequest, response: { 200: ZEnvelope(ZPublicAd) } },
    },
    async (request) => ok(await getPublicAd(deps, request.body.publicId, request.auth?.userId ?? null)),
  );

  app.post(
    '/join',
    {
      config: requireUser(),
      schema: { tags, body: ZJoinAdRequest, response: { 200: ZEnvelope(ZAdLink), 201: ZEnvelope(ZAdLink) } },
    },
    async (request, reply) => {
      const { publicId, invite } = request.body;
      const { link, isNew } = await joinAd(deps, authOf(request).userId, publicId, invite);
      return isNew ? created(reply, link, 'You joined this ad') : ok(link);
    },
  );

  app.post(
    '/my-links',
    {
      config: requireUser(),
      schema: { tags, body: ZMyAdLinksRequest, response: { 200: ZEnvelope(ZAdLink.array()) } },
    },
    async (request) => ok(await listMyLinks(deps, authOf(request).userId)),
  );

  app.post(
    '/get-publishers',
    {
      config: adReads,
      schema: { tags, body: ZGetAdPublishersRequest, response: { 200: ZEnvelope(ZAdPublisher.array()) } },
    },
    async (request) => ok(await listAdPublishers(deps, orgOf(request).orgId, request.body.id)),
  );
};
