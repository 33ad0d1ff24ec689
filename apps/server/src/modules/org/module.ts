import type { ServerModule } from '../server-module.js';
import { orgRoutes } from './routes.js';

/** The org module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const orgModule: ServerModule = {
  name: 'org',
  routes: () => [{ plugin: orgRoutes, prefix: '/api/auth' }],
};
