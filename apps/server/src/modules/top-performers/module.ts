import type { ServerModule } from '../server-module.js';
import { topPerformerRoutes } from './routes.js';

/** The top-performers module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const topPerformersModule: ServerModule = {
  name: 'top-performers',
  routes: () => [{ plugin: topPerformerRoutes, prefix: '/api/top-trending' }],
};
