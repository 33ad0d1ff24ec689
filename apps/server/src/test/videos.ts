/**
 * Small synthetic videos, assembled box by box (MP4, QuickTime) or element by element (WebM), that
 * carry the metadata a phone writes: enough structure for the metadata stripper and the type sniffer,
 * no playable frames.
 */

/** Where the phone was: the ISO 6709 text every fixture hides, in several places. */
export const SHOT_AT = '+48.8584+002.2945+035.000/';

/** An MP4 box; `large` gives it a 64-bit size (size field 1, then the size after the type). */
export function box(type: string, payload: Buffer | Buffer[] = [], large = false): Buffer {
  const body = Buffer.isBuffer(payload) ? payload : Buffer.concat(payload);
  const head = Buffer.alloc(large ? 16 : 8);
  head.write(type, 4, 'latin1');
  if (large) {
    head.writeUInt32BE(1, 0);
    head.writeBigUInt64BE(BigInt(16 + body.length), 8);
  } else {
    head.writeUInt32BE(8 + body.length, 0);
  }
  return Buffer.concat([head, body]);
}

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(value);
  return bytes;
};

/** 2021-06-01 as seconds since 1904, the MP4 epoch: the date a phone stamps its video with. */
export const SHOT_WHEN = 3_705_436_800;

/** A full box whose payload starts with version and flags, then the two times (mvhd, tkhd, mdhd). */
const dated = (type: string, version: 0 | 1, rest: Buffer) =>
  box(type, [
    Buffer.from([version, 0, 0, 0]),
    version === 1
      ? Buffer.concat([u64(BigInt(SHOT_WHEN)), u64(BigInt(SHOT_WHEN))])
      : Buffer.concat([u32(SHOT_WHEN), u32(SHOT_WHEN)]),
    rest,
  ]);

const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');

/**
 * A phone's MP4 (or, with brand 'qt  ', QuickTime): its location in moov's udta (©xyz) and meta
 * (Apple's keys and ilst), the track's udta, an XMP uuid box, creation dates, and a chunk offset
 * (stco) that points at the media data after the moov. `largeUdta` writes the moov's udta with a
 * 64-bit size.
 */
export function phoneMovie(
  options: { brand?: string; largeUdta?: boolean; mediaBytes?: number; gps?: boolean } = {},
) {
  const brand = options.brand ?? 'isom';
  const ftyp = box('ftyp', [Buffer.from(brand), u32(0x200), Buffer.from(`${brand}mp41`)]);
  const udta = box(
    'udta',
    [
      box('\xa9xyz', [Buffer.from([0, SHOT_AT.length, 0x15, 0xc7]), Buffer.from(SHOT_AT)]),
      box('\xa9mak', [Buffer.from([0, 5, 0, 0]), Buffer.from('Apple')]),
      box('\xa9mod', [Buffer.from([0, 9, 0, 0]), Buffer.from('iPhone 15')]),
    ],
    options.largeUdta,
  );
  const locationKey = 'com.apple.quicktime.location.ISO6709';
  const meta = box('meta', [
    box('hdlr', [Buffer.alloc(8), Buffer.from('mdta'), Buffer.alloc(12), Buffer.from([0])]),
    box('keys', [
      Buffer.alloc(4),
      u32(1),
      u32(8 + locationKey.length),
      Buffer.from('mdta'),
      Buffer.from(locationKey),
    ]),
    box('ilst', [box('\x00\x00\x00\x01', [box('data', [u32(1), u32(0), Buffer.from(SHOT_AT)])])]),
  ]);
  const xmp = box('uuid', [
    XMP_UUID,
    Buffer.from(`<x:xmpmeta><exif:GPSLatitude>48,51.5N</exif:GPSLatitude>${SHOT_AT}</x:xmpmeta>`),
  ]);
  const sample = Buffer.alloc(options.mediaBytes ?? 2_000, 0x5a);
  // The moov's size does not depend on the offset's value, so it is laid out twice: once to measure.
  const moovWith = (offset: number): Buffer =>
    box('moov', [
      dated('mvhd', 0, Buffer.alloc(80, 1)),
      udta,
      meta,
      box('trak', [
        dated('tkhd', 1, Buffer.alloc(60, 2)),
        box('mdia', [
          dated('mdhd', 0, Buffer.alloc(8, 3)),
          box('hdlr', [
            Buffer.alloc(8),
            Buffer.from('vide'),
            Buffer.alloc(12),
            Buffer.from('VideoHandler\0'),
          ]),
          box('minf', [
            box('stbl', [
              box('stsd', [Buffer.alloc(4), u32(0)]),
              box('stsz', [Buffer.alloc(4), u32(sample.length), u32(1)]),
              box('stco', [Buffer.alloc(4), u32(1), u32(offset)]),
            ]),
          ]),
        ]),
        box('udta', [box('\xa9xyz', [Buffer.from([0, SHOT_AT.length, 0x15, 0xc7]), Buffer.from(SHOT_AT)])]),
      ]),
    ]);
  // A GoPro's GPS track: two GPMF samples in one chunk, after the video's in the media data.
  const fixes = [Buffer.from(`GPS5${SHOT_AT}`), Buffer.from(`GPSU210601120000.000${SHOT_AT}`)];
  const gpsTrak = (offset: number) =>
    box('trak', [
      dated('tkhd', 0, Buffer.alloc(72, 4)),
      box('mdia', [
        dated('mdhd', 0, Buffer.alloc(8, 5)),
        box('hdlr', [Buffer.alloc(8), Buffer.from('meta'), Buffer.alloc(12), Buffer.from('GoPro MET\0')]),
        box('minf', [
          box('stbl', [
            box('stsd', [Buffer.alloc(4), u32(1), box('gpmd', Buffer.alloc(8))]),
            box('stsz', [Buffer.alloc(4), u32(0), u32(2), ...fixes.map((fix) => u32(fix.length))]),
            box('stsc', [Buffer.alloc(4), u32(1), u32(1), u32(2), u32(1)]),
            box('co64', [Buffer.alloc(4), u32(1), u64(BigInt(offset))]),
          ]),
        ]),
      ]),
    ]);
  const layout = (offset: number) => {
    const moov = moovWith(offset);
    return options.gps ? box('moov', [moov.subarray(8), gpsTrak(offset + sample.length)]) : moov;
  };
  const moovBytes = layout(0).length;
  const offset = ftyp.length + moovBytes + xmp.length + 8;
  const gps = Buffer.concat(fixes);
  const media = options.gps ? Buffer.concat([sample, gps]) : sample;
  const data = Buffer.concat([ftyp, layout(offset), xmp, box('mdat', media)]);
  return { data, chunkOffset: offset, sample, gpsOffset: offset + sample.length, gps };
}

