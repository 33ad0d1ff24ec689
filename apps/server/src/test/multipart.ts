import { randomUUID } from 'node:crypto';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body, parts in the order given (as a browser's FormData sends them). */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----creatorscope${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
        : `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(head));
    if (!('value' in part)) chunks.push(part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The start of an MP4 (or, with brand 'qt  ', a QuickTime) file: an ftyp box, then media data. */
export function movie(bytes: number, brand = 'isom'): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from(`ftyp${brand}`),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(`${brand}mp41`),
  ]);
  const data = Buffer.alloc(Math.max(0, bytes - ftyp.length - 8), 7);
  const mdatHead = Buffer.alloc(8);
  mdatHead.writeUInt32BE(data.length + 8);
  mdatHead.write('mdat', 4);
  return Buffer.concat([ftyp, mdatHead, data]);
}
