import { ZDashboardMetrics, ZDashboardMetricsRequest, ZEnvelope } from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { orgOf } from '../../http/request-context.js';
import { getDashboardMetrics } from './service.js';

const tags = ['Dashboard'];

/** /api/insights/get-insights-dashboard-metrics: the overview on `/`. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/get-insights-dashboard-metrics',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZDashboardMetricsRequest, response: { 200: ZEnvelope(ZDashboardMetrics) } },
    },
    async (request) => ok(await getDashboardMetrics(deps, orgOf(request).orgId)),
  );
};
