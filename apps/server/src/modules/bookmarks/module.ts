import type { ServerModule } from '../server-module.js';
import { bookmarkRoutes } from './routes.js';

/** The bookmarks module's routes, registered by app.ts (modules/index.ts lists every module); other modules use its index.ts. */
export const bookmarksModule: ServerModule = {
  name: 'bookmarks',
  routes: () => [{ plugin: bookmarkRoutes, prefix: '/api/bookmark' }],
};
