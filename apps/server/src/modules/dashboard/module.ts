import type { ServerModule } from '../server-module.js';
import { dashboardRoutes } from './routes.js';

/** The dashboard module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  routes: () => [{ plugin: dashboardRoutes, prefix: '/api/insights' }],
};
