/** The labels module's door: what other modules may use of it. */
export { findLabelById, findLabelByName, getLabelNames } from './service.js';
