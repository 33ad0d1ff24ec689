import {
  IMAGE_MAX_PIXELS,
  IMAGE_PIXELS_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MEDIA_FILE_FIELD,
  MEDIA_THUMBNAIL_WIDTH,
} from '@creatorscope/contracts';
import { fieldError } from '../../http/errors.js';

export type EncodedImage = {
  data: Buffer;
  mime: string;
  ext: string;
  width: number;
  height: number;
  thumbnail: Buffer;
};

/**
 * JPEG and PNG stay what they are (what publishers expect to download); WebP stays WebP; GIF (its
 * first frame) and AVIF become WebP, which every browser shows and which encodes in a fraction
 * of AVIF's time.
 */
const OUTPUT = {
  'image/jpeg': { format: 'jpeg', mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { format: 'png', mime: 'image/png', ext: 'png' },
  'image/webp': { format: 'webp', mime: 'image/webp', ext: 'webp' },
  'image/gif': { format: 'webp', mime: 'image/webp', ext: 'webp' },
  'image/avif': { format: 'webp', mime: 'image/webp', ext: 'webp' },
} as const;

export type AcceptedImageType = keyof typeof OUTPUT;

/**
 * The image as it is stored: decoded and encoded again, so nothing of the upload's own bytes
 * survives (no EXIF, GPS position or camera serial, no payload hidden after the image data),
 * turned upright by its EXIF orientation first, and a thumbnail beside it. The pixel count is
 * checked from the header before anything is decoded, so a small file cannot decode huge.
 */
export async function encodeImage(input: Buffer, type: AcceptedImageType): Promise<EncodedImage> {
  // Loaded with the first image, not at start: libvips costs a tenth of a second and its memory.
  const { default: sharp } = await import('sharp');
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    width = meta.width;
    height = meta.pageHeight ?? meta.height;
  } catch {
    throw fieldError(MEDIA_FILE_FIELD, IMAGE_UNREADABLE_MESSAGE);
  }
  if (!width || !height) throw fieldError(MEDIA_FILE_FIELD, IMAGE_UNREADABLE_MESSAGE);
  if (width * height > IMAGE_MAX_PIXELS) throw fieldError(MEDIA_FILE_FIELD, IMAGE_PIXELS_MESSAGE);

  const output = OUTPUT[type];
  // One decoder, cloned for both outputs; only the first frame of an animation is read.
  const upright = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 }).autoOrient();
  const encoded = upright.clone();
  if (output.format === 'jpeg') encoded.jpeg({ quality: 85, mozjpeg: true });
  else if (output.format === 'png') encoded.png({ compressionLevel: 8 });
  else encoded.webp({ quality: 85 });
  try {
    const [main, thumbnail] = await Promise.all([
      encoded.toBuffer({ resolveWithObject: true }),
      upright
        .clone()
        .resize({ width: MEDIA_THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return {
      data: main.data,
      mime: output.mime,
      ext: output.ext,
      width: main.info.width,
      height: main.info.height,
      thumbnail,
    };
  } catch {
    // A header that reads but pixel data that does not (a truncated or damaged file).
    throw fieldError(MEDIA_FILE_FIELD, IMAGE_UNREADABLE_MESSAGE);
  }
}
