import type { TAdLink, TAffiliateAd } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, call, createTestUser, listening } from '../../test/app.js';
import { events } from '../events/tables.js';

/*
 * /l/<code> through a listening server, where it is answered before Fastify (http/light-path.ts),
 * against the same call through Fastify (`inject`): the same answers, and the click committed.
 */

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An app listening on a free port, counting the requests that reach Fastify's hooks. */
async function listeningApp(env: Record<string, string> = {}) {
  const app = await buildTestApp(env);
  const reachedFastify: string[] = [];
  app.addHook('onRequest', async (request) => {
    reachedFastify.push(`${request.method} ${request.url}`);
  });
  const base = await listening(app);
  return { app, base, reachedFastify };
}

/** An active ad with a publisher's link on it: the link's code. */
async function joinedLink(app: FastifyInstance): Promise<{ code: string; adId: string }> {
  const brand = await createTestUser(app, { plan: 'enterprise' });
  const ad = await call<TAffiliateAd>(
    app,
    '/affliate-ad/create',
    {
      orgId: brand.orgId,
      campaignName: 'Diwali sale',
      brandName: 'Acme',
      ad_type: 'image',
      ad_display_type: 'feed',
      schedule_post: inDays(0),
      validity: inDays(30),
      commission_percent_on_conversion: 10,
      conversion_price_cap: 100,
      website_url: 'https://shop.acme.example/diwali?utm_source=creatorscope#top',
    },
    brand.token,
  );
  expect(ad.statusCode).toBe(201);
  await call(app, '/affliate-ad/toggle-status', { orgId: brand.orgId, id: ad.body.data._id }, brand.token);
  const publisher = await createTestUser(app);
  await call(
    app,
    '/publisher/register',
    {
      name: 'Asha',
      email: 'asha@example.com',
      whatsup_number: '+91 98765-43210',
      publisherType: 'influencer',
    },
    publisher.token,
  );
  const link = await call<TAdLink>(
    app,
    '/affliate-ad/join',
    { publicId: ad.body.data.publicId },
    publisher.token,
  );
  expect(link.statusCode).toBe(201);
  return { code: link.body.data.code, adId: ad.body.data._id };
}

/** What must not differ between the two paths: everything but the date, ids and counters. */
const VOLATILE = new Set([
  'date',
  'connection',
  'keep-alive',
  'x-request-id',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);
type Answer = { status: number; headers: Record<string, string>; body: string };
const comparable = ({ status, headers, body }: Answer) => ({
  status,
  headers: Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !VOLATILE.has(name))
      .map(([name, value]) => [
        name,
        name === 'location' ? value.replace(/cs_ref=[\w-]+/, 'cs_ref=…') : value,
      ]),
  ),
  body,
});

const csRefOf = (answer: Answer) => new URL(answer.headers.location ?? '').searchParams.get('cs_ref') ?? '';

