import type { ServerModule } from '../server-module.js';
import { apiKeyRoutes } from './routes.js';

/** The api-keys module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const apiKeysModule: ServerModule = {
  name: 'api-keys',
  routes: () => [{ plugin: apiKeyRoutes, prefix: '/api/api-keys' }],
};
