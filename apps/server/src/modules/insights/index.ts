/*
 * What other modules use from insights (bookmarks, tracked creators, shared links, top performers).
 * See each function's comment; all take `deps` and never check organisation access themselves.
 */

export { listCategories } from './service/categories.js';
export { compareCreators } from './service/compare-creators.js';
export {
  buildCreatorReport,
  ensureCreatorReport,
  forPlan,
  getCreatorByHandle,
  parseHandle,
  REPORT_MAX_AGE_MS,
  refreshCreator,
} from './service/creator-report.js';
export { findPostByShortcode, type StoredPost } from './service/find-post.js';
export { discoveryWhere, searchCreators } from './service/search-creators.js';
export { ensureSyntheticIndex } from './service/synthetic-index.js';
export { ensureSyntheticIndexApart } from './service/synthetic-index-apart.js';
export { type SourceCharge, sourceBudgetPlugin } from './source-budget.js';
export { type CreatorRow, toCreatorSummary } from './summarize.js';
export { creatorFollowerHistory, creatorPosts, creatorSnapshots, creators } from './tables.js';
