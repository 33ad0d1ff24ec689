import type { ServerModule } from '../server-module.js';
import { paymentRoutes } from './routes.js';

/** The payments module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const paymentsModule: ServerModule = {
  name: 'payments',
  routes: () => [{ plugin: paymentRoutes }],
};
