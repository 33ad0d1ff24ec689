import type { ServerModule } from '../server-module.js';
import { authRoutes } from './routes.js';

/** The auth module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const authModule: ServerModule = {
  name: 'auth',
  routes: () => [{ plugin: authRoutes, prefix: '/api/auth' }],
};
