import type { ServerModule } from '../server-module.js';
import { trackingRoutes } from './routes.js';

/** The tracking module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const trackingModule: ServerModule = {
  name: 'tracking',
  // The brand sites' script, GET /t.js, and its events, POST /t/collect: public, outside /api.
  routes: () => [{ plugin: trackingRoutes }],
};
