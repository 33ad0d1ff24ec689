import type { ServerModule } from '../server-module.js';
import { leadsRoutes } from './leads-routes.js';
import { trackingRoutes } from './routes.js';
import { scriptRoutes } from './script-routes.js';

/** The tracking module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const trackingModule: ServerModule = {
  name: 'tracking',
  // The brand sites' script, GET /t.js, and its events, POST /t/collect: public, outside /api.
  routes: () => [
    { plugin: trackingRoutes },
    // Conversions from a brand's own server, authenticated by an organisation API key.
    { plugin: leadsRoutes, prefix: '/api/script' },
    // What a brand's own site shows of who referred a visitor: public, any origin.
    { plugin: scriptRoutes, prefix: '/api/script' },
  ],
};
