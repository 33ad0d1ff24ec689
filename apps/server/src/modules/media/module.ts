import type { ServerModule } from '../server-module.js';
import { mediaFileRoutes } from './file-routes.js';
import { mediaRoutes } from './routes.js';
import { LOCAL_MEDIA_PATH } from './storage/index.js';

/** The media module's routes, registered by app.ts (modules/index.ts lists every module). */
export const mediaModule: ServerModule = {
  name: 'media',
  routes: () => [
    { plugin: mediaRoutes, prefix: '/api/media' },
    // Files kept on local disk, public like a bucket's objects; S3 serves its own.
    { plugin: mediaFileRoutes, prefix: LOCAL_MEDIA_PATH, when: (config) => config.storage === 'local' },
  ],
};
