import type {
  TAdLink,
  TAdPublisher,
  TAffiliateAd,
  TPublicPublisherCard,
  TReferralData,
} from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { events } from '../events/tables.js';
import { attributionOf } from './attribution.js';

const PUBLIC_URL = 'https://app.creatorscope.test';
const SHOP = 'https://shop.acme.example';
const ELSEWHERE = 'https://any-brand.example';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

type Errors = { data: { errors: Record<string, string> } };

describe('coupons in attribution, and the brand site’s /api/script calls', () => {
  let app: FastifyInstance;
  let brand: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL });
    brand = await createTestUser(app, { plan: 'enterprise' });
  }, 60_000);
  afterAll(() => app.close());

  async function makeAd({
    isActive = true,
    attributionDays,
  }: {
    isActive?: boolean;
    attributionDays?: number;
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
        ...(attributionDays === undefined ? {} : { attributionDays }),
      },
      brand.token,
    );
    expect(made.statusCode).toBe(201);
    if (isActive) {
      await call(
        app,
        '/affliate-ad/toggle-status',
        { orgId: brand.orgId, id: made.body.data._id },
        brand.token,
      );
    }
    return made.body.data;
  }

  /** A publisher who joined the ad, their publisher id, and a visitor's click on their link. */
  async function publisherOn(ad: TAffiliateAd, name: string, coupon?: string) {
    const user = await createTestUser(app);
    await call(
      app,
      '/publisher/register',
      {
        name,
        email: 'private@example.com',
        whatsup_number: '+91 98765-43210',
        publisherType: 'blogger',
        upi_id: 'private@okaxis',
      },
      user.token,
    );
    const joined = await call<TAdLink>(app, '/affliate-ad/join', { publicId: ad.publicId }, user.token);
    expect(joined.statusCode).toBe(201);
    const listed = await call<TAdPublisher[]>(
      app,
      '/affliate-ad/get-publishers',
      { orgId: brand.orgId, id: ad._id },
      brand.token,
    );
    const publisherId = listed.body.data.find((p) => p.linkId === joined.body.data._id)?.publisherId ?? '';
    if (coupon) {
      const set = await call(
        app,
        '/affliate-ad/set-coupon',
        { orgId: brand.orgId, id: ad._id, publisherId, couponCode: coupon },
        brand.token,
      );
      expect(set.statusCode).toBe(200);
    }
    const visit = await app.inject({
      url: `/l/${joined.body.data.code}`,
      remoteAddress: `203.0.113.${Math.floor(Math.random() * 200) + 1}`,
      headers: { 'user-agent': CHROME },
    });
    const csRef = new URL(String(visit.headers.location)).searchParams.get('cs_ref') ?? '';
    return { publisherId, link: joined.body.data, csRef };
  }

  const collect = (body: object) =>
    app.inject({
      method: 'POST',
      url: '/t/collect',
      remoteAddress: '198.51.100.9',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, origin: SHOP },
      payload: JSON.stringify(body),
    });
  const conversionOf = async (adId: string, orderId: string) =>
    (
      await app.deps.db
        .select()
        .from(events)
        .where(and(eq(events.adId, adId), eq(events.orderId, orderId)))
    )[0];

  describe('coupon attribution (the tracker’s conversions)', () => {
    it('credits a conversion to the coupon’s publisher whatever the cs_ref says: a creator’s coupon beats a link', async () => {
      const ad = await makeAd();
      const asha = await publisherOn(ad, 'Asha', 'ASHA10');
      const ravi = await publisherOn(ad, 'Ravi');
      const res = await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'A-1',
        value: 999,
        cs_ref: ravi.csRef,
        coupon: ' asha10 ',
      });
      expect(res.statusCode).toBe(202);
      expect(await conversionOf(ad._id, 'A-1')).toMatchObject({
        publisherId: asha.publisherId,
        linkId: asha.link._id,
        // Ravi's click is not Asha's visit.
        clickRef: null,
        counted: true,
      });
    });

    it('falls back to the cs_ref for an unknown or malformed coupon, and to nobody without one', async () => {
      const ad = await makeAd();
      await publisherOn(ad, 'Asha', 'ASHA10');
      const ravi = await publisherOn(ad, 'Ravi');
      for (const [orderId, coupon] of [
        ['B-1', 'NOSUCH'],
        ['B-2', 'not a code!'],
      ] as const) {
        await collect({
          publicId: ad.publicId,
          kind: 'conversion',
          orderId,
          value: 10,
          cs_ref: ravi.csRef,
          coupon,
        });
        expect(await conversionOf(ad._id, orderId), orderId).toMatchObject({
          publisherId: ravi.publisherId,
          clickRef: ravi.csRef,
          counted: true,
        });
      }
      await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'B-3',
        value: 10,
        coupon: 'NOSUCH',
      });
      expect(await conversionOf(ad._id, 'B-3')).toMatchObject({ publisherId: null, counted: true });
    });

    it('ignores a coupon of another ad, and a removed publisher’s coupon; a removed publisher’s click counts for nothing', async () => {
      const ad = await makeAd();
      const other = await makeAd();
      await publisherOn(other, 'Elsewhere', 'OTHER10');
      const asha = await publisherOn(ad, 'Asha', 'ASHA10');
      await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'C-1',
        value: 10,
        coupon: 'OTHER10',
      });
      expect((await conversionOf(ad._id, 'C-1'))?.publisherId).toBeNull();

      const removed = await call(
        app,
        '/affliate-ad/remove-publisher',
        { orgId: brand.orgId, id: ad._id, publisherId: asha.publisherId },
        brand.token,
      );
      expect(removed.statusCode).toBe(200);
      await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'C-2',
        value: 10,
        coupon: 'ASHA10',
      });
      expect(await conversionOf(ad._id, 'C-2')).toMatchObject({ publisherId: null, counted: true });
      await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'C-3',
        value: 10,
        cs_ref: asha.csRef,
      });
      expect(await conversionOf(ad._id, 'C-3')).toMatchObject({
        publisherId: asha.publisherId,
        counted: false,
        uncountedReason: 'removed',
      });
    });

    it('refuses an oversize coupon naming the field', async () => {
      const ad = await makeAd();
      const res = await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'D-1',
        coupon: 'x'.repeat(51),
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as Errors).data.errors).toEqual({ coupon: 'coupon cannot exceed 50 characters' });
    });

    it('is one function the other ways in can share (attributionOf)', async () => {
      const ad = await makeAd();
      const asha = await publisherOn(ad, 'Asha', 'ASHA10');
      const byCoupon = await attributionOf(
        app.deps,
        { id: ad._id, attributionDays: 30 },
        { coupon: 'asha10' },
      );
      expect(byCoupon).toMatchObject({ publisherId: asha.publisherId, via: 'coupon', couponCode: 'ASHA10' });
      const byClick = await attributionOf(
        app.deps,
        { id: ad._id, attributionDays: 30 },
        { csRef: asha.csRef },
      );
      expect(byClick).toMatchObject({ publisherId: asha.publisherId, via: 'click', clickRef: asha.csRef });
      expect(await attributionOf(app.deps, { id: ad._id, attributionDays: 30 }, {})).toBeNull();
      // A click of another ad names nobody here.
      const other = await makeAd();
      expect(
        await attributionOf(app.deps, { id: other._id, attributionDays: 30 }, { csRef: asha.csRef }),
      ).toBeNull();
    });

    it("credits a click only within the ad's own attribution window (30 days unless the ad says otherwise)", async () => {
      const DAY = 86_400_000;
      const weekly = await makeAd({ attributionDays: 7 });
      expect(weekly.attributionDays).toBe(7);
      // The snippet tells the script to keep the click id as long.
      expect(weekly.trackingSnippet).toContain('data-days="7"');
      const asha = await publisherOn(weekly, 'Asha', 'ASHA7');
      const weeklyAd = { id: weekly._id, attributionDays: weekly.attributionDays };
      const after = (days: number) => new Date(Date.now() + days * DAY);
      expect(await attributionOf(app.deps, weeklyAd, { csRef: asha.csRef }, after(6))).toMatchObject({
        publisherId: asha.publisherId,
      });
      expect(await attributionOf(app.deps, weeklyAd, { csRef: asha.csRef }, after(8))).toBeNull();
      // A coupon is no click: the window does not apply to it.
      expect(await attributionOf(app.deps, weeklyAd, { coupon: 'asha7' }, after(8))).toMatchObject({
        via: 'coupon',
      });

      const usual = await makeAd();
      expect(usual.attributionDays).toBe(30);
      const ravi = await publisherOn(usual, 'Ravi', 'RAVI30');
      const usualAd = { id: usual._id, attributionDays: usual.attributionDays };
      expect(await attributionOf(app.deps, usualAd, { csRef: ravi.csRef }, after(29))).not.toBeNull();
      expect(await attributionOf(app.deps, usualAd, { csRef: ravi.csRef }, after(31))).toBeNull();
    });

    it('refuses an attribution window that is not one of the choices, naming the field', async () => {
      const res = await call(
        app,
        '/affliate-ad/create',
        {
          orgId: brand.orgId,
          campaignName: 'Odd window',
          brandName: 'Acme',
          ad_type: 'image',
          attributionDays: 5,
        },
        brand.token,
      );
      expect(res.statusCode).toBe(400);
      expect((res.body as unknown as Errors).data.errors).toMatchObject({
        attributionDays: 'attributionDays must be one of 1, 7, 14, 30, 60, 90',
      });
    });
  });

  const script = (path: string, body: object, origin: string | null = ELSEWHERE, type = 'application/json') =>
    app.inject({
      method: 'POST',
      url: `/api/script/${path}`,
      remoteAddress: '198.51.100.20',
      headers: { 'content-type': type, ...(origin ? { origin } : {}) },
      payload: JSON.stringify(body),
    });

  describe('/api/script/get-publisher-by-id', () => {
    it('answers a joined publisher’s public card to any origin, and nothing private', async () => {
      const ad = await makeAd();
      const asha = await publisherOn(ad, 'Asha Rao');
      const res = await script('get-publisher-by-id', {
        publicId: ad.publicId,
        publisherId: asha.publisherId,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect((res.json() as { data: TPublicPublisherCard }).data).toEqual({
        publisherId: asha.publisherId,
        name: 'Asha Rao',
        publisherType: 'blogger',
        photoUrl: null,
      });
      expect(res.body).not.toContain('private');
      expect(res.body).not.toContain('98765');
      // The same as text/plain, the tracker's way: no preflight needed.
      const plain = await script(
        'get-publisher-by-id',
        { publicId: ad.publicId, publisherId: asha.publisherId },
        ELSEWHERE,
        'text/plain;charset=UTF-8',
      );
      expect(plain.statusCode).toBe(200);
    });

    it('answers a preflight from any origin', async () => {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/api/script/get-publisher-by-id',
        headers: {
          origin: ELSEWHERE,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(res.headers['access-control-allow-headers'])).toContain('content-type');
    });

    it('answers 404 for a publisher not on the ad, a removed one, an unknown one, a draft or unknown ad', async () => {
      const ad = await makeAd();
      const other = await makeAd();
      const elsewhere = await publisherOn(other, 'Elsewhere');
      const removed = await publisherOn(ad, 'Removed');
      await call(
        app,
        '/affliate-ad/remove-publisher',
        { orgId: brand.orgId, id: ad._id, publisherId: removed.publisherId },
        brand.token,
      );
      for (const publisherId of [elsewhere.publisherId, removed.publisherId, crypto.randomUUID()]) {
        const res = await script('get-publisher-by-id', { publicId: ad.publicId, publisherId });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Publisher not found' });
      }
      const draft = await makeAd({ isActive: false });
      expect(
        (
          await script('get-publisher-by-id', {
            publicId: draft.publicId,
            publisherId: elsewhere.publisherId,
          })
        ).statusCode,
      ).toBe(404);
      const unknown = await script('get-publisher-by-id', {
        publicId: 'zzzzzzzzzzzz',
        publisherId: elsewhere.publisherId,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Ad not found' });
    });

    it('refuses bad input with 400 naming the field', async () => {
      const res = await script('get-publisher-by-id', { publicId: 'nope', publisherId: 'x' });
      expect(res.statusCode).toBe(400);
      expect((res.json() as Errors).data.errors).toEqual({
        publicId: 'publicId is not a valid ad id',
        publisherId: 'publisherId must be a valid id',
      });
    });
  });

  describe('/api/script/referral-data', () => {
    it('names the ad, and the publisher whose click the visitor carries, with their coupon', async () => {
      const ad = await makeAd();
      const asha = await publisherOn(ad, 'Asha Rao', 'ASHA10');
      const res = await script('referral-data', { publicId: ad.publicId, cs_ref: asha.csRef });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect((res.json() as { data: TReferralData }).data).toEqual({
        ad: { publicId: ad.publicId, campaignName: 'Diwali sale', brandName: 'Acme' },
        publisher: {
          publisherId: asha.publisherId,
          name: 'Asha Rao',
          publisherType: 'blogger',
          photoUrl: null,
        },
        couponCode: 'ASHA10',
        via: 'click',
      });
    });

    it('lets a coupon win over the click, and answers no publisher when neither names one', async () => {
      const ad = await makeAd();
      const asha = await publisherOn(ad, 'Asha', 'ASHA10');
      const ravi = await publisherOn(ad, 'Ravi');
      const byCoupon = await script('referral-data', {
        publicId: ad.publicId,
        cs_ref: ravi.csRef,
        coupon: 'asha10',
      });
      expect((byCoupon.json() as { data: TReferralData }).data).toMatchObject({
        publisher: { publisherId: asha.publisherId },
        couponCode: 'ASHA10',
        via: 'coupon',
      });
      const nobody = await script('referral-data', { publicId: ad.publicId, coupon: 'NOSUCH' });
      expect((nobody.json() as { data: TReferralData }).data).toEqual({
        ad: { publicId: ad.publicId, campaignName: 'Diwali sale', brandName: 'Acme' },
        publisher: null,
        couponCode: null,
        via: null,
      });
      // A click of another ad, or of a removed publisher, refers nobody here.
      const other = await makeAd();
      const stray = await script('referral-data', { publicId: other.publicId, cs_ref: ravi.csRef });
      expect((stray.json() as { data: TReferralData }).data.publisher).toBeNull();
      await call(
        app,
        '/affliate-ad/remove-publisher',
        { orgId: brand.orgId, id: ad._id, publisherId: ravi.publisherId },
        brand.token,
      );
      const gone = await script('referral-data', { publicId: ad.publicId, cs_ref: ravi.csRef });
      expect((gone.json() as { data: TReferralData }).data.publisher).toBeNull();
    });

    it('answers 404 for an unknown or draft ad, and 400 naming a malformed field', async () => {
      expect((await script('referral-data', { publicId: 'zzzzzzzzzzzz' })).statusCode).toBe(404);
      const draft = await makeAd({ isActive: false });
      expect((await script('referral-data', { publicId: draft.publicId })).statusCode).toBe(404);
      const bad = await script('referral-data', { publicId: draft.publicId, cs_ref: 'not-a-click' });
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as Errors).data.errors).toEqual({ cs_ref: 'cs_ref must be a valid id' });
      const missing = await script('referral-data', {});
      expect((missing.json() as Errors).data.errors).toEqual({ publicId: 'publicId is required' });
    });
  });
});
