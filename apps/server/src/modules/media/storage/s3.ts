import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE, type MediaStorage, type StoredBody } from './port.js';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, …); unset for AWS itself. */
  endpoint?: string | undefined;
  /** Unset: the AWS SDK's usual chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where objects are read publicly; unset: the endpoint's path-style address or the AWS one. */
  publicUrl?: string | undefined;
};

/** Objects in an S3-compatible bucket, read by browsers straight from it (or its CDN). */
export class S3Storage implements MediaStorage {
  readonly name = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: the SDK's default streams uploads with trailing
      // checksums (aws-chunked), which several S3-compatible services do not accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const base =
      options.publicUrl ??
      (options.endpoint
        ? `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`
        : `https://${options.bucket}.s3.${options.region}.amazonaws.com`);
    this.publicBase = base.replace(/\/$/, '');
  }

  async put(key: string, body: StoredBody, contentType: string): Promise<void> {
    const isFile = 'path' in body;
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          // A file is streamed from disk with its length known, never read whole into memory.
          Body: isFile ? createReadStream(body.path) : body.buffer,
          ContentLength: isFile ? body.bytes : body.buffer.length,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    } finally {
      if (isFile) await unlink(body.path).catch(() => {});
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  urlOf(key: string): string {
    return `${this.publicBase}/${key}`;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
