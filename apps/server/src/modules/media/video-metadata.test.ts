import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEO_UNREADABLE_MESSAGE } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';
import { box, element, phoneMovie, phoneWebm, SHOT_AT } from '../../test/videos.js';
import {
  bufferBytes,
  fileBytes,
  type MetadataEdit,
  mp4MetadataEdits,
  stripVideoMetadata,
  voidHead,
  webmMetadataEdits,
} from './video-metadata.js';

const strip = async (input: Buffer, mime = 'video/mp4') => {
  const output = Buffer.from(input);
  const edits = await stripVideoMetadata(bufferBytes(output), mime);
  return { output, edits };
};

/** Every byte outside the edits is the input's, and inside them only the heads are not zero. */
function expectOnlyEdited(input: Buffer, output: Buffer, edits: MetadataEdit[]) {
  expect(output.length).toBe(input.length);
  const edited = Buffer.alloc(input.length);
  for (const edit of edits) {
    expect(edited.subarray(edit.offset, edit.offset + edit.length).every((b) => b === 0)).toBe(true);
    edited.fill(1, edit.offset, edit.offset + edit.length);
    const expected = Buffer.concat([edit.head, Buffer.alloc(edit.length - edit.head.length)]);
    expect(output.subarray(edit.offset, edit.offset + edit.length)).toEqual(expected);
  }
  for (let i = 0; i < input.length; i++) {
    if (edited[i] === 0 && input[i] !== output[i]) throw new Error(`byte ${i} changed outside the edits`);
  }
}

const refused = { message: VIDEO_UNREADABLE_MESSAGE, data: { errors: { file: VIDEO_UNREADABLE_MESSAGE } } };
const contains = (data: Buffer, text: string) => data.includes(Buffer.from(text));

