import type { ServerModule } from '../server-module.js';
import { publicSharedLinkRoutes, sharedLinkRoutes } from './routes.js';

/** The shared-links module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const sharedLinksModule: ServerModule = {
  name: 'shared-links',
  routes: () => [{ plugin: sharedLinkRoutes, prefix: '/api/creator' }, { plugin: publicSharedLinkRoutes }],
};
