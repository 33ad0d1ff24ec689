/** The shared-links module's door: what other modules may use of it. */
export { recentSharedLinks, sharedLinkTotals } from './service.js';