describe('MP4 and QuickTime metadata', () => {
  it('blanks every udta, meta and XMP box as free padding of its size, leaving every other box as it was', async () => {
    const { data, chunkOffset, sample } = phoneMovie();
    expect(contains(data, SHOT_AT)).toBe(true);
    const { output, edits } = await strip(data);

    expect(edits.map((edit) => edit.what)).toEqual([
      'mvhd:dates',
      'udta',
      'meta',
      'tkhd:dates',
      'mdhd:dates',
      'udta',
      'uuid:xmp',
    ]);
    expectOnlyEdited(data, output, edits);
    for (const text of [SHOT_AT, 'Apple', 'iPhone 15', 'com.apple.quicktime.location', 'GPSLatitude']) {
      expect(contains(output, text), text).toBe(false);
    }
    for (const edit of edits.filter((e) => !e.what.endsWith(':dates'))) {
      // The size stays, the type is free: every box after it is where it was.
      expect(output.readUInt32BE(edit.offset)).toBe(edit.length);
      expect(output.toString('latin1', edit.offset + 4, edit.offset + 8)).toBe('free');
    }
    // The chunk offset still names the media data, untouched.
    expect(output.indexOf(Buffer.from('stco'))).toBe(data.indexOf(Buffer.from('stco')));
    const stco = output.indexOf(Buffer.from('stco'));
    expect(output.readUInt32BE(stco + 12)).toBe(chunkOffset);
    expect(output.subarray(chunkOffset, chunkOffset + sample.length)).toEqual(sample);
  });

  it('zeroes the creation and modification times of mvhd, tkhd (64-bit, version 1) and mdhd', async () => {
    const { data } = phoneMovie();
    const { output, edits } = await strip(data);
    const dates = edits.filter((edit) => edit.what.endsWith(':dates'));
    expect(dates.map((edit) => edit.length)).toEqual([8, 16, 8]);
    for (const edit of dates) {
      expect(data.readUInt32BE(edit.offset + edit.length - 4)).not.toBe(0);
      expect(output.subarray(edit.offset, edit.offset + edit.length).every((b) => b === 0)).toBe(true);
    }
  });

  it('blanks a box with a 64-bit size, keeping its size fields, and reads 64-bit sizes and size 0 elsewhere', async () => {
    const { data } = phoneMovie({ largeUdta: true, brand: 'qt  ' });
    const { output, edits } = await strip(data, 'video/quicktime');
    const udta = edits.find((edit) => edit.what === 'udta' && edit.head.length === 16);
    expect(udta).toBeDefined();
    const at = udta?.offset ?? 0;
    expect(output.readUInt32BE(at)).toBe(1);
    expect(output.toString('latin1', at + 4, at + 8)).toBe('free');
    expect(output.readBigUInt64BE(at + 8)).toBe(BigInt(udta?.length ?? 0));
    expect(contains(output, SHOT_AT)).toBe(false);
    expectOnlyEdited(data, output, edits);

    // A 64-bit mdat, then a top-level meta whose size 0 runs to the end of the file.
    const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isom'));
    const tail = box('meta', [Buffer.alloc(4), Buffer.from(SHOT_AT)]);
    tail.writeUInt32BE(0, 0);
    const odd = Buffer.concat([ftyp, box('mdat', Buffer.alloc(100, 9), true), tail]);
    const stripped = await strip(odd);
    expect(stripped.edits).toMatchObject([{ what: 'meta', offset: ftyp.length + 116, length: tail.length }]);
    expect(stripped.output.readUInt32BE(ftyp.length + 116)).toBe(0);
    expect(contains(stripped.output, SHOT_AT)).toBe(false);
    expectOnlyEdited(odd, stripped.output, stripped.edits);
  });

  it("zeroes the samples of a timed metadata track (a GoPro's GPS) where they lie, the video's samples untouched", async () => {
    const { data, chunkOffset, sample, gpsOffset, gps } = phoneMovie({ gps: true });
    const { output, edits } = await strip(data);
    expect(edits.filter((edit) => edit.what === 'meta:samples')).toEqual([
      { what: 'meta:samples', offset: gpsOffset, length: gps.length, head: Buffer.alloc(0) },
    ]);
    expectOnlyEdited(data, output, edits);
    expect(contains(output, SHOT_AT)).toBe(false);
    expect(output.subarray(gpsOffset, gpsOffset + gps.length).every((b) => b === 0)).toBe(true);
    expect(output.subarray(chunkOffset, chunkOffset + sample.length)).toEqual(sample);
    // Its sample table still says where they are: the track is there, only empty.
    expect(contains(output, 'gpmd')).toBe(true);
  });

  it('refuses a metadata track whose sample table points past the file or loops back', async () => {
    const { data, gpsOffset } = phoneMovie({ gps: true });
    const co64 = data.indexOf(Buffer.from('co64'));
    const past = Buffer.from(data);
    past.writeBigUInt64BE(BigInt(data.length - 3), co64 + 12);
    await expect(mp4MetadataEdits(bufferBytes(past))).rejects.toMatchObject(refused);
    expect(data.readBigUInt64BE(co64 + 12)).toBe(BigInt(gpsOffset));

    const stsc = data.indexOf(Buffer.from('stsc'), data.indexOf(Buffer.from('gpmd')));
    const zeroChunk = Buffer.from(data);
    zeroChunk.writeUInt32BE(0, stsc + 12); // first_chunk 0: chunks are counted from 1
    await expect(mp4MetadataEdits(bufferBytes(zeroChunk))).rejects.toMatchObject(refused);
  });

  it('refuses a truncated file, or one whose box sizes do not add up, and changes nothing', async () => {
    const { data } = phoneMovie();
    for (const broken of [
      data.subarray(0, data.length - 10), // the mdat cut short
      data.subarray(0, 30), // inside the moov's header
      Buffer.concat([data, Buffer.from([0, 0, 0])]), // trailing bytes that are no box
      Buffer.concat([box('ftyp', Buffer.from('isom')), Buffer.from([0, 0, 0, 4, 0x6d, 0x64, 0x61, 0x74])]), // size < header
    ]) {
      const copy = Buffer.from(broken);
      await expect(stripVideoMetadata(bufferBytes(copy), 'video/mp4')).rejects.toMatchObject(refused);
      expect(copy).toEqual(broken);
    }
    const large = box('udta', Buffer.alloc(20), true);
    large.writeBigUInt64BE(2n ** 62n, 8);
    await expect(mp4MetadataEdits(bufferBytes(large))).rejects.toMatchObject(refused);
  });
});

