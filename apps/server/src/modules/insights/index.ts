/*
 * What other modules use from insights (bookmarks, tracked creators, shared links, top performers).
 * See each function's comment; all take `deps` and never check organisation access themselves.
 * The creator index itself stays inside: other modules keep creator ids or handles and ask these functions.
 */

export {
  buildCreatorReport,
  ensureCreatorReport,
  forPlan,
  getCreatorByHandle,
  parseHandle,
  refreshCreator,
  syntheticSeedOf,
} from './service/creator-report.js';
export { getCreatorsByHandles, getCreatorsByIds } from './service/find-creators.js';
export { findPostByShortcode, listRecentPosts } from './service/find-post.js';
export { searchCreators } from './service/search-creators.js';
export { type CreatorSortField, sortCreatorsPage } from './service/sort-creators.js';
export { ensureSyntheticIndex } from './service/synthetic-index.js';
export { ensureSyntheticIndexApart } from './service/synthetic-index-apart.js';
export { findTopCreators, tierEngagementMedians } from './service/top-creators.js';
export { type SourceCharge, sourceBudgetPlugin } from './source-budget.js';
export { type CreatorRow, toCreatorSummary } from './summarize.js';
