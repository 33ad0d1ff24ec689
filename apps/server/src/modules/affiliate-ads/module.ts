import type { ServerModule } from '../server-module.js';
import { adPublisherRoutes } from './ad-publisher-routes.js';
import { adAnalyticsRoutes, orgAnalyticsRoutes } from './analytics-routes.js';
import { adBudgetPurpose } from './budget.js';
import { adBudgetReturnRoutes } from './budget-return-routes.js';
import { adBudgetRoutes } from './budget-routes.js';
import { payEarnings } from './earnings.js';
import { adEventLogRoutes } from './event-log-routes.js';
import { adLinkRoutes } from './link-routes.js';
import { adPostRoutes } from './post-routes.js';
import { redirectRoutes } from './redirect.js';
import { adReportRoutes, reportPublisherRoutes } from './report-routes.js';
import { affiliateAdRoutes } from './routes.js';
import { scriptCheckRoutes } from './script-check-routes.js';

/** The affiliate-ads module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const affiliateAdsModule: ServerModule = {
  name: 'affiliate-ads',
  routes: () => [
    { plugin: affiliateAdRoutes, prefix: '/api/affliate-ad' },
    { plugin: adLinkRoutes, prefix: '/api/affliate-ad' },
    { plugin: scriptCheckRoutes, prefix: '/api/affliate-ad' },
    { plugin: adReportRoutes, prefix: '/api/affliate-ad' },
    { plugin: reportPublisherRoutes, prefix: '/api/script' },
    { plugin: adPublisherRoutes, prefix: '/api/affliate-ad' },
    { plugin: adAnalyticsRoutes, prefix: '/api/affliate-ad' },
    { plugin: adEventLogRoutes, prefix: '/api/affliate-ad' },
    { plugin: adPostRoutes, prefix: '/api/affliate-ad' },
    // The organisation's ads together, under the spec's /analytics path.
    { plugin: orgAnalyticsRoutes, prefix: '/api/analytics' },
    // Funding an ad's budget through a checkout, under the spec's /payout paths.
    { plugin: adBudgetRoutes, prefix: '/api/payout' },
    // Returning what is left of an ended ad's budget to the brand's card.
    { plugin: adBudgetReturnRoutes, prefix: '/api/affliate-ad' },
    // A publisher's link, /l/<code>: public, outside /api.
    { plugin: redirectRoutes },
  ],
  paymentPurposes: () => [adBudgetPurpose],
  jobs: () => [
    {
      // Publishers are paid for what the events writer counted: at once when a batch queued some
      // (its nudge), and every few seconds for what another instance queued and could not pay.
      name: 'ad earnings',
      everyMs: 10_000,
      firstAfterMs: 1_000,
      run: (deps) => payEarnings(deps),
      wakeOn: (deps, wake) => deps.events.onFeed(wake),
    },
  ],
};
