import type { ServerModule } from '../server-module.js';
import { teamRoutes } from './routes.js';

/** The team module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const teamModule: ServerModule = {
  name: 'team',
  routes: () => [{ plugin: teamRoutes, prefix: '/api/onboard' }],
};
