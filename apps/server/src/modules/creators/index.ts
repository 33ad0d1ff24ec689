/** The creators module's door: what other modules may use of it. */
export { recentTrackedCreators } from './service/recent-tracked.js';
export { countTrackedCreators } from './service/tracked-quota.js';
