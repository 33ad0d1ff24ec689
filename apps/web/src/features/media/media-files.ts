import {
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  type TMediaKind,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
  VIDEO_SIZE_MESSAGE,
  VIDEO_TYPE_MESSAGE,
} from '@creatorscope/contracts';

const IMAGE_EXTENSION = /\.(?:avif|gif|jpe?g|png|webp)$/i;
const VIDEO_EXTENSION = /\.(?:mp4|m4v|mov|webm)$/i;
const IMAGE_ADDRESS = /^https?:\/\/\S+\.(?:avif|gif|jpe?g|png|webp)(?:[?#]\S*)?$/i;
const VIDEO_ADDRESS = /^https?:\/\/\S+\.(?:mp4|mov|webm)(?:[?#]\S*)?$/i;
/** Where the server keeps an upload, and so where its thumbnail sits: <id>.<ext> and <id>-thumb.webp. */
const UPLOADED_IMAGE =
  /\/([0-9a-f]{2})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:jpg|png|webp)$/;

/** What the file picker offers: the types the server takes (it checks the bytes again). */
export const acceptOf = (kinds: readonly TMediaKind[]) =>
  kinds.flatMap((kind) => (kind === 'image' ? IMAGE_MIME_TYPES : [...VIDEO_MIME_TYPES, '.mov'])).join(',');

/** The kind a file claims to be, by its browser type or else its name; undefined for anything else. */
export function kindOf(file: Pick<File, 'name' | 'type'>): TMediaKind | undefined {
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'image';
  if ((VIDEO_MIME_TYPES as readonly string[]).includes(file.type)) return 'video';
  if (file.type && file.type !== 'application/octet-stream') return undefined;
  if (IMAGE_EXTENSION.test(file.name)) return 'image';
  if (VIDEO_EXTENSION.test(file.name)) return 'video';
  return undefined;
}

export type FileCheck = { kind: TMediaKind; problem?: undefined } | { kind?: undefined; problem: string };

/**
 * The server's own checks of type and size, before anything is sent: a refusal is shown at once,
 * in the server's words (the messages catalog translates them). `mixedTypeMessage` is what a file
 * of neither kind is told when both are offered.
 */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: readonly TMediaKind[],
  mixedTypeMessage: string,
): FileCheck {
  const kind = kindOf(file);
  if (!kind || !accept.includes(kind)) {
    if (accept.length > 1) return { problem: mixedTypeMessage };
    return { problem: accept[0] === 'video' ? VIDEO_TYPE_MESSAGE : IMAGE_TYPE_MESSAGE };
  }
  if (kind === 'image' && file.size > IMAGE_MAX_BYTES) return { problem: IMAGE_SIZE_MESSAGE };
  if (kind === 'video' && file.size > VIDEO_MAX_BYTES) return { problem: VIDEO_SIZE_MESSAGE };
  return { kind };
}

/** Whether an address in a creative list is an image or a video, by its file name. */
export function addressKind(url: string): TMediaKind | undefined {
  if (IMAGE_ADDRESS.test(url)) return 'image';
  if (VIDEO_ADDRESS.test(url)) return 'video';
  return undefined;
}

/** The small picture of an uploaded image, known from its address; other images show themselves. */
export const thumbnailOf = (url: string): string => url.replace(UPLOADED_IMAGE, '/$1/$2-thumb.webp');

/** The last part of an address, to name a creative. */
export const fileNameOf = (url: string): string => {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? url);
  } catch {
    return url;
  }
};
