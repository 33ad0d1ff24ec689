import {
  ZCategoryList,
  ZComparison,
  ZComparisonRequest,
  ZCreatorReport,
  ZDiscoveryPage,
  ZEnvelope,
  ZGetCategoriesRequest,
  ZGetCreatorReportRequest,
  ZGetInfTableRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { requireFeature } from '../../http/guards.js';
import { orgOf } from '../../http/request-context.js';
import { orgHasFeature } from '../entitlements/index.js';
import { listCategories } from './service/categories.js';
import { compareCreators } from './service/compare-creators.js';
import { ensureCreatorReport, forPlan } from './service/creator-report.js';
import { searchCreators } from './service/search-creators.js';

const tags = ['Insights'];

/**
 * Creator data under /api/insights. The data is shared across organisations (public profiles), but
 * the calls are for members: each names its organisation and the guard checks membership. Credits
 * and plan quotas apply where a handle is analysed on purpose (tracked creators), not here.
 */
export const insightRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/get-all-categories',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZGetCategoriesRequest, response: { 200: ZEnvelope(ZCategoryList) } },
    },
    async () => ok(await listCategories(deps)),
  );

  app.post(
    '/get-inf-table',
    {
      config: { ...requireOrg('Read', 'organization_id'), ...requireFeature('influencerDiscovery') },
      schema: { tags, body: ZGetInfTableRequest, response: { 200: ZEnvelope(ZDiscoveryPage) } },
    },
    async (request) => {
      const { organization_id: _org, ...query } = request.body;
      return ok(await searchCreators(deps, query));
    },
  );

  app.post(
    '/get-creator-report',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZGetCreatorReportRequest, response: { 200: ZEnvelope(ZCreatorReport) } },
    },
    async (request) => {
      const { orgId } = orgOf(request);
      const [report, hasPremium] = await Promise.all([
        ensureCreatorReport(deps, request.body.handle, { charge: app.sourceCharge(request) }),
        orgHasFeature(deps, orgId, 'insightsPremium'),
      ]);
      return ok(forPlan(report, hasPremium));
    },
  );

  app.post(
    '/comparision-insta-metrics',
    {
      config: { ...requireOrg('Read', 'organization_id'), ...requireFeature('insightsPremium') },
      schema: { tags, body: ZComparisonRequest, response: { 200: ZEnvelope(ZComparison) } },
    },
    async (request) => ok(await compareCreators(deps, request.body.handles, app.sourceCharge(request))),
  );
};
