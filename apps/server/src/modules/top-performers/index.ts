/** The top-performers module's door: what other modules may use of it. */
export { countRequirements } from './service.js';
