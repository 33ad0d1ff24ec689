import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, listening } from '../test/app.js';

// Long enough to be worth compressing, like the real one with its prerendered first screen.
const INDEX = `<!doctype html><title>app</title>${'<template><p>first screen</p></template>'.repeat(200)}`;

const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

const BIG = `export const words = ${JSON.stringify('creator '.repeat(2000))};`;

describe('web app serving', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'favicon.svg'), ICON);
    writeFileSync(join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
    // The build writes brotli and gzip copies beside its files (vite-plugin-compression2).
    writeFileSync(join(dist, 'assets', 'big-def.js'), BIG);
    writeFileSync(join(dist, 'assets', 'big-def.js.br'), brotliCompressSync(BIG));
    app = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/insights/bookmarks', '/insights/creator/nike.official?tab=posts']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends index.html compressed as the browser accepts, and answers a revalidation with 304', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
    expect(br.rawPayload.length).toBeLessThan(INDEX.length / 10);

    const gzip = await app.inject({
      method: 'GET',
      url: '/insights/bookmarks',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX);

    const plain = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves hashed assets for a year and answers a missing file with 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404 });
  });

  it('serves a file the build wrote outside assets, and nothing outside the build', async () => {
    // Beside the build, where a path climbing out of it would land.
    writeFileSync(join(dist, '..', `${dist.split('/').pop()}-secret.json`), '{"secret":true}');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    for (const url of [
      `/%2e%2e/${dist.split('/').pop()}-secret.json`,
      `/assets/%2e%2e/%2e%2e/${dist.split('/').pop()}-secret.json`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('"secret":true');
    }
    rmSync(join(dist, '..', `${dist.split('/').pop()}-secret.json`));
  });

  it('answers a browser asking for /favicon.ico with the app icon', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toBe(ICON);
  });

  it("sends the build's compressed copy of a file when the browser accepts it, the file itself otherwise", async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/big-def.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/big-def.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);

    // No gzip copy: compressed as it goes out, as before.
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/big-def.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG);
  });

  it('never answers an unknown API path with HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such.thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'No route for GET /api/no/such.thing', data: null });
  });
  it('answers every path under /l/ that is not a link with the small 404 page, never the web app', async () => {
    const base = await listening(app);
    for (const path of [
      '/l/',
      '/l/abcdefgh/anything',
      '/l/abcdefgh//evil.example',
      '/l//evil.example',
      `/l/${'a'.repeat(120)}`,
      `/l/${'a'.repeat(120)}/x`,
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${base}${path}`, { method, redirect: 'manual' });
        expect(res.status, `${method} ${path} listening`).toBe(404);
        expect(res.headers.get('content-type'), `${method} ${path}`).toBe('text/html; charset=utf-8');
        expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        if (method === 'GET') expect(await res.text()).toContain('Link not found');
        const injected = await app.inject({ method: method as 'GET' | 'HEAD', url: path });
        expect(injected.statusCode, `${method} ${path} inject`).toBe(404);
        if (method === 'GET') expect(injected.body).toContain('Link not found');
      }
    }
  });
});
