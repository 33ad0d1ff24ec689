/** What is stored: bytes in memory (a re-encoded image) or a file on disk (a spooled video). */
export type StoredBody = { buffer: Buffer } | { path: string; bytes: number };

/** Object headers that make a file safe and cheap to serve: its type, and caching for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Where uploaded media lives: local disk under DATA_DIR by default, an S3-compatible bucket when
 * configured. Keys are made by the media module (new random ids, never a user's file name), so a
 * key is written once and never overwritten.
 */
export interface MediaStorage {
  readonly name: 'local' | 's3';
  /** Stores the body under `key`. A `path` body is consumed: moved or uploaded, then gone. */
  put(key: string, body: StoredBody, contentType: string): Promise<void>;
  /** Removes `key`; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The public, absolute address the file is read from. */
  urlOf(key: string): string;
  close(): Promise<void>;
}
