import type { ServerModule } from '../server-module.js';
import { publisherRoutes } from './routes.js';

/** The publishers module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const publishersModule: ServerModule = {
  name: 'publishers',
  routes: () => [{ plugin: publisherRoutes, prefix: '/api/publisher' }],
};
