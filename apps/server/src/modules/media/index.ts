/** The media module's door: uploaded files as other modules may read them. */

export { mediaOf } from './service.js';
export type { MediaStorage } from './storage/index.js';
