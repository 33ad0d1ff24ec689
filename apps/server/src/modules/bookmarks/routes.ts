import {
  ZBookmark,
  ZBookmarkLookup,
  ZBookmarkPage,
  ZCreateBookmarkRequest,
  ZDeleteBookmarkRequest,
  ZEnvelope,
  ZGetBookmarkIdRequest,
  ZListBookmarksRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { createBookmark, deleteBookmark, findBookmarkId, listBookmarks } from './service.js';

const tags = ['Bookmarks'];
const ALL = { isInsightsOnly: false };
const INSIGHTS = { isInsightsOnly: true };

/**
 * The /bookmark calls of spec section 7. Each pair comes twice: the plain call sees every
 * bookmark of the organisation, the `-insights-` call only those saved from insights.
 * Bookmarking is unlimited on every plan (spec section 9), so nothing here counts a quota.
 */
export const bookmarkRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  for (const [suffix, scope, what] of [
    ['bookmark', ALL, 'every bookmark of the organisation'],
    ['insights-bookmark', INSIGHTS, 'bookmarks saved from insights (isInsights true)'],
  ] as const) {
    app.post(
      `/post-${suffix}`,
      {
        config: requireOrg('Write', 'organization'),
        schema: {
          tags,
          summary:
            scope === INSIGHTS
              ? 'Bookmarks a post or reel from insights (isInsights forced true); saving it again answers the existing bookmark'
              : 'Bookmarks a post or reel; saving it again answers the existing bookmark',
          body: ZCreateBookmarkRequest,
          response: { 200: ZEnvelope(ZBookmark), 201: ZEnvelope(ZBookmark) },
        },
      },
      async (request, reply) => {
        const { bookmark, isNew } = await createBookmark(
          deps,
          orgOf(request).orgId,
          authOf(request).userId,
          request.body,
          scope,
        );
        return isNew ? created(reply, bookmark, 'Bookmark saved') : ok(bookmark, 'Already bookmarked');
      },
    );

    app.post(
      `/get-${suffix}`,
      {
        config: requireOrg('Read', 'organization'),
        schema: {
          tags,
          summary: `Lists ${what}, newest first, filtered by label, type and search`,
          body: ZListBookmarksRequest,
          response: { 200: ZEnvelope(ZBookmarkPage) },
        },
      },
      async (request) => ok(await listBookmarks(deps, orgOf(request).orgId, request.body, scope)),
    );

    app.post(
      `/get-${suffix}-id`,
      {
        config: requireOrg('Read', 'organization'),
        schema: {
          tags,
          summary: `The id of the bookmark holding an instagramCode's post among ${what}, or null`,
          body: ZGetBookmarkIdRequest,
          response: { 200: ZEnvelope(ZBookmarkLookup) },
        },
      },
      async (request) =>
        ok(await findBookmarkId(deps, orgOf(request).orgId, request.body.instagramCode, scope)),
    );
  }

  app.post(
    '/delete-bookmark',
    {
      config: requireOrg('Write', 'organization'),
      schema: {
        tags,
        summary: 'Deletes a bookmark by id',
        body: ZDeleteBookmarkRequest,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await deleteBookmark(deps, orgOf(request).orgId, request.body.id);
      return ok(null, 'Bookmark removed');
    },
  );
};
