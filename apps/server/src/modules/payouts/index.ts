/** The payouts module's door: what another module (or a script) may use of it. */
export { resumePayouts, runScheduledPayouts } from './payouts.js';
