import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ZCreateSharedLinkRequest,
  ZEnvelope,
  ZGetSharedLinksRequest,
  ZRevokeSharedLinkRequest,
  ZSharedLink,
  ZSharedReport,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { optionalUser, requireOrg } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { createSharedLink, listSharedLinks, openSharedReport, revokeSharedLink } from './service.js';

const tags = ['Shared links'];

/** /api/creator/*: the organisation's links. */
export const sharedLinkRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/get-link-shared-influencers',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZGetSharedLinksRequest, response: { 200: ZEnvelope(z.array(ZSharedLink)) } },
    },
    async (request) => ok(await listSharedLinks(deps, orgOf(request).orgId)),
  );

  app.post(
    '/create-shared-link',
    {
      config: requireOrg('Write', 'organization_id'),
      schema: { tags, body: ZCreateSharedLinkRequest, response: { 201: ZEnvelope(ZSharedLink) } },
    },
    async (request, reply) =>
      created(
        reply,
        await createSharedLink(
          deps,
          orgOf(request).orgId,
          authOf(request).userId,
          request.body,
          app.sourceCharge(request),
        ),
        'Link created',
      ),
  );

  app.post(
    '/revoke-shared-link',
    {
      config: requireOrg('Write', 'organization_id'),
      schema: { tags, body: ZRevokeSharedLinkRequest, response: { 200: ZEnvelope(ZSharedLink) } },
    },
    async (request) =>
      ok(await revokeSharedLink(deps, orgOf(request).orgId, request.body.id), 'Link revoked'),
  );
};

const slugParams = z.object({ slug: z.string().min(1).max(64) });

/**
 * Outside /api: the public report (`GET /share/<slug>`, JSON) and the page that shows it
 * (`GET /r/<slug>`, the SPA's index.html marked noindex so shared reports stay out of search).
 */
export const publicSharedLinkRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/share/:slug',
    {
      // The viewer, when signed in, is known so that the owners' own views are not counted.
      config: optionalUser(),
      schema: { tags, params: slugParams, response: { 200: ZEnvelope(ZSharedReport) } },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
      return ok(await openSharedReport(deps, request.params.slug, request.auth?.userId ?? null));
    },
  );

  const indexPath = join(deps.config.WEB_DIST, 'index.html');
  if (!existsSync(indexPath)) return;
  const html = readFileSync(indexPath, 'utf8');
  app.get('/r/:slug', { schema: { hide: true, params: slugParams } }, async (_request, reply) =>
    reply
      .header('x-robots-tag', 'noindex, nofollow')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html),
  );
};
