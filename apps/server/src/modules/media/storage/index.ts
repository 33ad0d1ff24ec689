import { join } from 'node:path';
import type { Config } from '../../../config.js';
import { LocalDiskStorage } from './local-disk.js';
import type { MediaStorage } from './port.js';

export { LOCAL_MEDIA_PATH, LocalDiskStorage } from './local-disk.js';
export { IMMUTABLE_CACHE, type MediaStorage, type StoredBody } from './port.js';

/** Where local disk storage keeps its files. */
export const localMediaRoot = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'media');

/**
 * S3 when configured (config.storage), else local disk under DATA_DIR/media. The AWS SDK is loaded
 * only then: it costs a fifth of a second at start.
 */
export async function createStorage(config: Config): Promise<MediaStorage> {
  if (config.storage === 's3' && config.S3_BUCKET) {
    const { S3Storage } = await import('./s3.js');
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return new LocalDiskStorage(localMediaRoot(config), config.publicUrl);
}
