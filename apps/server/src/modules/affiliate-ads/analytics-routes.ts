import {
  ZAdAnalyticsRequest,
  ZAdGrowth,
  ZAdLinkAnalytics,
  ZAdScriptAnalytics,
  ZEnvelope,
  ZOrgAdAnalytics,
  ZOrgAdAnalyticsRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { orgOf } from '../../http/request-context.js';
import { adReads } from './access.js';
import { getAdGrowth, getAdLinkAnalytics, getAdScriptAnalytics, getOrgAdAnalytics } from './analytics.js';

/** /api/affliate-ad/* (the spec's spelling): one ad's analytics over a range of days. */
export const adAnalyticsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['Affiliate ads'];

  app.post(
    '/ad-link-analytics',
    {
      config: adReads,
      schema: { tags, body: ZAdAnalyticsRequest, response: { 200: ZEnvelope(ZAdLinkAnalytics) } },
    },
    async (request) => {
      const { id, from, to } = request.body;
      return ok(await getAdLinkAnalytics(deps, orgOf(request).orgId, id, { from, to }));
    },
  );

  app.post(
    '/ad-script-analytics',
    {
      config: adReads,
      schema: { tags, body: ZAdAnalyticsRequest, response: { 200: ZEnvelope(ZAdScriptAnalytics) } },
    },
    async (request) => {
      const { id, from, to } = request.body;
      return ok(await getAdScriptAnalytics(deps, orgOf(request).orgId, id, { from, to }));
    },
  );

  app.post(
    '/ad-growth',
    {
      config: adReads,
      schema: { tags, body: ZAdAnalyticsRequest, response: { 200: ZEnvelope(ZAdGrowth) } },
    },
    async (request) => {
      const { id, from, to } = request.body;
      return ok(await getAdGrowth(deps, orgOf(request).orgId, id, { from, to }));
    },
  );
};

/** /api/analytics/ad-analytics: the organisation's ads together. */
export const orgAnalyticsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/ad-analytics',
    {
      config: adReads,
      schema: {
        tags: ['Analytics'],
        body: ZOrgAdAnalyticsRequest,
        response: { 200: ZEnvelope(ZOrgAdAnalytics) },
      },
    },
    async (request) => {
      const { from, to } = request.body;
      return ok(await getOrgAdAnalytics(deps, orgOf(request).orgId, { from, to }));
    },
  );
};
