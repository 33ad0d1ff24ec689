import type { FileHandle } from 'node:fs/promises';
import { MEDIA_FILE_FIELD, VIDEO_UNREADABLE_MESSAGE } from '@creatorscope/contracts';
import { fieldError } from '../../http/errors.js';

/**
 * A video's metadata (where it was shot, the phone, the owner's name, when) stripped in place: every
 * metadata box or element is overwritten by padding of exactly its size, so no byte moves and the
 * chunk offsets and seek positions that point into the file stay right. Nothing is re-encoded
 * (no ffmpeg here): the video plays as it did.
 */

/** Random access to a video's bytes: its spool file, or a buffer in tests. */
export type VideoBytes = {
  readonly size: number;
  /** Exactly `length` bytes from `position`; the walkers check they lie inside the file first. */
  read(position: number, length: number): Promise<Buffer>;
  write(position: number, data: Buffer): Promise<void>;
};

/** One in-place change: `head` written at `offset`, then zeros up to `offset + length`. */
export type MetadataEdit = { what: string; offset: number; length: number; head: Buffer };

const unreadable = () => fieldError(MEDIA_FILE_FIELD, VIDEO_UNREADABLE_MESSAGE);

export function bufferBytes(buffer: Buffer): VideoBytes {
  return {
    size: buffer.length,
    read: async (position, length) => {
      if (position < 0 || position + length > buffer.length) throw unreadable();
      return Buffer.from(buffer.subarray(position, position + length));
    },
    write: async (position, data) => {
      data.copy(buffer, position);
    },
  };
}

/** Reads ahead this much: an open-ended WebM cluster is walked block header by block header. */
const READ_AHEAD = 64 * 1024;

export function fileBytes(handle: FileHandle, size: number): VideoBytes {
  let window = Buffer.alloc(0);
  let windowStart = 0;
  return {
    size,
    async read(position, length) {
      if (position < 0 || position + length > size) throw unreadable();
      if (position < windowStart || position + length > windowStart + window.length) {
        const want = Math.min(Math.max(length, READ_AHEAD), size - position);
        const buffer = Buffer.alloc(want);
        let filled = 0;
        while (filled < want) {
          const { bytesRead } = await handle.read(buffer, filled, want - filled, position + filled);
          // The file is shorter than it was said to be: nothing sensible can be stripped.
          if (bytesRead === 0) throw unreadable();
          filled += bytesRead;
        }
        window = buffer;
        windowStart = position;
      }
      const from = position - windowStart;
      return Buffer.from(window.subarray(from, from + length));
    },
    async write(position, data) {
      window = Buffer.alloc(0);
      let written = 0;
      while (written < data.length) {
        const { bytesWritten } = await handle.write(data, written, data.length - written, position + written);
        written += bytesWritten;
      }
    },
  };
}

const ZEROS = Buffer.alloc(64 * 1024);

/** Writes the edits; they never overlap, as the walkers never look inside what they blank. */
export async function applyEdits(bytes: VideoBytes, edits: readonly MetadataEdit[]): Promise<void> {
  for (const edit of edits) {
    if (edit.head.length > 0) await bytes.write(edit.offset, edit.head);
    for (let at = edit.offset + edit.head.length; at < edit.offset + edit.length; at += ZEROS.length) {
      await bytes.write(at, ZEROS.subarray(0, Math.min(ZEROS.length, edit.offset + edit.length - at)));
    }
  }
}

// --- MP4 / QuickTime: a tree of boxes (size, type, payload) ---------------------------------------

/** Boxes whose payload is only boxes, walked for the metadata inside them. */
const MP4_CONTAINERS = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'edts',
  'dinf',
  'mvex',
  'moof',
  'traf',
]);
/** User data (QuickTime ©xyz location, make, model…) and metadata (keys/ilst, ISO 6709 location). */
const MP4_METADATA = new Set(['udta', 'meta']);
const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';
/** Boxes that carry when the video was made (creation and modification time), zeroed like EXIF dates. */
const MP4_DATED = new Set(['mvhd', 'tkhd', 'mdhd']);

type Box = { type: string; start: number; headerSize: number; end: number };

