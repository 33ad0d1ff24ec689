import type { ServerModule } from '../server-module.js';
import { creatorRoutes } from './routes.js';
import { refreshTrackedCreators } from './service/refresh-tracked.js';

const HOUR_MS = 3_600_000;

/** The creators module's routes and periodic job, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const creatorsModule: ServerModule = {
  name: 'creators',
  routes: () => [{ plugin: creatorRoutes, prefix: '/api/creator' }],
  jobs: () => [
    // Hourly: each pass only takes trackings not looked at for 24 h, so the work spreads out and
    // failures are retried soon.
    {
      name: 'tracked creators refresh',
      everyMs: HOUR_MS,
      run: async (deps) => {
        const outcome = await refreshTrackedCreators(deps);
        if (outcome.refreshed || outcome.failed) deps.log.info(outcome, 'tracked creators refreshed');
        return outcome;
      },
    },
  ],
};
