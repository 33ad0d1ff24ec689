import { type TAffiliateAd, TRACK_BODY_MAX_BYTES } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, listening } from '../../test/app.js';
import { events } from '../events/tables.js';

/*
 * POST /t/collect through a listening server, where it is answered before Fastify
 * (http/light-path.ts), against the same call through Fastify (`inject`): the same answers.
 */

const PUBLIC_URL = 'https://app.creatorscope.test';
const SHOP = 'https://shop.acme.example';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !VOLATILE.has(name))),
  body,
});

describe('the collect endpoint on the light path', () => {
  let app: FastifyInstance;
  let base: string;
  let reachedFastify: number;
  let ad: TAffiliateAd;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL });
    reachedFastify = 0;
    app.addHook('onRequest', async () => {
      reachedFastify++;
    });
    base = await listening(app);
    const brand = await createTestUser(app, { plan: 'enterprise' });
    const made = await call<TAffiliateAd>(
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
        conversion_price_cap: 499.99,
        website_url: `${SHOP}/diwali`,
      },
      brand.token,
    );
    expect(made.statusCode).toBe(201);
    ad = made.body.data;
    await call(app, '/affliate-ad/toggle-status', { orgId: brand.orgId, id: ad._id }, brand.token);
  }, 60_000);
  afterAll(() => app.close());

  type Init = { headers?: Record<string, string>; body?: string };
  const headersOf = (origin: string | null, more: Record<string, string> = {}) => ({
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent': CHROME,
    ...(origin === null ? {} : { origin }),
    ...more,
  });

  async function light({ headers = {}, body }: Init): Promise<Answer> {
    const res = await fetch(`${base}/t/collect`, {
      method: 'POST',
      headers,
      ...(body === undefined ? {} : { body }),
    });
    return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  }
  async function viaFastify({ headers = {}, body }: Init): Promise<Answer> {
    const res = await app.inject({
      method: 'POST',
      url: '/t/collect',
      remoteAddress: '127.0.0.1',
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    const flat = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
    return { status: res.statusCode, headers: flat, body: res.body };
  }
  /** Through both paths: the light answer, checked equal to Fastify's. */
  async function both(init: Init): Promise<Answer> {
    const before = reachedFastify;
    const res = await light(init);
    expect(reachedFastify, 'the listening server answered without Fastify').toBe(before);
    expect(comparable(await viaFastify(init))).toEqual(comparable(res));
    return res;
  }
  const pageViews = () =>
    app.deps.db
      .select()
      .from(events)
      .where(and(eq(events.adId, ad._id), eq(events.kind, 'pageview')));
  const view = (page = '/diwali') => JSON.stringify({ publicId: ad.publicId, kind: 'pageview', page });

  it('takes a page view from the ad’s site: 202 once committed, readable by that site only', async () => {
    const before = (await pageViews()).length;
    const res = await both({ headers: headersOf(SHOP), body: view() });
    expect(res.status).toBe(202);
    expect(res.body).toBe('');
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': SHOP,
      vary: 'origin',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    // Both paths committed theirs before answering.
    expect(await pageViews()).toHaveLength(before + 2);
    const json = await both({
      headers: headersOf(SHOP, { 'content-type': 'application/json' }),
      body: view(),
    });
    expect(json.status).toBe(202);
  });

  it('refuses another origin with 403 and no CORS for it; the app’s own origin may read the answer', async () => {
    const before = (await pageViews()).length;
    for (const origin of ['https://evil.example', 'null', null]) {
      const res = await both({ headers: headersOf(origin), body: view() });
      expect(res.status, String(origin)).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({
        message: 'This ad takes events only from its own website',
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    const own = await both({ headers: headersOf(PUBLIC_URL), body: view() });
    expect(own.status).toBe(403);
    expect(own.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    expect(await pageViews()).toHaveLength(before);
  });

  it('answers 404 for an unknown ad and 400 naming the field for junk, as the API does', async () => {
    const unknown = await both({
      headers: headersOf(SHOP),
      body: JSON.stringify({ publicId: 'zzzzzzzzzzzz', kind: 'pageview' }),
    });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ status: 404, message: 'Ad not found', data: null });
    const cases: [object | string, Record<string, string>][] = [
      [
        { publicId: ad.publicId, kind: 'purchase' },
        { kind: 'kind must be one of pageview, custom, conversion' },
      ],
      [
        { publicId: ad.publicId, kind: 'custom', name: 'sign_up', props: { nested: { a: 1 } } },
        { 'props.nested': expect.any(String) },
      ],
      [[1, 2], { root: 'Request body must be a JSON object' }],
      [
        { publicId: ad.publicId, kind: 'conversion', orderId: 'A-1', value: 1, currency: 'USD' },
        { currency: 'This ad takes conversions in INR only' },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await both({ headers: headersOf(SHOP), body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(res.body).data.errors).toEqual(errors);
    }
  });

  it('answers a body it cannot take as the API does: malformed, empty, another type, none', async () => {
    const cases: [Init, number, string][] = [
      [{ headers: headersOf(SHOP), body: '{"publicId":' }, 400, 'Malformed JSON body'],
      [{ headers: headersOf(SHOP), body: '{"__proto__":{"x":1}}' }, 400, 'Malformed JSON body'],
      [
        { headers: headersOf(SHOP), body: '' },
        400,
        'Request body cannot be empty when content-type is application/json',
      ],
      [
        { headers: headersOf(SHOP, { 'content-type': 'application/x-www-form-urlencoded' }), body: 'a=1' },
        415,
        'Unsupported content type: send application/json',
      ],
      [{ headers: { origin: SHOP } }, 400, 'Request body must be a JSON object'],
    ];
    for (const [init, status, message] of cases) {
      const res = await both(init);
      expect(res.status, message).toBe(status);
      expect(JSON.parse(res.body)).toMatchObject({ status, message });
    }
  });

  it('refuses a body over the limit with 413, declared or sent in chunks, and stores nothing', async () => {
    const before = (await pageViews()).length;
    const huge = view(`/${'x'.repeat(TRACK_BODY_MAX_BYTES)}`);
    const declared = await both({ headers: headersOf(SHOP), body: huge });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ message: 'Request body is too large' });
    // No content-length: the light path stops reading at the limit.
    const chunks = [huge.slice(0, 8_000), huge.slice(8_000)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const chunked = await fetch(`${base}/t/collect`, {
      method: 'POST',
      headers: headersOf(SHOP),
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await pageViews()).toHaveLength(before);
    // A body of exactly the limit is taken (JSON may end in white space).
    const fits = view('/').padEnd(TRACK_BODY_MAX_BYTES, ' ');
    expect(Buffer.byteLength(fits)).toBe(TRACK_BODY_MAX_BYTES);
    expect((await light({ headers: headersOf(SHOP), body: fits })).status).toBe(202);
  });

  it('leaves the CORS preflight to Fastify’s CORS plugin', async () => {
    const res = await fetch(`${base}/t/collect`, {
      method: 'OPTIONS',
      headers: { origin: PUBLIC_URL, 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST');
  });
});
