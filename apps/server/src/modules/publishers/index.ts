/** The publishers module's door: a person's publisher profile, as other modules need it. */
export { getPublisherProfile, listPublisherCards, type PublisherCard } from './service.js';
