import { z } from 'zod';
import { idField } from './validation.js';

/*
 * Media uploads (spec section 7: /media/upload-image, upload-video, delete-media): the creatives of
 * an ad, uploaded as files instead of typed as addresses. An upload is multipart/form-data with the
 * organisation in a field `orgId` that comes before the file in a field `file`; the answer's `url`
 * goes into a creative list (an ad's adPostUrl) as a typed address would.
 */

export const MEDIA_KINDS = ['image', 'video'] as const;
export const ZMediaKind = z.enum(MEDIA_KINDS);
export type TMediaKind = z.infer<typeof ZMediaKind>;

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * MB;
/** Width times height, of the first frame for an animated image: a small file can still decode huge. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const VIDEO_MAX_BYTES = 200 * MB;
/** Width of the thumbnail made of every image (never wider than the image itself). */
export const MEDIA_THUMBNAIL_WIDTH = 480;

/** What the file's bytes must be: the server reads them, never the name or the browser's type. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** The multipart field that carries the file; every refusal of the file names it. */
export const MEDIA_FILE_FIELD = 'file';

export const MEDIA_FILE_REQUIRED_MESSAGE = 'Choose a file to upload';
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images';
export const IMAGE_SIZE_MESSAGE = 'Images can be at most 10 MB';
export const IMAGE_PIXELS_MESSAGE = 'Images can be at most 40 megapixels';
export const IMAGE_UNREADABLE_MESSAGE = 'This image could not be read: it may be damaged';
export const VIDEO_TYPE_MESSAGE = 'Only MP4, WebM or QuickTime videos';
export const VIDEO_SIZE_MESSAGE = 'Videos can be at most 200 MB';
/** A video whose boxes or elements do not add up (truncated, damaged): its metadata cannot be found to strip. */
export const VIDEO_UNREADABLE_MESSAGE = 'This video could not be read: it may be damaged';

const orgId = idField('orgId');

/** The multipart fields of /media/upload-image and /media/upload-video besides the file. */
export const ZUploadMediaRequest = z.object({ orgId });
export type TUploadMediaRequest = z.infer<typeof ZUploadMediaRequest>;

/** /media/delete-media: the file and its thumbnail are removed from storage. */
export const ZDeleteMediaRequest = z.object({ orgId, id: idField('id') });
export type TDeleteMediaRequest = z.infer<typeof ZDeleteMediaRequest>;

/** An uploaded file: where it is served from, what it is and how big. */
export const ZMedia = z.object({
  id: z.string(),
  /** Absolute, public and never changing (served with immutable caching). */
  url: z.string(),
  /** A small WebP of an image; null for a video. */
  thumbnailUrl: z.string().nullable(),
  kind: ZMediaKind,
  /** The stored file's type, read from its bytes (images are stored as re-encoded). */
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TMedia = z.infer<typeof ZMedia>;

export const ZDeleteMediaResponse = z.object({ id: z.string() });
export type TDeleteMediaResponse = z.infer<typeof ZDeleteMediaResponse>;

/** /media/get-storage: what the organisation's media take, and what its plan allows them. */
export const ZGetMediaStorageRequest = z.object({ orgId });
export const ZMediaStorage = z.object({
  usedBytes: z.number().int().nonnegative(),
  allowanceBytes: z.number().int().positive(),
});
export type TMediaStorage = z.infer<typeof ZMediaStorage>;
