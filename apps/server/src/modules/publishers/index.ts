/** The publishers module's door: a person's publisher profile, as other modules need it. */
export { getPublisherProfile } from './service.js';
