import type { ServerModule } from '../server-module.js';
import { grantFreeAllowances } from './free-allowance.js';
import { creditPackPurpose } from './payment-purpose.js';
import { creditRoutes } from './routes.js';
import { grantDuePlanMonths } from './service.js';

const HOUR_MS = 3_600_000;

/** The credits module's routes and periodic jobs, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const creditsModule: ServerModule = {
  name: 'credits',
  routes: () => [{ plugin: creditRoutes, prefix: '/api/payout' }],
  paymentPurposes: () => [creditPackPurpose],
  jobs: () => [
    // Hourly, so a Free organisation's new month of credits arrives within the hour it starts.
    { name: 'free credit allowances', everyMs: HOUR_MS, run: (deps) => grantFreeAllowances(deps) },
    // Hourly as well; readers of a balance grant a due month themselves, so this only keeps the
    // ledgers of organisations nobody opens up to date.
    { name: 'yearly plan monthly credits', everyMs: HOUR_MS, run: (deps) => grantDuePlanMonths(deps) },
  ],
};
