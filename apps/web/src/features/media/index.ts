/** The media feature's door: the uploader other features put in their forms. */
export { MediaUploader } from './MediaUploader';
export { mediaStorageKey, StorageUsage } from './StorageUsage';
