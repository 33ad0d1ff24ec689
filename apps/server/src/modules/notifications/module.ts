import type { ServerModule } from '../server-module.js';
import { notificationRoutes } from './routes.js';

/** The notifications module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: () => [{ plugin: notificationRoutes, prefix: '/api/profile' }],
};
