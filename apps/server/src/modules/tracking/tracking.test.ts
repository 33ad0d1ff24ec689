import { existsSync, readFileSync } from 'node:fs';
import {
  type TAdLink,
  type TAffiliateAd,
  type TCreatedApiKey,
  TRACK_BODY_MAX_BYTES,
} from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { events } from '../events/tables.js';
import { TRACKER_SCRIPT_PATH } from './script-file.js';

const PUBLIC_URL = 'https://app.creatorscope.test';
const SHOP = 'https://shop.acme.example';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('the tracking script and its collect endpoint', () => {
  let app: FastifyInstance;
  let brand: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL });
    brand = await createTestUser(app, { plan: 'enterprise' });
  }, 60_000);
  afterAll(() => app.close());

  async function makeAd({
    status = 'active' as 'draft' | 'active' | 'paused',
    serverConversionsOnly = false,
  } = {}): Promise<TAffiliateAd> {
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
        budget: 25_000,
        commission_percent_on_conversion: 10,
        conversion_price_cap: 499.99,
        website_url: `${SHOP}/diwali`,
        script_target_url: 'https://checkout.acme.example:8443/thanks',
        serverConversionsOnly,
      },
      brand.token,
    );
    expect(made.statusCode).toBe(201);
    for (const _ of status === 'draft' ? [] : status === 'active' ? [1] : [1, 2]) {
      const toggled = await call(
        app,
        '/affliate-ad/toggle-status',
        { orgId: brand.orgId, id: made.body.data._id },
        brand.token,
      );
      expect(toggled.statusCode).toBe(200);
    }
    return made.body.data;
  }

  /** A publisher joins the ad and a visitor follows their link: the cs_ref it lands with. */
  async function clickThrough(ad: TAffiliateAd): Promise<{ csRef: string; link: TAdLink }> {
    const publisher = await createTestUser(app);
    await call(
      app,
      '/publisher/register',
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        whatsup_number: '+91 98765-43210',
        publisherType: 'influencer',
      },
      publisher.token,
    );
    const joined = await call<TAdLink>(app, '/affliate-ad/join', { publicId: ad.publicId }, publisher.token);
    expect(joined.statusCode).toBe(201);
    const visit = await app.inject({
      url: `/l/${joined.body.data.code}`,
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': CHROME },
    });
    expect(visit.statusCode).toBe(302);
    const csRef = new URL(String(visit.headers.location)).searchParams.get('cs_ref') ?? '';
    return { csRef, link: joined.body.data };
  }

  const collect = (body: unknown, origin: string | null = SHOP, raw = false) =>
    app.inject({
      method: 'POST',
      url: '/t/collect',
      remoteAddress: '198.51.100.9',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': CHROME,
        ...(origin === null ? {} : { origin }),
      },
      payload: raw ? String(body) : JSON.stringify(body),
    });

  const eventsOf = (adId: string, kind: string) =>
    app.deps.db
      .select()
      .from(events)
      .where(and(eq(events.adId, adId), eq(events.kind, kind)))
      .orderBy(events.occurredAt);

  const errorsOf = (res: { json: () => unknown }) =>
    (res.json() as { data: { errors: Record<string, string> } }).data.errors;

  it('takes a page view from the ad’s site, answers 202 once it is committed, and files it under the click’s link and publisher', async () => {
    const ad = await makeAd();
    const { csRef, link } = await clickThrough(ad);
    const [click] = await eventsOf(ad._id, 'click');
    const res = await collect({
      publicId: ad.publicId,
      kind: 'pageview',
      page: '/diwali?cs_ref=x&email=someone@example.com',
      referrer: 'https://www.instagram.com/p/abc',
      cs_ref: csRef,
    });
    expect(res.statusCode).toBe(202);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers.vary).toContain('origin');
    const [view] = await eventsOf(ad._id, 'pageview');
    expect(view).toMatchObject({
      counted: true,
      linkId: click?.linkId,
      publisherId: click?.publisherId,
      clickRef: csRef,
      pagePath: '/diwali',
      referrerHost: 'instagram.com',
      device: 'desktop',
    });
    expect(link.code).toBeTruthy();
  });

  it('takes the other site hosts of the ad: www or not, http or https, the script target URL with its port', async () => {
    const ad = await makeAd();
    for (const origin of [
      'https://www.shop.acme.example',
      'http://shop.acme.example',
      'https://checkout.acme.example:8443',
    ]) {
      const res = await collect({ publicId: ad.publicId, kind: 'pageview', page: '/' }, origin);
      expect(res.statusCode, origin).toBe(202);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    expect(await eventsOf(ad._id, 'pageview')).toHaveLength(3);
  });

  it('refuses events from any other origin, or without one (403, no CORS headers), and stores nothing', async () => {
    const ad = await makeAd();
    for (const origin of [
      'https://evil.example',
      'https://shop.acme.example.evil.example',
      'https://checkout.acme.example',
      'null',
      null,
    ]) {
      const res = await collect({ publicId: ad.publicId, kind: 'pageview', page: '/' }, origin);
      expect(res.statusCode, String(origin)).toBe(403);
      expect(res.json()).toMatchObject({ message: 'This ad takes events only from its own website' });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(await eventsOf(ad._id, 'pageview')).toHaveLength(0);
  });

  it('answers 404 for an unknown or draft ad, and stores a paused ad’s events uncounted', async () => {
    expect((await collect({ publicId: 'zzzzzzzzzzzz', kind: 'pageview' })).statusCode).toBe(404);
    const draft = await makeAd({ status: 'draft' });
    expect((await collect({ publicId: draft.publicId, kind: 'pageview' })).statusCode).toBe(404);
    const paused = await makeAd({ status: 'paused' });
    expect((await collect({ publicId: paused.publicId, kind: 'pageview' })).statusCode).toBe(202);
    const [view] = await eventsOf(paused._id, 'pageview');
    expect(view).toMatchObject({ counted: false, uncountedReason: 'inactive' });
  });

  it('refuses junk with a 400 naming the field, and an oversize body with a 413', async () => {
    const ad = await makeAd();
    const base = { publicId: ad.publicId, kind: 'custom', name: 'sign_up' };
    const cases: [object, string][] = [
      [{ ...base, publicId: 'Not an ad!' }, 'publicId'],
      [{ ...base, kind: 'purchase' }, 'kind'],
      [{ ...base, name: 'x'.repeat(51) }, 'name'],
      [{ publicId: ad.publicId, kind: 'custom' }, 'name'],
      [{ ...base, props: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])) }, 'props'],
      [{ ...base, props: { nested: { a: 1 } } }, 'props.nested'],
      [{ ...base, props: { long: 'x'.repeat(501) } }, 'props.long'],
      [{ ...base, page: 42 }, 'page'],
      [{ ...base, cs_ref: 'not-a-click' }, 'cs_ref'],
      [{ publicId: ad.publicId, kind: 'conversion', value: 100 }, 'orderId'],
      [{ publicId: ad.publicId, kind: 'conversion', orderId: 'A-1', value: 499.999 }, 'value'],
      [
        { publicId: ad.publicId, kind: 'conversion', orderId: 'A-1', value: 100, currency: 'USD' },
        'currency',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await collect(body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(errorsOf(res)), field).toEqual([field]);
    }
    expect((await collect('{"publicId":', SHOP, true)).json()).toMatchObject({
      status: 400,
      message: 'Malformed JSON body',
    });
    expect(errorsOf(await collect([1, 2]))).toEqual({ root: 'Request body must be a JSON object' });
    const huge = await collect({ ...base, page: `/${'x'.repeat(TRACK_BODY_MAX_BYTES)}` });
    expect(huge.statusCode).toBe(413);
    expect(await eventsOf(ad._id, 'custom')).toHaveLength(0);
    // 50 characters and 30 properties are fine; every custom event is stored and counted.
    const props = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i % 2 ? 'v' : true]));
    expect((await collect({ ...base, name: 'n'.repeat(50), props })).statusCode).toBe(202);
    expect(await eventsOf(ad._id, 'custom')).toMatchObject([{ name: 'n'.repeat(50), props, counted: true }]);
  });

  it('counts a conversion once per order id, its value kept in minor units of the ad’s currency', async () => {
    const ad = await makeAd();
    const { csRef } = await clickThrough(ad);
    const conversion = {
      publicId: ad.publicId,
      kind: 'conversion',
      orderId: 'ORD-1001',
      value: 499,
      cs_ref: csRef,
    };
    expect((await collect(conversion)).statusCode).toBe(202);
    expect((await collect({ ...conversion, currency: 'inr' })).statusCode).toBe(202);
    const rows = await eventsOf(ad._id, 'conversion');
    expect(rows.map((r) => [r.orderId, r.valueMinor, r.currency, r.counted, r.uncountedReason])).toEqual([
      ['ORD-1001', 49_900, 'INR', true, null],
      ['ORD-1001', 49_900, 'INR', false, 'duplicate-order'],
    ]);
    expect(rows[0]?.linkId).not.toBeNull();
  });

  it('keeps a browser sale uncounted on an ad that counts only its server’s, and lets the server’s count', async () => {
    const ad = await makeAd({ serverConversionsOnly: true });
    expect(ad.serverConversionsOnly).toBe(true);
    const { csRef } = await clickThrough(ad);
    const sale = {
      publicId: ad.publicId,
      kind: 'conversion',
      orderId: 'ORD-2001',
      value: 499,
      cs_ref: csRef,
    };
    expect((await collect(sale)).statusCode).toBe(202);
    // Page views still count: only the sales anyone could forge from a browser are left out.
    expect((await collect({ publicId: ad.publicId, kind: 'pageview', cs_ref: csRef })).statusCode).toBe(202);
    const [browserSale] = await eventsOf(ad._id, 'conversion');
    expect(browserSale).toMatchObject({ counted: false, uncountedReason: 'server-only' });
    const [view] = await eventsOf(ad._id, 'pageview');
    expect(view).toMatchObject({ counted: true });

    const made = await call<TCreatedApiKey>(
      app,
      '/api-keys/create',
      { orgId: brand.orgId, name: 'Shop', scopes: ['conversions:write'] },
      brand.token,
    );
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/script/addConversionFromLeads',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${made.body.data.secret}` },
      payload: JSON.stringify({ adId: ad.publicId, orderId: 'ORD-2001', value: 499, cs_ref: csRef }),
    });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data).toMatchObject({ counted: true, duplicate: false });
  });

  it('does not attribute to a cs_ref that names another ad’s click or no click at all', async () => {
    const ad = await makeAd();
    const other = await makeAd();
    const { csRef } = await clickThrough(other);
    const unknown = '0190f0e2-1234-7abc-8def-0123456789ab';
    for (const ref of [csRef, unknown]) {
      expect((await collect({ publicId: ad.publicId, kind: 'pageview', cs_ref: ref })).statusCode).toBe(202);
    }
    const rows = await eventsOf(ad._id, 'pageview');
    expect(rows.map((r) => [r.linkId, r.publisherId, r.clickRef, r.counted])).toEqual([
      [null, null, null, true],
      [null, null, null, true],
    ]);
  });

  it('serves /t.js as JavaScript any site may load, cached a day with a content hash ETag', async () => {
    expect(existsSync(TRACKER_SCRIPT_PATH), 'build the tracker first: npm run build').toBe(true);
    const res = await app.inject({ url: '/t.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(res.rawPayload.equals(readFileSync(TRACKER_SCRIPT_PATH))).toBe(true);
    const again = await app.inject({ url: '/t.js', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
