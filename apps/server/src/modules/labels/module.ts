import type { ServerModule } from '../server-module.js';
import { labelRoutes } from './routes.js';

/** The labels module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const labelsModule: ServerModule = {
  name: 'labels',
  routes: () => [{ plugin: labelRoutes, prefix: '/api/label' }],
};
