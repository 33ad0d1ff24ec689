import type { ServerModule } from '../server-module.js';
import { insightRoutes } from './routes.js';

/** The insights module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const insightsModule: ServerModule = {
  name: 'insights',
  routes: () => [{ plugin: insightRoutes, prefix: '/api/insights' }],
};
