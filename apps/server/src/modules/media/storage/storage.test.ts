import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TMedia } from '@creatorscope/contracts';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser } from '../../../test/app.js';
import { multipart } from '../../../test/multipart.js';
import { LocalDiskStorage } from './local-disk.js';
import { IMMUTABLE_CACHE, type MediaStorage } from './port.js';
import { S3Storage } from './s3.js';

/** s3rver's fixed key pair: it checks request signatures as S3 does. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'creatorscope-media';

type Subject = {
  storage: MediaStorage;
  /** The stored bytes and type as a reader gets them, or null when there is no such file. */
  read: (key: string) => Promise<{ body: Buffer; type: string | null; cache: string | null } | null>;
};

/** What every storage must do, run against each implementation. */
function storageContract(name: string, open: () => Promise<Subject>) {
  describe(`${name} storage`, () => {
    let subject: Subject;
    let spool: string;
    beforeAll(async () => {
      subject = await open();
      spool = mkdtempSync(join(tmpdir(), 'creatorscope-spool-'));
    });
    afterAll(async () => {
      await subject.storage.close();
      rmSync(spool, { recursive: true, force: true });
    });

    it('stores bytes under a key and gives them back at its address', async () => {
      const body = Buffer.from('a small image, say');
      await subject.storage.put('ab/abcdef-thumb.webp', { buffer: body }, 'image/webp');
      const read = await subject.read('ab/abcdef-thumb.webp');
      expect(read?.body.equals(body)).toBe(true);
      if (read?.type !== null) expect(read?.type).toBe('image/webp');
      expect(subject.storage.urlOf('ab/abcdef-thumb.webp')).toMatch(
        /^https?:\/\/.+\/ab\/abcdef-thumb\.webp$/,
      );
    });

    it('takes a spooled file over, leaving no copy behind', async () => {
      const path = join(spool, 'upload');
      const body = Buffer.alloc(3 * 1024 * 1024, 9);
      writeFileSync(path, body);
      await subject.storage.put('cd/cdef01.mp4', { path, bytes: body.length }, 'video/mp4');
      expect((await subject.read('cd/cdef01.mp4'))?.body.equals(body)).toBe(true);
      expect(() => readFileSync(path)).toThrow();
    });

    it('deletes a key, and deleting it again is no error', async () => {
      await subject.storage.put('ef/ef0123.png', { buffer: Buffer.from('png') }, 'image/png');
      await subject.storage.delete('ef/ef0123.png');
      expect(await subject.read('ef/ef0123.png')).toBeNull();
      await expect(subject.storage.delete('ef/ef0123.png')).resolves.toBeUndefined();
    });
  });
}

let s3: S3rver;
let s3Url: string;
let s3Dir: string;
let diskDir: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'creatorscope-s3rver-'));
  diskDir = mkdtempSync(join(tmpdir(), 'creatorscope-disk-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  s3Url = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(diskDir, { recursive: true, force: true });
});

/** An object read through its public address, as a browser would. */
const fetchObject = async (url: string) => {
  const res = await fetch(url);
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
  };
};

storageContract('local disk', async () => {
  const storage = new LocalDiskStorage(diskDir, 'https://app.creatorscope.test');
  return {
    storage,
    // Served by the media file routes (media.test.ts); here the disk is what it promises.
    read: async (key) => {
      try {
        return { body: await readFile(join(diskDir, key)), type: null, cache: null };
      } catch {
        return null;
      }
    },
  };
});

storageContract('S3 (against s3rver on loopback)', async () => {
  const storage = new S3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3Url,
    credentials: S3RVER_CREDENTIALS,
  });
  return { storage, read: (key) => fetchObject(storage.urlOf(key)) };
});

describe('media on S3', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'creatorscope-media-s3-'));
    app = await buildTestApp({
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3Url,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uploads to the bucket, answers its public address with immutable caching, and deletes from it', async () => {
    const user = await createTestUser(app);
    const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3366ff' } })
      .jpeg()
      .toBuffer();
    const body = multipart([
      { name: 'orgId', value: user.orgId },
      { name: 'file', filename: 'banner.jpg', type: 'image/jpeg', data: image },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/media/upload-image',
      headers: { 'content-type': body.contentType, authorization: `Bearer ${user.token}` },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const uploaded = (res.json() as { data: TMedia }).data;
    expect(uploaded.url.startsWith(`${s3Url}/${BUCKET}/`)).toBe(true);
    const object = await fetchObject(uploaded.url);
    expect(object).toMatchObject({ type: 'image/jpeg', cache: IMMUTABLE_CACHE });
    expect(object?.body.length).toBe(uploaded.bytes);
    expect(await fetchObject(uploaded.thumbnailUrl ?? '')).toMatchObject({ type: 'image/webp' });
    // Local disk is not served: the bucket is where files are read from.
    expect(
      (await app.inject({ method: 'GET', url: `/media/file/${uploaded.url.split('/').slice(-2).join('/')}` }))
        .statusCode,
    ).not.toBe(200);

    const removed = await call(
      app,
      '/media/delete-media',
      { orgId: user.orgId, id: uploaded.id },
      user.token,
    );
    expect(removed.statusCode).toBe(200);
    expect(await fetchObject(uploaded.url)).toBeNull();
    expect(await fetchObject(uploaded.thumbnailUrl ?? '')).toBeNull();
  });
});
