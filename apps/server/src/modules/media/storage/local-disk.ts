import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaStorage, StoredBody } from './port.js';

/** The public path local files are served under (file-routes.ts). */
export const LOCAL_MEDIA_PATH = '/media/file';

/**
 * Files under `root` (DATA_DIR/media), served by the app itself at /media/file/<key>. Written to a
 * temporary name and renamed, so a reader never sees half a file.
 */
export class LocalDiskStorage implements MediaStorage {
  readonly name = 'local';

  constructor(
    readonly root: string,
    private readonly publicUrl: string,
  ) {}

  async put(key: string, body: StoredBody, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      if ('buffer' in body) {
        await writeFile(partial, body.buffer);
      } else {
        await rename(body.path, partial).catch(async (error: NodeJS.ErrnoException) => {
          // A spool directory on another filesystem cannot be renamed across: copy instead.
          if (error.code !== 'EXDEV') throw error;
          await copyFile(body.path, partial);
          await unlink(body.path);
        });
      }
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    return `${this.publicUrl}${LOCAL_MEDIA_PATH}/${key}`;
  }

  async close(): Promise<void> {}

  private pathOf(key: string): string {
    // Keys are made by the media module; this refuses anything that could leave the root.
    if (!/^[\w-]+(?:\/[\w-]+)*\.\w+$/.test(key)) throw new Error(`not a media key: ${key}`);
    return join(this.root, key);
  }
}