async function readBox(bytes: VideoBytes, position: number, end: number): Promise<Box> {
  if (end - position < 8) throw unreadable();
  const head = await bytes.read(position, 8);
  const type = head.toString('latin1', 4, 8);
  let size = head.readUInt32BE(0);
  let headerSize = 8;
  if (size === 1) {
    if (end - position < 16) throw unreadable();
    const large = (await bytes.read(position + 8, 8)).readBigUInt64BE(0);
    if (large > BigInt(end - position)) throw unreadable();
    size = Number(large);
    headerSize = 16;
  } else if (size === 0) {
    // Runs to the end of the file (or, in QuickTime, of the box around it).
    size = end - position;
  }
  if (size < headerSize || size > end - position) throw unreadable();
  return { type, start: position, headerSize, end: position + size };
}

/** The same box as `free` padding: its size header kept (32- or 64-bit), its payload zeroed. */
async function asFree(bytes: VideoBytes, box: Box, what: string): Promise<MetadataEdit> {
  const head = await bytes.read(box.start, box.headerSize);
  head.write('free', 4, 'latin1');
  return { what, offset: box.start, length: box.end - box.start, head };
}

async function isXmp(bytes: VideoBytes, box: Box): Promise<boolean> {
  if (box.end - box.start < box.headerSize + 16) return false;
  return (await bytes.read(box.start + box.headerSize, 16)).toString('hex') === XMP_UUID;
}

/** mvhd, tkhd and mdhd begin alike: version and flags, then the two times (32-bit, or 64 in version 1). */
async function datesOf(bytes: VideoBytes, box: Box): Promise<MetadataEdit> {
  const payload = box.start + box.headerSize;
  if (box.end - payload < 4) throw unreadable();
  const version = (await bytes.read(payload, 1))[0];
  const length = version === 1 ? 16 : 8;
  if (box.end - payload < 4 + length) throw unreadable();
  return { what: `${box.type}:dates`, offset: payload + 4, length, head: Buffer.alloc(0) };
}

/**
 * Tracks whose samples are metadata rather than picture or sound: GoPro's GPMF and Apple's mebx
 * (handler `meta`, GPS fixes among them), Google's camera motion (`camm`). Their samples are zeroed
 * where they lie in the media data; the track stays, so nothing else moves.
 */
const TIMED_METADATA = new Set(['meta', 'camm']);

/** What a track's walk collects to find its samples: its handler and its sample tables. */
type Track = { handler?: string; stsz?: Box; stsc?: Box; chunkOffsets?: Box };
const SAMPLE_TABLES = new Set(['stsz', 'stsc', 'stco', 'co64']);

/** A full box's payload after version and flags, with the count that opens it and room for `entry`-byte rows. */
async function tableOf(bytes: VideoBytes, box: Box, skip: number, entry: number) {
  const payload = box.end - box.start - box.headerSize;
  if (payload < 4 + skip + 4) throw unreadable();
  const table = await bytes.read(box.start + box.headerSize, payload);
  const count = table.readUInt32BE(4 + skip);
  if (count * entry > payload - 8 - skip) throw unreadable();
  return { table, count, rows: 8 + skip };
}

