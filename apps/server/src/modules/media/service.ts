import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MEDIA_FILE_FIELD,
  type TMedia,
  type TMediaKind,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
  VIDEO_SIZE_MESSAGE,
  VIDEO_TYPE_MESSAGE,
} from '@creatorscope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import { type AcceptedImageType, encodeImage } from './image.js';
import type { MediaStorage, StoredBody } from './storage/index.js';
import { media } from './tables.js';
import { fileBytes, stripVideoMetadata } from './video-metadata.js';

/**
 * What the media services need: the database, the storage, a disk folder to spool uploads in, and
 * the bytes an organisation's plan lets its media take (PLANS' storageBytes).
 */
export type MediaContext = {
  db: Db;
  storage: MediaStorage;
  spoolDir: string;
  log: FastifyBaseLogger;
  allowanceOf: (orgId: string) => Promise<number>;
};

const MB = 1024 ** 2;
const sizeText = (bytes: number) =>
  bytes >= 1024 * MB
    ? `${Number((bytes / (1024 * MB)).toFixed(1))} GB`
    : `${Number((bytes / MB).toFixed(1))} MB`;

/** The upload refused for the plan's storage allowance, naming it and what is used. */
export const storageFullMessage = (allowance: number, used: number) =>
  `This upload would pass your plan's media storage allowance of ${sizeText(allowance)} (${sizeText(used)} used): delete media you no longer need, or move to a bigger plan`;

/** The bytes an organisation's media take now. */
export async function storageUsedBy(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${media.bytes}), 0)` })
    .from(media)
    .where(eq(media.orgId, orgId));
  return Number(row?.used ?? 0);
}

type MediaRow = typeof media.$inferSelect;

/** Enough of a file's start to tell every accepted type by its bytes. */
const SNIFF_BYTES = 4100;

const VIDEO_EXTENSIONS: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

const tooLarge = (message: string) =>
  new AppError('payload_too_large', message, { errors: { [MEDIA_FILE_FIELD]: message } });

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** A key no one can guess or choose: a new id, spread over 256 folders. */
const keyOf = (id: string, suffix: string, ext: string) => `${id.slice(0, 2)}/${id}${suffix}.${ext}`;

export function mediaOf(storage: MediaStorage, row: MediaRow): TMedia {
  return {
    id: row.id,
    url: storage.urlOf(row.key),
    thumbnailUrl: row.thumbnailKey ? storage.urlOf(row.thumbnailKey) : null,
    kind: row.kind as TMediaKind,
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores the files, then the row that owns them; a row that cannot be written takes its files
 * with it, so a refusal leaves nothing behind. The allowance is checked and the row written under
 * one lock per organisation, held while the files are stored: two uploads at once cannot both
 * squeeze under it. Nothing is stored when the file would pass it.
 */
async function store(
  ctx: MediaContext,
  files: { key: string; body: StoredBody; contentType: string }[],
  row: typeof media.$inferInsert,
): Promise<TMedia> {
  const allowance = await ctx.allowanceOf(row.orgId);
  const stored: string[] = [];
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`media_storage:${row.orgId}`}, 0))`,
      );
      const used = await storageUsedBy(tx, row.orgId);
      if (used + row.bytes > allowance) {
        const message = storageFullMessage(allowance, used);
        throw new AppError('payload_too_large', message, { errors: { [MEDIA_FILE_FIELD]: message } });
      }
      for (const file of files) {
        await ctx.storage.put(file.key, file.body, file.contentType);
        stored.push(file.key);
      }
      const [saved] = await tx.insert(media).values(row).returning();
      if (!saved) throw new Error('media row not written');
      return mediaOf(ctx.storage, saved);
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => ctx.storage.delete(key)));
    throw error;
  }
}

/** Reads a stream whole, refusing it as soon as it passes `limit` bytes (the rest is never kept). */
async function readAtMost(stream: Readable, limit: number, message: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) throw tooLarge(message);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/**
 * An image upload (≤ 10 MB, ≤ 40 megapixels, JPEG/PNG/WebP/GIF/AVIF by its bytes), stored
 * re-encoded without its metadata, with a thumbnail.
 */
