import type { ServerModule } from '../server-module.js';
import { extensionRoutes } from './routes.js';

/** The extension module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const extensionModule: ServerModule = {
  name: 'extension',
  routes: () => [{ plugin: extensionRoutes, prefix: '/api/insights' }],
};
