import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  getPlan,
  IMAGE_PIXELS_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MEDIA_FILE_REQUIRED_MESSAGE,
  type TMedia,
  VIDEO_MAX_BYTES,
  VIDEO_SIZE_MESSAGE,
  VIDEO_TYPE_MESSAGE,
  VIDEO_UNREADABLE_MESSAGE,
} from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestMember,
  buildTestApp,
  call,
  createTestUser,
  listening,
  type TestUser,
} from '../../test/app.js';
import { movie, multipart, type Part } from '../../test/multipart.js';
import { phoneMovie, phoneWebm, SHOT_AT } from '../../test/videos.js';
import { storageFullMessage, storageUsedBy } from './service.js';
import { media } from './tables.js';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } });

/** Every file under a folder, recursively (none when it does not exist). */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : [];

describe('media uploads', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'creatorscope-media-'));
    app = await buildTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://app.creatorscope.test' });
    owner = await createTestUser(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (
    path: 'upload-image' | 'upload-video',
    file: { data: Buffer; filename?: string; type?: string } | null,
    user: TestUser = owner,
    options: { orgId?: string; fileFirst?: boolean; token?: string | null } = {},
  ) => {
    const orgPart: Part = { name: 'orgId', value: options.orgId ?? user.orgId };
    const fileParts: Part[] = file
      ? [
          {
            name: 'file',
            filename: file.filename ?? 'creative.bin',
            type: file.type ?? 'application/octet-stream',
            data: file.data,
          },
        ]
      : [];
    const body = multipart(options.fileFirst ? [...fileParts, orgPart] : [orgPart, ...fileParts]);
    const token = options.token === undefined ? user.token : options.token;
    const res = await app.inject({
      method: 'POST',
      url: `/api/media/${path}`,
      headers: {
        'content-type': body.contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body.payload,
    });
    return {
      statusCode: res.statusCode,
      body: res.json() as { message: string; data: TMedia & { errors?: Record<string, string> } },
    };
  };
  const fileAt = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: new URL(url).pathname, headers });
  const rowsOf = (orgId: string) => app.deps.db.select().from(media).where(eq(media.orgId, orgId));

  const storedFiles = () => filesUnder(join(dataDir, 'media')).sort();
  /** A refusal keeps nothing: no row, no stored file beside those there before, no spooled upload. */
  const expectNothingStored = async (user: TestUser, before: string[]) => {
    expect(await rowsOf(user.orgId)).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect(filesUnder(join(dataDir, 'tmp'))).toEqual([]);
  };

  it('stores an image re-encoded: turned upright by its EXIF, every metadata stripped, with a thumbnail', async () => {
    const user = await createTestUser(app);
    // 1200×800 stored sideways (orientation 6: turn 90° clockwise to view), with a GPS-free
    // but telling EXIF that must not survive.
    const input = await photo(1200, 800)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'Do not leak' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const res = await upload(
      'upload-image',
      { data: input, filename: 'summer.jpg', type: 'image/jpeg' },
      user,
    );
    expect(res.statusCode).toBe(201);
    const answer = res.body.data;
    expect(answer).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 800, height: 1200 });
    expect(answer.url).toMatch(
      /^https:\/\/app\.creatorscope\.test\/media\/file\/[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/,
    );
    expect(answer.thumbnailUrl).toMatch(/-thumb\.webp$/);

    const served = await fileAt(answer.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.length).toBe(answer.bytes);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(served.rawPayload.includes('Secret Photographer')).toBe(false);

    const thumbnail = await fileAt(answer.thumbnailUrl ?? '');
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 720,
    });

    const [row] = await rowsOf(user.orgId);
    expect(row).toMatchObject({
      id: answer.id,
      uploadedBy: user.userId,
      kind: 'image',
      mime: 'image/jpeg',
      bytes: answer.bytes,
      width: 800,
      height: 1200,
    });
  });

  it('keeps PNG as PNG and turns GIF (its first frame) and AVIF into WebP, never enlarging a small thumbnail', async () => {
    const png = await upload('upload-image', { data: await photo(300, 200).png().toBuffer() });
    expect(png.statusCode).toBe(201);
    expect(png.body.data).toMatchObject({ mime: 'image/png', width: 300, height: 200 });
    expect(png.body.data.url).toMatch(/\.png$/);
    const thumb = await fileAt(png.body.data.thumbnailUrl ?? '');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });

    const frames = await Promise.all(
      [255, 0, 120].map((r) => photo(64, 48).modulate({ hue: r }).png().toBuffer()),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const gif = await upload('upload-image', { data: animated, filename: 'loop.gif', type: 'image/gif' });
    expect(gif.statusCode).toBe(201);
    expect(gif.body.data).toMatchObject({ mime: 'image/webp', width: 64, height: 48 });
    const still = await sharp((await fileAt(gif.body.data.url)).rawPayload).metadata();
    expect(still).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(still.pages ?? 1).toBe(1);

    const avif = await upload('upload-image', { data: await photo(120, 90).avif().toBuffer() });
    expect(avif.statusCode).toBe(201);
    expect(avif.body.data).toMatchObject({ mime: 'image/webp', width: 120, height: 90 });
    expect(avif.body.data.url).toMatch(/\.webp$/);
  });

  it('refuses a file whose bytes are no image, whatever its name and type say, and keeps nothing', async () => {
    const user = await createTestUser(app);
    const before = storedFiles();
    const html = Buffer.from('<html><script>alert(1)</script></html>'.repeat(200));
    const res = await upload('upload-image', { data: html, filename: 'photo.jpg', type: 'image/jpeg' }, user);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(IMAGE_TYPE_MESSAGE);
    expect(res.body.data.errors).toEqual({ file: IMAGE_TYPE_MESSAGE });
    // A real image of a type not offered (TIFF) is refused the same way.
    const tiff = await upload('upload-image', { data: await photo(20, 20).tiff().toBuffer() }, user);
    expect(tiff.body.data.errors).toEqual({ file: IMAGE_TYPE_MESSAGE });
    await expectNothingStored(user, before);
  });

  it('refuses an image over 10 MB with 413 naming the file, and keeps nothing', async () => {
    const user = await createTestUser(app);
    const before = storedFiles();
    const big = Buffer.concat([await photo(10, 10).png().toBuffer(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload('upload-image', { data: big, filename: 'big.png', type: 'image/png' }, user);
    expect(res.statusCode).toBe(413);
    expect(res.body.message).toBe(IMAGE_SIZE_MESSAGE);
    expect(res.body.data.errors).toEqual({ file: IMAGE_SIZE_MESSAGE });
    await expectNothingStored(user, before);
  });

  it('refuses an image of more than 40 megapixels before decoding it, and a damaged one', async () => {
    const user = await createTestUser(app);
    const before = storedFiles();
    // A one-colour PNG compresses to little: small on the wire, 40.5 megapixels decoded.
    const huge = await photo(9000, 4500).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const res = await upload('upload-image', { data: huge }, user);
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors).toEqual({ file: IMAGE_PIXELS_MESSAGE });

    const whole = await photo(400, 300).jpeg().toBuffer();
    const damaged = await upload('upload-image', { data: whole.subarray(0, 600) }, user);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.body.data.errors).toEqual({ file: IMAGE_UNREADABLE_MESSAGE });
    await expectNothingStored(user, before);
  });

  it('asks for the file when none is sent, and for the organisation before the file', async () => {
    const none = await upload('upload-image', null);
    expect(none.statusCode).toBe(400);
    expect(none.body.data.errors).toEqual({ file: MEDIA_FILE_REQUIRED_MESSAGE });
    const json = await call(app, '/media/upload-image', { orgId: owner.orgId }, owner.token);
    expect(json.body.data).toEqual({ errors: { file: MEDIA_FILE_REQUIRED_MESSAGE } });
    const late = await upload('upload-image', { data: await photo(10, 10).png().toBuffer() }, owner, {
      fileFirst: true,
    });
    expect(late.statusCode).toBe(400);
    expect(late.body.data.errors).toEqual({ orgId: 'orgId must name an organisation' });
  });

  it('stores a video by its bytes (MP4, QuickTime) and serves it in ranges', async () => {
    const user = await createTestUser(app);
    const mp4 = await upload(
      'upload-video',
      { data: movie(300_000), filename: 'ad.bin', type: 'text/plain' },
      user,
    );
    expect(mp4.statusCode).toBe(201);
    expect(mp4.body.data).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
      bytes: 300_000,
      thumbnailUrl: null,
      width: null,
      height: null,
    });
    expect(mp4.body.data.url).toMatch(/\.mp4$/);
    const part = await fileAt(mp4.body.data.url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe('bytes 0-99/300000');
    expect(part.rawPayload.equals(movie(300_000).subarray(0, 100))).toBe(true);

    const mov = await upload('upload-video', { data: movie(10_000, 'qt  ') }, user);
    expect(mov.body.data).toMatchObject({ mime: 'video/quicktime' });
    expect(mov.body.data.url).toMatch(/\.mov$/);
    expect(await rowsOf(user.orgId)).toHaveLength(2);
    expect(filesUnder(join(dataDir, 'tmp'))).toEqual([]);
  });

  it('stores a phone video without its metadata, location included: same size, the media data untouched', async () => {
    const user = await createTestUser(app);
    const { data, chunkOffset, sample } = phoneMovie({ brand: 'qt  ' });
    const mov = await upload(
      'upload-video',
      { data, filename: 'IMG_0042.MOV', type: 'video/quicktime' },
      user,
    );
    expect(mov.statusCode).toBe(201);
    expect(mov.body.data).toMatchObject({ mime: 'video/quicktime', bytes: data.length });
    const stored = (await fileAt(mov.body.data.url)).rawPayload;
    expect(stored.length).toBe(data.length);
    for (const text of [SHOT_AT, 'iPhone 15', 'com.apple.quicktime.location']) {
      expect(stored.includes(text), text).toBe(false);
    }
    expect(stored.subarray(chunkOffset, chunkOffset + sample.length).equals(sample)).toBe(true);

    const webm = phoneWebm({ open: true }).data;
    const recorded = await upload('upload-video', { data: webm, filename: 'clip.webm' }, user);
    expect(recorded.statusCode).toBe(201);
    expect(recorded.body.data).toMatchObject({ mime: 'video/webm', bytes: webm.length });
    expect(recorded.body.data.url).toMatch(/\.webm$/);
    const storedWebm = (await fileAt(recorded.body.data.url)).rawPayload;
    expect(storedWebm.length).toBe(webm.length);
    expect(storedWebm.includes(SHOT_AT)).toBe(false);
    expect(filesUnder(join(dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses a video it cannot read to the end (truncated), rather than storing it with its metadata', async () => {
    const user = await createTestUser(app);
    const before = storedFiles();
    const { data } = phoneMovie();
    const cut = await upload('upload-video', { data: data.subarray(0, data.length - 100) }, user);
    expect(cut.statusCode).toBe(400);
    expect(cut.body.message).toBe(VIDEO_UNREADABLE_MESSAGE);
    expect(cut.body.data.errors).toEqual({ file: VIDEO_UNREADABLE_MESSAGE });
    const webm = phoneWebm().data;
    const cutWebm = await upload('upload-video', { data: webm.subarray(0, webm.length - 20) }, user);
    expect(cutWebm.body.data.errors).toEqual({ file: VIDEO_UNREADABLE_MESSAGE });
    await expectNothingStored(user, before);
  });

  it('refuses a video whose bytes are not MP4, WebM or QuickTime, and keeps nothing', async () => {
    const user = await createTestUser(app);
    const before = storedFiles();
    const png = await photo(50, 50).png().toBuffer();
    const res = await upload('upload-video', { data: png, filename: 'clip.mp4', type: 'video/mp4' }, user);
    expect(res.statusCode).toBe(400);
    expect(res.body.data.errors).toEqual({ file: VIDEO_TYPE_MESSAGE });
    const tiny = await upload('upload-video', { data: Buffer.from('hi'), filename: 'clip.mp4' }, user);
    expect(tiny.body.data.errors).toEqual({ file: VIDEO_TYPE_MESSAGE });
    await expectNothingStored(user, before);
  });

  it('refuses a video over 200 MB as it streams, answering a client that is still sending', async () => {
    const user = await createTestUser(app);
    const before = storedFiles();
    const { port } = new URL(await listening(app));
    const boundary = `----creatorscope${randomUUID()}`;
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="orgId"\r\n\r\n${user.orgId}\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="long.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/media/upload-video',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            authorization: `Bearer ${user.token}`,
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 0;
      const total = VIDEO_MAX_BYTES + 2 * chunk.length;
      const write = () => {
        let isOpen = true;
        while (sent < total && isOpen) {
          const piece = sent === 0 ? Buffer.concat([head, movie(chunk.length)]) : chunk;
          sent += chunk.length;
          isOpen = req.write(piece);
        }
        if (sent < total) req.once('drain', write);
        else req.end(tail);
      };
      write();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: VIDEO_SIZE_MESSAGE });
    await expectNothingStored(user, before);
  }, 60_000);

  it('deletes an upload and its thumbnail; another organisation can neither delete nor upload into it', async () => {
    const user = await createTestUser(app);
    const before = storedFiles();
    const made = await upload('upload-image', { data: await photo(64, 64).png().toBuffer() }, user);
    const { id, url, thumbnailUrl } = made.body.data;

    const stranger = await createTestUser(app);
    const theirs = await call(app, '/media/delete-media', { orgId: stranger.orgId, id }, stranger.token);
    expect(theirs.statusCode).toBe(404);
    const named = await call(app, '/media/delete-media', { orgId: user.orgId, id }, stranger.token);
    expect(named.statusCode).toBe(403);
    const intoTheirs = await upload('upload-image', { data: await photo(8, 8).png().toBuffer() }, stranger, {
      orgId: user.orgId,
    });
    expect(intoTheirs.statusCode).toBe(403);
    const reader = await addTestMember(app, user.orgId, 'Read');
    expect(
      (await upload('upload-image', { data: await photo(8, 8).png().toBuffer() }, reader)).statusCode,
    ).toBe(403);
    expect((await call(app, '/media/delete-media', { orgId: user.orgId, id }, reader.token)).statusCode).toBe(
      403,
    );
    const signedOut = await upload('upload-image', { data: await photo(8, 8).png().toBuffer() }, user, {
      token: null,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await fileAt(url)).statusCode).toBe(200);
    expect(await rowsOf(user.orgId)).toHaveLength(1);
    expect(await rowsOf(stranger.orgId)).toEqual([]);

    const removed = await call(app, '/media/delete-media', { orgId: user.orgId, id }, user.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.data).toEqual({ id });
    expect((await fileAt(url)).statusCode).toBe(404);
    expect((await fileAt(thumbnailUrl ?? '')).statusCode).toBe(404);
    await expectNothingStored(user, before);
    const again = await call(app, '/media/delete-media', { orgId: user.orgId, id }, user.token);
    expect(again.statusCode).toBe(404);
    expect(again.body.message).toBe('Media not found');
  });

  it("keeps a Write member from filling the disk: uploads past the plan's allowance are refused, racing ones too, and deleting frees space", async () => {
    const user = await createTestUser(app);
    const writer = await addTestMember(app, user.orgId, 'Write');
    const allowance = getPlan('free').storageBytes;
    // What the organisation stored before: all but 15,000 bytes of the allowance (its file is not needed).
    const [big] = await app.deps.db
      .insert(media)
      .values({
        orgId: user.orgId,
        kind: 'video',
        mime: 'video/mp4',
        key: `xx/${randomUUID()}.mp4`,
        bytes: allowance - 15_000,
      })
      .returning();
    const before = storedFiles();
    // Two 10,000-byte videos at once: room for one only.
    const raced = await Promise.all([
      upload('upload-video', { data: movie(10_000) }, writer),
      upload('upload-video', { data: movie(10_000) }, writer),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    const refused = raced.find((r) => r.statusCode === 413);
    expect(refused?.body.message).toBe(storageFullMessage(allowance, allowance - 5_000));
    expect(refused?.body.message).toContain('allowance of 1 GB');
    expect(refused?.body.data.errors?.file).toBe(refused?.body.message);
    expect(storedFiles()).toHaveLength(before.length + 1);
    expect(filesUnder(join(dataDir, 'tmp'))).toEqual([]);
    expect(await storageUsedBy(app.deps.db, user.orgId)).toBe(allowance - 5_000);
    // What the media screen shows: any member reads it, another organisation does not.
    const reader = await addTestMember(app, user.orgId, 'Read');
    const usage = await call(app, '/media/get-storage', { orgId: user.orgId }, reader.token);
    expect(usage.body.data).toEqual({ usedBytes: allowance - 5_000, allowanceBytes: allowance });
    const stranger = await createTestUser(app);
    expect((await call(app, '/media/get-storage', { orgId: user.orgId }, stranger.token)).statusCode).toBe(
      403,
    );

    const removed = await call(app, '/media/delete-media', { orgId: user.orgId, id: big?.id }, user.token);
    expect(removed.statusCode).toBe(200);
    expect((await upload('upload-video', { data: movie(10_000) }, writer)).statusCode).toBe(201);
    expect(await storageUsedBy(app.deps.db, user.orgId)).toBe(20_000);
  });

  it('is documented in the API page as a multipart upload whose orgId comes first', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const uploadImage = spec.paths['/api/media/upload-image'].post;
    expect(Object.keys(uploadImage.requestBody.content)).toEqual(['multipart/form-data']);
    expect(uploadImage.requestBody.content['multipart/form-data'].schema.required).toEqual(['orgId']);
    expect(uploadImage.description).toContain('`file`');
    expect(spec.paths['/api/media/delete-media'].post.requestBody.content['application/json']).toBeDefined();
  });

  it('answers 404 for a file that does not exist, never the web app page', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/file/ab/${randomUUID()}.mp4` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});