/** Each chunk of a track's samples as one zeroed range, where its chunk offsets say it is. */
async function sampleEdits(bytes: VideoBytes, track: Track): Promise<MetadataEdit[]> {
  const { stsz, stsc, chunkOffsets } = track;
  if (!stsz || !stsc || !chunkOffsets) throw unreadable();
  const sizes = await tableOf(bytes, stsz, 4, 0);
  const uniform = sizes.table.readUInt32BE(4);
  if (uniform === 0 && sizes.count * 4 > sizes.table.length - sizes.rows) throw unreadable();
  const sizeOf = (sample: number) => uniform || sizes.table.readUInt32BE(sizes.rows + sample * 4);
  const runs = await tableOf(bytes, stsc, 0, 12);
  const isWide = chunkOffsets.type === 'co64';
  const offsets = await tableOf(bytes, chunkOffsets, 0, isWide ? 8 : 4);
  const edits: MetadataEdit[] = [];
  let sample = 0;
  let previousChunk = 0;
  for (let run = 0; run < runs.count && sample < sizes.count; run++) {
    const at = runs.rows + run * 12;
    const firstChunk = runs.table.readUInt32BE(at);
    const lastChunk = run + 1 < runs.count ? runs.table.readUInt32BE(at + 12) - 1 : offsets.count;
    const perChunk = runs.table.readUInt32BE(at + 4);
    // Runs in order, so that no chunk is walked twice (a crafted table could loop for ever).
    if (firstChunk <= previousChunk || lastChunk > offsets.count) throw unreadable();
    previousChunk = Math.max(firstChunk, lastChunk);
    for (let chunk = firstChunk; chunk <= lastChunk && sample < sizes.count; chunk++) {
      const offset = isWide
        ? Number(offsets.table.readBigUInt64BE(offsets.rows + (chunk - 1) * 8))
        : offsets.table.readUInt32BE(offsets.rows + (chunk - 1) * 4);
      let length = 0;
      for (let i = 0; i < perChunk && sample < sizes.count; i++, sample++) length += sizeOf(sample);
      if (offset + length > bytes.size) throw unreadable();
      if (length > 0) edits.push({ what: `${track.handler}:samples`, offset, length, head: Buffer.alloc(0) });
    }
  }
  return edits;
}

async function walkBoxes(
  bytes: VideoBytes,
  start: number,
  end: number,
  edits: MetadataEdit[],
  parent: string | null,
  track?: Track,
): Promise<void> {
  let position = start;
  while (position < end) {
    // QuickTime may close a list of atoms with a 32-bit zero.
    if (parent && end - position === 4 && (await bytes.read(position, 4)).readUInt32BE(0) === 0) return;
    const box = await readBox(bytes, position, end);
    const payload = box.start + box.headerSize;
    if (MP4_METADATA.has(box.type)) edits.push(await asFree(bytes, box, box.type));
    else if (box.type === 'uuid' && (await isXmp(bytes, box)))
      edits.push(await asFree(bytes, box, 'uuid:xmp'));
    else if (box.type === 'trak') {
      const inner: Track = {};
      await walkBoxes(bytes, payload, box.end, edits, box.type, inner);
      if (inner.handler && TIMED_METADATA.has(inner.handler))
        edits.push(...(await sampleEdits(bytes, inner)));
    } else if (MP4_CONTAINERS.has(box.type)) await walkBoxes(bytes, payload, box.end, edits, box.type, track);
    else if (MP4_DATED.has(box.type)) edits.push(await datesOf(bytes, box));
    else if (track && box.type === 'hdlr' && parent === 'mdia') {
      // The media handler (QuickTime's minf has a data handler of its own, not this one).
      if (box.end - payload < 12) throw unreadable();
      track.handler = (await bytes.read(payload + 8, 4)).toString('latin1');
    } else if (track && SAMPLE_TABLES.has(box.type) && parent === 'stbl') {
      if (box.type === 'stsz') track.stsz = box;
      else if (box.type === 'stsc') track.stsc = box;
      else track.chunkOffsets = box;
    }
    position = box.end;
  }
}

/** What to blank in an MP4 or QuickTime file; a file whose boxes do not add up is refused. */
export async function mp4MetadataEdits(bytes: VideoBytes): Promise<MetadataEdit[]> {
  const edits: MetadataEdit[] = [];
  await walkBoxes(bytes, 0, bytes.size, edits, null);
  // In file order: a sample range a crafted table lays over a box's head is written before it.
  return edits.sort((a, b) => a.offset - b.offset);
}

