import type { ServerModule } from '../server-module.js';
import { devOutboxRoutes } from './outbox-routes.js';

/** The mail module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const mailModule: ServerModule = {
  name: 'mail',
  routes: () => [
    // Lists every code sent without SMTP: development only (and only to this machine, see the routes).
    { plugin: devOutboxRoutes, when: (config) => config.DEV_OUTBOX && config.NODE_ENV !== 'production' },
  ],
};
