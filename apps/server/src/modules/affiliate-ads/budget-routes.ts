import { ZGenerateAdBudgetTokenRequest } from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { checkStatusRoute, generateCheckoutRoute } from '../payments/index.js';
import { adBudgetPurpose } from './budget.js';

/** /api/payout/generate-token and /api/payout/check-status (the spec's paths): funding an ad's budget. */
export const adBudgetRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  generateCheckoutRoute(
    app,
    deps,
    '/generate-token',
    ZGenerateAdBudgetTokenRequest,
    adBudgetPurpose,
    (body) => ({ adId: body.adId, amount: body.amount }),
    { feature: 'Affiliate' },
  );
  checkStatusRoute(app, deps, '/check-status', adBudgetPurpose, { feature: 'Affiliate' });
};