// --- WebM: EBML elements (variable-length id, variable-length size, data) -------------------------

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const SEEK_HEAD = 0x114d9b74;
const SEEK = 0x4dbb;
const SEEK_ID = 0x53ab;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TAGS = 0x1254c367;
const ATTACHMENTS = 0x1941a469;
const VOID = 0xec;
const CRC32 = 0xbf;
/** The Segment's children: an open-ended Cluster ends where the next of them begins. */
const SEGMENT_CHILDREN = new Set([
  SEEK_HEAD,
  INFO,
  0x1654ae6b, // Tracks
  0x1c53bb6b, // Cues
  CLUSTER,
  TAGS,
  ATTACHMENTS,
  0x1043a770, // Chapters
  EBML_HEADER,
  SEGMENT,
]);
/** Tags (titles, dates, places, encoders) and attachments (cover images with their own EXIF) go whole. */
const WEBM_METADATA: ReadonlyMap<number, string> = new Map([
  [TAGS, 'Tags'],
  [ATTACHMENTS, 'Attachments'],
]);
/** Info's optional children that name the video, its file or its date. */
const INFO_METADATA: ReadonlyMap<number, string> = new Map([
  [0x7ba9, 'Title'],
  [0x4461, 'DateUTC'],
  [0x7384, 'SegmentFilename'],
  [0x3c83bb, 'PrevFilename'],
  [0x3e83bb, 'NextFilename'],
]);
/** A mandatory child, so kept and emptied: an all-zero string reads as an empty one. */
const WRITING_APP = 0x5741;

type Element = { id: number; start: number; dataStart: number; end: number | null };

/** The number of bytes of a variable-length integer, told by its first byte's leading zeros. */
const vintLength = (first: number) => (first === 0 ? 9 : 8 - Math.floor(Math.log2(first)));

async function readId(
  bytes: VideoBytes,
  position: number,
  end: number,
): Promise<{ id: number; length: number }> {
  if (position >= end) throw unreadable();
  const length = vintLength((await bytes.read(position, 1))[0] ?? 0);
  if (length > 4 || position + length > end) throw unreadable();
  return { id: (await bytes.read(position, length)).readUIntBE(0, length), length };
}

async function readElement(bytes: VideoBytes, position: number, end: number): Promise<Element> {
  const { id, length: idLength } = await readId(bytes, position, end);
  const sizeAt = position + idLength;
  if (sizeAt >= end) throw unreadable();
  const sizeLength = vintLength((await bytes.read(sizeAt, 1))[0] ?? 0);
  if (sizeLength > 8 || sizeAt + sizeLength > end) throw unreadable();
  const raw = await bytes.read(sizeAt, sizeLength);
  let size = BigInt((raw[0] ?? 0) & (0xff >> sizeLength));
  for (const byte of raw.subarray(1)) size = (size << 8n) | BigInt(byte);
  const dataStart = sizeAt + sizeLength;
  // All value bits set: the size is unknown (a live recording, a browser's MediaRecorder).
  if (size === (1n << BigInt(7 * sizeLength)) - 1n) return { id, start: position, dataStart, end: null };
  if (size > BigInt(end - dataStart)) throw unreadable();
  return { id, start: position, dataStart, end: dataStart + Number(size) };
}

/** A Void element's id and size for exactly `total` bytes (its size may take 1 to 8 bytes). */
export function voidHead(total: number): Buffer {
  for (let sizeLength = 1; sizeLength <= 8; sizeLength++) {
    const data = total - 1 - sizeLength;
    if (data < 0 || data > 2 ** (7 * sizeLength) - 2) continue;
    const head = Buffer.alloc(1 + sizeLength);
    head[0] = VOID;
    let rest = data;
    for (let i = sizeLength; i >= 1; i--) {
      head[i] = rest % 256;
      rest = Math.floor(rest / 256);
    }
    head[1] = (head[1] ?? 0) | (1 << (8 - sizeLength));
    return head;
  }
  throw unreadable();
}

const asVoid = (element: Element & { end: number }, what: string): MetadataEdit => ({
  what,
  offset: element.start,
  length: element.end - element.start,
  head: voidHead(element.end - element.start),
});

/** The children of a master element, every one of a known size. */
async function childrenOf(bytes: VideoBytes, parent: Element & { end: number }) {
  const children: (Element & { end: number })[] = [];
  for (let position = parent.dataStart; position < parent.end; ) {
    const child = await readElement(bytes, position, parent.end);
    if (child.end === null) throw unreadable();
    children.push({ ...child, end: child.end });
    position = child.end;
  }
  return children;
}

/** A changed element's checksum would be wrong: it goes too (it is optional). */
function withoutChecksum(children: (Element & { end: number })[], edits: MetadataEdit[]): MetadataEdit[] {
  const crc = children.find((child) => child.id === CRC32);
  return edits.length > 0 && crc ? [...edits, asVoid(crc, 'CRC-32')] : edits;
}