describe('the redirect on the light path', () => {
  let app: FastifyInstance;
  let base: string;
  let reachedFastify: string[];
  let code: string;

  beforeAll(async () => {
    ({ app, base, reachedFastify } = await listeningApp());
    ({ code } = await joinedLink(app));
  }, 60_000);
  afterAll(() => app.close());

  /** The request through the listening server (the light path). */
  async function light(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
    const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
    return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  }
  /** The same request through Fastify's routing (inject), from the same address. */
  async function viaFastify(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'HEAD',
      url: path,
      remoteAddress: '127.0.0.1',
      headers: init.headers ?? {},
    });
    const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
    return { status: res.statusCode, headers, body: res.body };
  }
  const eventRow = async (id: string) =>
    (await app.deps.db.select().from(events).where(eq(events.id, id)))[0];

  it('answers 302 to the ad website with cs_ref, the click committed, without Fastify, as the Fastify route does', async () => {
    const before = reachedFastify.length;
    const res = await light(`/l/${code}`, {
      headers: { 'user-agent': CHROME, referer: 'https://www.instagram.com/' },
    });
    expect(reachedFastify.length).toBe(before);
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(
      /^https:\/\/shop\.acme\.example\/diwali\?utm_source=creatorscope&cs_ref=[0-9a-f-]{36}#top$/,
    );
    expect(res.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-length': '0',
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Read right after the answer: committed before it.
    expect(await eventRow(csRefOf(res))).toMatchObject({
      kind: 'click',
      counted: true,
      referrerHost: 'instagram.com',
      device: 'desktop',
    });
    const fastify = await viaFastify(`/l/${code}`, { headers: { 'user-agent': CHROME } });
    expect(reachedFastify.length).toBe(before + 1);
    expect(comparable(fastify)).toEqual(comparable(res));
    expect(csRefOf(fastify)).not.toBe(csRefOf(res));
  });

  it('keeps a request id a proxy sent, and makes one for a malformed one', async () => {
    const kept = await light(`/l/${code}`, {
      headers: { 'user-agent': CHROME, 'x-request-id': 'lb-42.a:b' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.a:b');
    const made = await light(`/l/${code}`, {
      headers: { 'user-agent': CHROME, 'x-request-id': 'no spaces!' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('redirects HEAD, bots and link previews with no body, their clicks stored uncounted', async () => {
    const cases = [
      [{ method: 'HEAD', headers: { 'user-agent': CHROME } }, 'head'],
      [
        {
          headers: {
            'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
          },
        },
        'bot',
      ],
      [{ headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } }, 'preview'],
      [{ headers: {} }, 'bot'],
    ] as const;
    for (const [init, reason] of cases) {
      const res = await light(`/l/${code}`, init);
      expect(res.status, reason).toBe(302);
      expect(res.body).toBe('');
      expect(await eventRow(csRefOf(res))).toMatchObject({ counted: false, uncountedReason: reason });
      expect(comparable(await viaFastify(`/l/${code}`, init))).toEqual(comparable(res));
    }
  });

  it('answers an unknown or malformed code with the small 404 page, as the Fastify route does', async () => {
    for (const path of [
      '/l/abcdefgh',
      '/l/NOPE',
      `/l/${'x'.repeat(90)}`,
      `/l/${code}?next=https://evil.example`,
    ]) {
      const res = await light(path, { headers: { 'user-agent': CHROME } });
      if (path.includes('evil')) {
        expect(res.status).toBe(302);
        expect(res.headers.location).not.toContain('evil');
        continue;
      }
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.body).toContain('Link not found');
      expect(comparable(await viaFastify(path, { headers: { 'user-agent': CHROME } }))).toEqual(
        comparable(res),
      );
    }
  });

  it('sends nobody on without a recorded click: 503 with a retry, logged, as the Fastify route does', async () => {
    const failing = vi.spyOn(app.deps.events, 'record').mockRejectedValue(new Error('connection terminated'));
    const logged = vi.spyOn(app.log, 'error');
    try {
      const res = await light(`/l/${code}`, { headers: { 'user-agent': CHROME } });
      expect(res.status).toBe(503);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('Try again in a moment');
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ code, reqId: res.headers['x-request-id'] }),
        'link redirect failed: no click recorded',
      );
      expect(comparable(await viaFastify(`/l/${code}`, { headers: { 'user-agent': CHROME } }))).toEqual(
        comparable(res),
      );
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
    expect((await light(`/l/${code}`, { headers: { 'user-agent': CHROME } })).status).toBe(302);
  });

  it('leaves every other request to Fastify: other paths, methods, and an encoded code', async () => {
    const before = reachedFastify.length;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect((await fetch(`${base}/l/${code}`, { method: 'POST' })).status).toBe(404);
    // Decoded by Fastify's router, then the same handler.
    const encoded = await light(`/l/${code.slice(0, -1)}%${code.charCodeAt(code.length - 1).toString(16)}`, {
      headers: { 'user-agent': CHROME },
    });
    expect(encoded.status).toBe(302);
    expect(reachedFastify.slice(before).map((r) => r.split(' ')[0])).toEqual(['GET', 'POST', 'GET']);
  });
});

describe('the redirect on the light path behind a proxy, with the app-wide rate limit', () => {
  /** Above what the setup's own calls (from 127.0.0.1) take. */
  const LIMIT = 20;
  let app: FastifyInstance;
  let base: string;
  let code: string;
  let adId: string;

  beforeAll(async () => {
    // A window of an hour: the counts are of clock-aligned windows, and this one will not roll over mid-test.
    ({ app, base } = await listeningApp({
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: String(LIMIT),
      RATE_LIMIT_WINDOW_MS: '3600000',
    }));
    ({ code, adId } = await joinedLink(app));
  }, 60_000);
  afterAll(() => app.close());

  const visit = (forwardedFor: string) =>
    fetch(`${base}/l/${code}`, {
      redirect: 'manual',
      headers: { 'user-agent': CHROME, 'x-forwarded-for': forwardedFor },
    });

  it('reads the client from X-Forwarded-For past the trusted proxy, as Fastify does', async () => {
    // 8.8.8.8 is in the US; the proxy (this test, 127.0.0.1) and what a client wrote before it are not the visitor.
    const res = await visit('6.6.6.6, 8.8.8.8');
    expect(res.status).toBe(302);
    const id = new URL(res.headers.get('location') ?? '').searchParams.get('cs_ref') ?? '';
    const [row] = await app.deps.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ adId, country: 'US' });
  });

  it('counts each client in the limit the API shares: one request past it in the window is a 429', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await visit('203.0.113.50');
      expect(res.status).toBe(302);
      expect(res.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 1 - i));
    }
    const refused = await visit('203.0.113.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many requests/),
    });
    // The same count as the API's: this client is refused there too; another client is not.
    const api = await fetch(`${base}/api/auth/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
      body: '{}',
    });
    expect(api.status).toBe(429);
    expect((await visit('203.0.113.51')).status).toBe(302);
  });
});

describe('the redirect on the light path, trusting named proxies only', () => {
  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const { app, base } = await listeningApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const { code } = await joinedLink(app);
      const res = await fetch(`${base}/l/${code}`, {
        redirect: 'manual',
        headers: { 'user-agent': CHROME, 'x-forwarded-for': '8.8.8.8' },
      });
      const id = new URL(res.headers.get('location') ?? '').searchParams.get('cs_ref') ?? '';
      const [row] = await app.deps.db.select().from(events).where(eq(events.id, id));
      // The visitor is the socket's address, 127.0.0.1: no country.
      expect(row?.country).toBeNull();
    } finally {
      await app.close();
    }
  }, 60_000);
});
