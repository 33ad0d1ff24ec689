/** The payouts module's door: what an operator's tool (or another module) may use of it. */
export { clearPayoutReview } from './methods.js';
export { resumePayouts, runScheduledPayouts } from './payouts.js';
