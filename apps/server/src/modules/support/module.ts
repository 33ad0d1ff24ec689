import type { ServerModule } from '../server-module.js';
import { supportRoutes } from './routes.js';

/** The support module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const supportModule: ServerModule = {
  name: 'support',
  routes: () => [{ plugin: supportRoutes, prefix: '/api/support' }],
};
