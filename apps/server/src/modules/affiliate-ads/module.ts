import type { ServerModule } from '../server-module.js';
import { adBudgetPurpose } from './budget.js';
import { adBudgetRoutes } from './budget-routes.js';
import { adLinkRoutes } from './link-routes.js';
import { redirectRoutes } from './redirect.js';
import { affiliateAdRoutes } from './routes.js';

/** The affiliate-ads module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const affiliateAdsModule: ServerModule = {
  name: 'affiliate-ads',
  routes: () => [
    { plugin: affiliateAdRoutes, prefix: '/api/affliate-ad' },
    { plugin: adLinkRoutes, prefix: '/api/affliate-ad' },
    // Funding an ad's budget through a checkout, under the spec's /payout paths.
    { plugin: adBudgetRoutes, prefix: '/api/payout' },
    // A publisher's link, /l/<code>: public, outside /api.
    { plugin: redirectRoutes },
  ],
  paymentPurposes: () => [adBudgetPurpose],
};