describe('WebM metadata', () => {
  it('voids Tags after the clusters, Info title and date, empties the writing app, and voids what points at them', async () => {
    const { data, tags } = phoneWebm();
    expect(contains(data, SHOT_AT)).toBe(true);
    const { output, edits } = await strip(data, 'video/webm');

    expect(edits.map((edit) => edit.what)).toEqual([
      'Seek:Tags',
      'CRC-32',
      'WritingApp',
      'Title',
      'DateUTC',
      'Tags',
    ]);
    expectOnlyEdited(data, output, edits);
    for (const text of [SHOT_AT, 'Galaxy S23', 'Rue Cler']) expect(contains(output, text), text).toBe(false);
    // The muxer's name is no secret and stays; the Tags' place is one Void of exactly its length.
    expect(contains(output, 'Lavf60.3.100')).toBe(true);
    const at = data.indexOf(tags);
    expect(at + tags.length).toBe(data.length);
    expect(output[at]).toBe(0xec);
    // Read again, the stripped file walks to its end with nothing left to blank.
    expect(await webmMetadataEdits(bufferBytes(output))).toEqual(
      edits.filter((edit) => edit.what === 'WritingApp'),
    );
  });

  it('finds Tags after clusters of unknown size in a segment of unknown size (a browser recording)', async () => {
    const { data } = phoneWebm({ open: true });
    const { output, edits } = await strip(data, 'video/webm');
    expect(edits.map((edit) => edit.what)).toContain('Tags');
    expect(contains(output, SHOT_AT)).toBe(false);
    expectOnlyEdited(data, output, edits);
  });

  it('writes a Void whose size field encodes the rest of the length exactly, at every length', async () => {
    for (const total of [2, 3, 6, 128, 129, 130, 16_385, 16_386, 5_000_000]) {
      const head = voidHead(total);
      const padded = Buffer.concat([head, Buffer.alloc(total - head.length)]);
      // Parsed as the only element of a WebM body, it runs exactly to the end.
      const file = Buffer.concat([element(0x1a45dfa3, []), element(0x18538067, padded)]);
      await expect(webmMetadataEdits(bufferBytes(file))).resolves.toEqual([]);
      expect(head[0]).toBe(0xec);
    }
  });

  it('refuses a truncated file, or one that is no EBML, and changes nothing', async () => {
    const { data } = phoneWebm();
    const open = phoneWebm({ open: true }).data;
    for (const broken of [
      data.subarray(0, data.length - 5),
      open.subarray(0, open.length - 200), // inside the last open cluster's block
      Buffer.concat([data, Buffer.from([0x42])]),
      element(0x1a45dfa3, []), // a header and no segment
      Buffer.from('RIFF....WEBPVP8 '),
    ]) {
      const copy = Buffer.from(broken);
      await expect(stripVideoMetadata(bufferBytes(copy), 'video/webm')).rejects.toMatchObject(refused);
      expect(copy).toEqual(broken);
    }
  });
});

describe('on a spool file', () => {
  it('strips the file in place through its handle, its size unchanged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'creatorscope-video-'));
    try {
      // Larger than the read-ahead, so that the walk reads more than one window.
      const { data } = phoneMovie({ mediaBytes: 200_000 });
      const path = join(dir, 'clip.upload');
      writeFileSync(path, data);
      const handle = await open(path, 'r+');
      let edits: MetadataEdit[];
      try {
        edits = await stripVideoMetadata(fileBytes(handle, data.length), 'video/mp4');
      } finally {
        await handle.close();
      }
      const stored = readFileSync(path);
      expect(contains(stored, SHOT_AT)).toBe(false);
      expectOnlyEdited(data, stored, edits);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
