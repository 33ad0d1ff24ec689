import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';

describe('web app serving', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
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

  it('serves hashed assets for a year and answers a missing file with 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404 });
  });

  it('never answers an unknown API path with HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such.thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'No route for GET /api/no/such.thing', data: null });
  });
});