async function infoEdits(bytes: VideoBytes, info: Element & { end: number }): Promise<MetadataEdit[]> {
  const children = await childrenOf(bytes, info);
  const edits: MetadataEdit[] = [];
  for (const child of children) {
    const what = INFO_METADATA.get(child.id);
    if (what) edits.push(asVoid(child, what));
    else if (child.id === WRITING_APP && child.end > child.dataStart) {
      edits.push({
        what: 'WritingApp',
        offset: child.dataStart,
        length: child.end - child.dataStart,
        head: Buffer.alloc(0),
      });
    }
  }
  return withoutChecksum(children, edits);
}

/** The SeekHead's entries that point at what is blanked go too, so no reader looks for them there. */
async function seekHeadEdits(
  bytes: VideoBytes,
  seekHead: Element & { end: number },
): Promise<MetadataEdit[]> {
  const children = await childrenOf(bytes, seekHead);
  const edits: MetadataEdit[] = [];
  for (const seek of children.filter((child) => child.id === SEEK)) {
    for (const field of await childrenOf(bytes, seek)) {
      if (field.id !== SEEK_ID || field.end - field.dataStart > 4 || field.end === field.dataStart) continue;
      const target = (await bytes.read(field.dataStart, field.end - field.dataStart)).readUIntBE(
        0,
        field.end - field.dataStart,
      );
      const what = WEBM_METADATA.get(target);
      if (what) edits.push(asVoid(seek, `Seek:${what}`));
    }
  }
  return withoutChecksum(children, edits);
}

/** Where an open-ended Cluster stops: at the next Segment child, or the end. */
async function endOfOpenCluster(bytes: VideoBytes, start: number, end: number): Promise<number> {
  let position = start;
  while (position < end) {
    const { id } = await readId(bytes, position, end);
    if (SEGMENT_CHILDREN.has(id)) return position;
    const child = await readElement(bytes, position, end);
    if (child.end === null) throw unreadable();
    position = child.end;
  }
  return end;
}

async function segmentEdits(bytes: VideoBytes, start: number, end: number, edits: MetadataEdit[]) {
  let position = start;
  while (position < end) {
    const element = await readElement(bytes, position, end);
    if (element.end === null) {
      if (element.id !== CLUSTER) throw unreadable();
      position = await endOfOpenCluster(bytes, element.dataStart, end);
      continue;
    }
    const known = { ...element, end: element.end };
    const what = WEBM_METADATA.get(element.id);
    if (what) edits.push(asVoid(known, what));
    else if (element.id === INFO) edits.push(...(await infoEdits(bytes, known)));
    else if (element.id === SEEK_HEAD) edits.push(...(await seekHeadEdits(bytes, known)));
    position = element.end;
  }
}

/** What to blank in a WebM file; a file whose elements do not add up is refused. */
export async function webmMetadataEdits(bytes: VideoBytes): Promise<MetadataEdit[]> {
  const edits: MetadataEdit[] = [];
  let position = 0;
  let segments = 0;
  while (position < bytes.size) {
    const element = await readElement(bytes, position, bytes.size);
    if (position === 0 && element.id !== EBML_HEADER) throw unreadable();
    if (element.id === SEGMENT) {
      const end = element.end ?? bytes.size;
      await segmentEdits(bytes, element.dataStart, end, edits);
      segments++;
      position = end;
    } else if ((element.id === EBML_HEADER || element.id === VOID) && element.end !== null) {
      position = element.end;
    } else {
      throw unreadable();
    }
  }
  if (segments === 0) throw unreadable();
  return edits.sort((a, b) => a.offset - b.offset);
}

/**
 * Strips a video's metadata in place (its type already told by its bytes) and says what it blanked.
 * Everything is found before anything is written, so a refused file is left as it was.
 */
export async function stripVideoMetadata(bytes: VideoBytes, mime: string): Promise<MetadataEdit[]> {
  const edits = mime === 'video/webm' ? await webmMetadataEdits(bytes) : await mp4MetadataEdits(bytes);
  await applyEdits(bytes, edits);
  return edits;
}
