/** The bookmarks module's door: what other modules may use of it. */
export { countBookmarks, recentBookmarks } from './service.js';
