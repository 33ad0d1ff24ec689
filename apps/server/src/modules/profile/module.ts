import type { ServerModule } from '../server-module.js';
import { profileRoutes } from './routes.js';

/** The profile module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const profileModule: ServerModule = {
  name: 'profile',
  routes: () => [{ plugin: profileRoutes, prefix: '/api/profile' }],
};
