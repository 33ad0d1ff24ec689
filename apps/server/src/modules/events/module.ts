import type { ServerModule } from '../server-module.js';
import { maintainEvents } from './partitions.js';

/** The events floor serves no route of its own (the redirect and the tracker call its door); it keeps its tables. */
export const eventsModule: ServerModule = {
  name: 'events',
  routes: () => [],
  jobs: () => [
    // Hourly: the coming week's partitions, the days past EVENTS_RETENTION_DAYS dropped (rollups stay),
    // yesterday's salts gone, the click marks whose hour ended.
    // The first pass right after start: a new database has no partition yet, and making the nine
    // (half a second on PGlite, which serves one query at a time) a minute in would stall the
    // requests of that moment, and leave the first minute's events in the default partition.
    {
      name: 'events upkeep',
      everyMs: 3_600_000,
      firstAfterMs: 1_000,
      run: (deps) => maintainEvents(deps.db, { retentionDays: deps.config.EVENTS_RETENTION_DAYS }),
    },
  ],
};
