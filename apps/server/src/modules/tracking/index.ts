/** The tracking module's door: what other modules may use of it (it serves the brand sites' script and its events). */
export { type Attribution, attributionOf } from './attribution.js';
