import {
  ZEnvelope,
  ZGenerateCreditsTokenRequest,
  ZTrendInsightsStats,
  ZTrendInsightsStatsRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { orgOf } from '../../http/request-context.js';
import { checkStatusRoute, generateCheckoutRoute } from '../payments/index.js';
import { creditPackPurpose } from './payment-purpose.js';
import { getCreditBalance } from './service.js';

export const creditRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/get-trend-insights-stats',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: {
        tags: ['Credits'],
        body: ZTrendInsightsStatsRequest,
        response: { 200: ZEnvelope(ZTrendInsightsStats) },
      },
    },
    async (request) => ok({ insightsCredits: await getCreditBalance(deps, orgOf(request).orgId) }),
  );

  // Credit packs, bought under the paths the spec's client calls.
  generateCheckoutRoute(
    app,
    deps,
    '/generate-insights-token',
    ZGenerateCreditsTokenRequest,
    creditPackPurpose,
    (body) => ({
      packId: body.packId,
    }),
  );
  checkStatusRoute(app, deps, '/check-insights-status', creditPackPurpose);
};
