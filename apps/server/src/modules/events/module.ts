import type { ServerModule } from '../server-module.js';
import { maintainEvents } from './partitions.js';

/** The events floor serves no route of its own (the redirect and the tracker call its door); it keeps its tables. */
export const eventsModule: ServerModule = {
  name: 'events',
  routes: () => [],
  jobs: () => [
    // Hourly: the coming week's partitions, yesterday's salts gone, the click marks whose hour ended.
    { name: 'events upkeep', everyMs: 3_600_000, run: (deps) => maintainEvents(deps.db) },
  ],
};