/** An EBML element id as written: its bytes, length marker included. */
const idBytes = (id: number) =>
  Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');

/** An EBML size in `length` bytes (the smallest that holds it when not given). */
function sizeBytes(size: number, length?: number): Buffer {
  let n = length ?? 1;
  while (!length && size > 2 ** (7 * n) - 2) n++;
  const bytes = Buffer.alloc(n);
  let rest = size;
  for (let i = n - 1; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[0] = (bytes[0] ?? 0) | (1 << (8 - n));
  return bytes;
}

/** An EBML element; `sizeLength` forces its size field's length, 'unknown' writes an unknown size. */
export function element(
  id: number,
  payload: Buffer | Buffer[] | string = [],
  sizeLength?: number | 'unknown',
): Buffer {
  const body =
    typeof payload === 'string'
      ? Buffer.from(payload)
      : Buffer.isBuffer(payload)
        ? payload
        : Buffer.concat(payload);
  const size =
    sizeLength === 'unknown'
      ? Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
      : sizeBytes(body.length, sizeLength);
  return Buffer.concat([idBytes(id), size, body]);
}

const uint = (id: number, value: number) => element(id, Buffer.from([value]));

/** A simple block of `bytes` frame data for track 1. */
const block = (bytes: number, fill: number) =>
  element(0xa3, [Buffer.from([0x81, 0, 0, 0x80]), Buffer.alloc(bytes, fill)]);

/**
 * A phone's WebM: a SeekHead pointing at its Info and Tags, an Info with a title, a date, a writing
 * app and a CRC-32, the location in Tags after the clusters (as ffmpeg writes them). `open` writes the
 * Segment and clusters with unknown sizes (as a browser's MediaRecorder does).
 */
export function phoneWebm(options: { open?: boolean } = {}) {
  const header = element(0x1a45dfa3, [
    uint(0x4286, 1),
    uint(0x42f7, 1),
    element(0x4282, 'webm'),
    uint(0x4287, 4),
    uint(0x4285, 2),
  ]);
  const seek = (id: number, position: number) =>
    element(0x4dbb, [
      element(0x53ab, idBytes(id)),
      element(0x53ac, Buffer.from([0, 0, position >> 8, position & 0xff])),
    ]);
  const seekHead = element(0x114d9b74, [seek(0x1549a966, 0x40), seek(0x1254c367, 0x1234)]);
  const info = element(0x1549a966, [
    element(0xbf, Buffer.from([1, 2, 3, 4])),
    element(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])),
    element(0x4d80, 'Lavf60.3.100'),
    element(0x5741, 'Galaxy S23 Camera'),
    element(0x7ba9, 'Beach house at 12 Rue Cler'),
    element(0x4461, Buffer.from('0123456789abcdef', 'hex')),
  ]);
  const tracks = element(0x1654ae6b, [element(0xae, [uint(0xd7, 1), uint(0x83, 1), element(0x86, 'V_VP9')])]);
  const cluster = (at: number) =>
    element(
      0x1f43b675,
      [uint(0xe7, at), block(300, 0x11), block(200, 0x22)],
      options.open ? 'unknown' : undefined,
    );
  const cues = element(0x1c53bb6b, [element(0xbb, [uint(0xb3, 0)])]);
  const tags = element(0x1254c367, [
    element(0x7373, [
      element(0x63c0, []),
      element(0x67c8, [element(0x45a3, 'LOCATION'), element(0x4487, SHOT_AT)]),
      element(0x67c8, [element(0x45a3, 'ENCODER'), element(0x4487, 'Galaxy S23')]),
    ]),
  ]);
  const segment = element(
    0x18538067,
    [seekHead, info, tracks, cluster(0), cluster(1), cues, tags],
    options.open ? 'unknown' : 8,
  );
  return { data: Buffer.concat([header, segment]), tags, info };
}
