import { releaseDueEarnings } from '../affiliate-ads/index.js';
import type { ServerModule } from '../server-module.js';
import { resumePayouts, runScheduledPayouts } from './payouts.js';
import {
  brandPayoutRoutes,
  operatorPayoutRoutes,
  payoutWebhookRoutes,
  publisherPayoutRoutes,
} from './routes.js';

/** The payouts module's routes and jobs, registered by app.ts (modules/index.ts lists every module). */
export const payoutsModule: ServerModule = {
  name: 'payouts',
  routes: () => [
    { plugin: publisherPayoutRoutes, prefix: '/api/publisher' },
    // Beside the ad funding calls (generate-token, check-status) under the spec's /payout paths.
    { plugin: brandPayoutRoutes, prefix: '/api/payout' },
    { plugin: operatorPayoutRoutes, prefix: '/api/operations' },
    { plugin: payoutWebhookRoutes, prefix: '/webhooks' },
  ],
  jobs: () => [
    {
      // Pending earnings past their ad's holding period become available (exactly once across instances).
      name: 'earnings release',
      everyMs: 10 * 60_000,
      run: (deps) => releaseDueEarnings(deps),
    },
    {
      // Payouts whose provider never answered are sent again (same key); those processing are asked about.
      name: 'payouts resume',
      everyMs: 15_000,
      firstAfterMs: 15_000,
      run: (deps) =>
        resumePayouts(deps, { olderThanMs: Math.max(10_000, deps.config.PAYOUTS_SANDBOX_SETTLE_MS) }),
    },
    {
      // PAYOUT_SCHEDULE: on a pay day, every publisher above the minimum, once per period.
      name: 'scheduled payouts',
      everyMs: 60 * 60_000,
      run: (deps) => runScheduledPayouts(deps),
    },
  ],
};
