import { refreshPublisherFollowers } from '../publishers/index.js';
import type { ServerModule } from '../server-module.js';
import { publisherDirectoryRoutes } from './routes.js';

/**
 * The publisher directory: brands find publishers and ask them; publishers answer. It stands above
 * publishers and affiliate-ads (it invites to ads), so it is a module of its own: publishers is
 * below affiliate-ads. Its calls share /api/publisher with the profile's.
 */
export const publisherDirectoryModule: ServerModule = {
  name: 'publisher-directory',
  routes: () => [{ plugin: publisherDirectoryRoutes, prefix: '/api/publisher' }],
  jobs: () => [
    {
      // Profiles saved since the last pass, and counts a day old, ask the social-data source again.
      name: 'publisher-followers',
      everyMs: 5 * 60 * 1000,
      run: (deps) => refreshPublisherFollowers(deps),
    },
  ],
};
