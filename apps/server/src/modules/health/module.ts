import type { ServerModule } from '../server-module.js';
import { healthRoutes } from './routes.js';

/** The health module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const healthModule: ServerModule = {
  name: 'health',
  routes: () => [{ plugin: healthRoutes }],
};