export async function uploadImage(
  ctx: MediaContext,
  orgId: string,
  userId: string,
  file: Readable,
): Promise<TMedia> {
  const bytes = await readAtMost(file, IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE);
  const type = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  if (!isOneOf(IMAGE_MIME_TYPES, type?.mime)) throw fieldError(MEDIA_FILE_FIELD, IMAGE_TYPE_MESSAGE);
  const image = await encodeImage(bytes, type.mime as AcceptedImageType);
  const id = randomUUID();
  const key = keyOf(id, '', image.ext);
  const thumbnailKey = keyOf(id, '-thumb', 'webp');
  return store(
    ctx,
    [
      { key, body: { buffer: image.data }, contentType: image.mime },
      { key: thumbnailKey, body: { buffer: image.thumbnail }, contentType: 'image/webp' },
    ],
    {
      id,
      orgId,
      uploadedBy: userId,
      kind: 'image',
      mime: image.mime,
      key,
      thumbnailKey,
      bytes: image.data.length,
      width: image.width,
      height: image.height,
    },
  );
}

/**
 * Passes a video through while checking it: its type from its first bytes (refused before the rest
 * is written anywhere) and its size as it flows.
 */
class VideoGate extends Transform {
  mime: string | undefined;
  bytes = 0;
  private head: Buffer[] = [];
  private headBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > VIDEO_MAX_BYTES) {
      callback(tooLarge(VIDEO_SIZE_MESSAGE));
    } else if (this.mime) {
      callback(null, chunk);
    } else {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < SNIFF_BYTES) callback();
      else this.release(callback);
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.mime) callback();
    else this.release(callback);
  }

  private release(callback: TransformCallback): void {
    const head = Buffer.concat(this.head, this.headBytes);
    this.head = [];
    fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES)).then(
      (type) => {
        if (!isOneOf(VIDEO_MIME_TYPES, type?.mime)) {
          callback(fieldError(MEDIA_FILE_FIELD, VIDEO_TYPE_MESSAGE));
          return;
        }
        this.mime = type.mime;
        callback(null, head);
      },
      () => callback(fieldError(MEDIA_FILE_FIELD, VIDEO_TYPE_MESSAGE)),
    );
  }
}

/** Blanks the spooled video's metadata in place; a file whose structure does not add up is refused. */
async function stripSpooled(path: string, bytes: number, mime: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await stripVideoMetadata(fileBytes(handle, bytes), mime);
  } finally {
    await handle.close();
  }
}

/**
 * A video upload (≤ 200 MB, MP4/WebM/QuickTime by its bytes): streamed to a spool file on disk,
 * never held whole in memory, stripped there of its metadata (location, device, dates: see
 * video-metadata.ts), then handed to storage (moved, or uploaded from the file).
 */
export async function uploadVideo(
  ctx: MediaContext,
  orgId: string,
  userId: string,
  file: Readable,
): Promise<TMedia> {
  await mkdir(ctx.spoolDir, { recursive: true });
  const spool = join(ctx.spoolDir, `${randomUUID()}.upload`);
  const gate = new VideoGate();
  const out = createWriteStream(spool);
  try {
    // Piped, not pipelined, from the upload: a refusal must not destroy the multipart parser's
    // stream, whose rest is drained when the answer goes out.
    file.pipe(gate);
    file.once('error', (error) => gate.destroy(error));
    await pipeline(gate, out);
    if (!gate.mime) throw fieldError(MEDIA_FILE_FIELD, VIDEO_TYPE_MESSAGE);
    await stripSpooled(spool, gate.bytes, gate.mime);
    const id = randomUUID();
    const key = keyOf(id, '', VIDEO_EXTENSIONS[gate.mime] ?? 'mp4');
    return await store(ctx, [{ key, body: { path: spool, bytes: gate.bytes }, contentType: gate.mime }], {
      id,
      orgId,
      uploadedBy: userId,
      kind: 'video',
      mime: gate.mime,
      key,
      thumbnailKey: null,
      bytes: gate.bytes,
      width: null,
      height: null,
    });
  } finally {
    file.unpipe(gate);
    // A refusal can come before the spool file has even opened: removed only once it is closed,
    // or it would be created after its removal and left behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(spool, { force: true });
  }
}

/** Deletes an organisation's file and its thumbnail; another organisation's id is not found. */
export async function deleteMedia(ctx: MediaContext, orgId: string, id: string): Promise<{ id: string }> {
  const [row] = await ctx.db
    .delete(media)
    .where(and(eq(media.id, id), eq(media.orgId, orgId)))
    .returning();
  if (!row) throw notFound('Media');
  // The row is gone first: a file left behind by a storage failure is unreachable, never dangling.
  const keys = [row.key, row.thumbnailKey].filter((key): key is string => key !== null);
  const results = await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') ctx.log.error({ err: result.reason, id }, 'media file not deleted');
  }
  return { id: row.id };
}
