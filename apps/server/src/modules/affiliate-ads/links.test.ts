import type { TAdLink, TAdPublisher, TAffiliateAd, TPublicAd } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { events } from '../events/tables.js';
import { adLinks, affiliateAds } from './tables.js';

const PUBLIC_URL = 'https://app.creatorscope.test';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const adFields = (overrides: object = {}) => ({
  campaignName: 'Diwali sale',
  brandName: 'Acme',
  aboutBrand: 'Lamps and lights',
  ad_type: 'image',
  ad_display_type: 'feed',
  schedule_post: inDays(0),
  validity: inDays(30),
  budget: 25_000,
  commission_percent_on_conversion: 10,
  conversion_price_cap: 499.99,
  clicks_base_price: 0.5,
  clicks_threshold: 100,
  website_url: 'https://shop.acme.example/diwali?utm_source=creatorscope&x=a%20b#top',
  ...overrides,
});

const registration = (name: string) => ({
  name,
  email: 'creator@example.com',
  whatsup_number: '+91 98765-43210',
  publisherType: 'influencer',
});

describe('publishers on affiliate ads', () => {
  let app: FastifyInstance;
  let brand: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL });
    brand = await createTestUser(app, { plan: 'enterprise' });
  }, 60_000);
  afterAll(() => app.close());

  /** An ad of the brand's, switched on unless told otherwise. */
  async function makeAd(overrides: object = {}, { isActive = true } = {}): Promise<TAffiliateAd> {
    const made = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      { orgId: brand.orgId, ...adFields(overrides) },
      brand.token,
    );
    expect(made.statusCode).toBe(201);
    if (isActive) await toggle(made.body.data._id);
    return made.body.data;
  }
  const toggle = (id: string) =>
    call<TAffiliateAd>(app, '/affliate-ad/toggle-status', { orgId: brand.orgId, id }, brand.token);

  async function makePublisher(name = 'Asha Rao'): Promise<TestUser> {
    const user = await createTestUser(app);
    const res = await call(app, '/publisher/register', registration(name), user.token);
    expect(res.statusCode).toBe(201);
    return user;
  }
  const join = (user: TestUser, publicId: string) =>
    call<TAdLink>(app, '/affliate-ad/join', { publicId }, user.token);
  const getPublishers = (user: TestUser, id: string, orgId = user.orgId) =>
    call<TAdPublisher[]>(app, '/affliate-ad/get-publishers', { orgId, id }, user.token);

  async function joinedLink(
    ad?: TAffiliateAd,
  ): Promise<{ ad: TAffiliateAd; link: TAdLink; publisher: TestUser }> {
    const theAd = ad ?? (await makeAd());
    const publisher = await makePublisher();
    const res = await join(publisher, theAd.publicId);
    expect(res.statusCode).toBe(201);
    return { ad: theAd, link: res.body.data, publisher };
  }

  const visit = (
    code: string,
    opts: { method?: 'GET' | 'HEAD'; ua?: string; ip?: string; query?: string } = {},
  ) =>
    app.inject({
      method: opts.method ?? 'GET',
      url: `/l/${code}${opts.query ?? ''}`,
      remoteAddress: opts.ip ?? '203.0.113.7',
      headers: {
        'user-agent':
          opts.ua ??
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        referer: 'https://www.instagram.com/',
      },
    });
  const csRefOf = (location: unknown) => new URL(String(location)).searchParams.get('cs_ref') ?? '';
  const eventRow = async (id: string) =>
    (await app.deps.db.select().from(events).where(eq(events.id, id)))[0];

  describe('get-public', () => {
    it('shows an active ad to a visitor, without its budget or owner, and says it can be joined', async () => {
      const ad = await makeAd();
      const res = await call<TPublicAd>(app, '/affliate-ad/get-public', { publicId: ad.publicId });
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toEqual({
        publicId: ad.publicId,
        campaignName: 'Diwali sale',
        brandName: 'Acme',
        aboutBrand: 'Lamps and lights',
        websiteHost: 'shop.acme.example',
        status: 'active',
        currency: 'INR',
        commission_percent_on_conversion: 10,
        conversion_price_cap: 499.99,
        clicks_base_price: 0.5,
        clicks_threshold: 100,
        views_base_price: null,
        views_threshold: null,
        post_price: null,
        post_limit: null,
        validity: inDays(30),
        isJoinable: true,
        viewer: null,
      });
    });

    it('tells a signed-in caller whether they are a publisher, and shows their link once joined', async () => {
      const ad = await makeAd();
      const stranger = await createTestUser(app);
      const asStranger = await call<TPublicAd>(
        app,
        '/affliate-ad/get-public',
        { publicId: ad.publicId },
        stranger.token,
      );
      expect(asStranger.body.data.viewer).toEqual({ hasPublisherProfile: false, link: null });
      const { link } = await joinedLink(ad);
      const publisher = await makePublisher();
      const joined = await join(publisher, ad.publicId);
      const asPublisher = await call<TPublicAd>(
        app,
        '/affliate-ad/get-public',
        { publicId: ad.publicId },
        publisher.token,
      );
      expect(asPublisher.body.data.viewer).toEqual({ hasPublisherProfile: true, link: joined.body.data });
      expect(joined.body.data.code).not.toBe(link.code);
    });

    it('answers an unknown or draft ad as not found, and a malformed id with the contract message', async () => {
      const draft = await makeAd({}, { isActive: false });
      for (const publicId of [draft.publicId, 'zzzzzzzzzzzz']) {
        const res = await call(app, '/affliate-ad/get-public', { publicId });
        expect(res.statusCode).toBe(404);
        expect(res.body.message).toBe('Ad not found');
      }
      const bad = await call(app, '/affliate-ad/get-public', { publicId: 'NOT-AN-ID' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe('publicId is not a valid ad id');
      const missing = await call(app, '/affliate-ad/get-public', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.body.message).toBe('publicId is required');
    });
  });

  describe('join', () => {
    it('gives a publisher one link: 201 the first time, the same link with 200 after', async () => {
      const ad = await makeAd();
      const publisher = await makePublisher();
      const first = await join(publisher, ad.publicId);
      expect(first.statusCode).toBe(201);
      expect(first.body.message).toBe('You joined this ad');
      const link = first.body.data;
      expect(link).toMatchObject({
        adPublicId: ad.publicId,
        campaignName: 'Diwali sale',
        brandName: 'Acme',
        adStatus: 'active',
        status: 'joined',
      });
      expect(link.code).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{8}$/);
      expect(link.url).toBe(`${PUBLIC_URL}/l/${link.code}`);
      const again = await join(publisher, ad.publicId);
      expect(again.statusCode).toBe(200);
      expect(again.body.data).toEqual(link);
    });

    it('makes one link when the same publisher joins twice at once', async () => {
      const ad = await makeAd();
      const publisher = await makePublisher();
      const both = await Promise.all([join(publisher, ad.publicId), join(publisher, ad.publicId)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect(both[0]?.body.data._id).toBe(both[1]?.body.data._id);
    });

    it('refuses a caller without a publisher profile', async () => {
      const ad = await makeAd();
      const res = await join(await createTestUser(app), ad.publicId);
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe('Register as a publisher first');
    });

    it('refuses a paused or ended ad, and one without a website to send visitors to', async () => {
      const publisher = await makePublisher();
      const paused = await makeAd();
      await toggle(paused._id);
      const ended = await makeAd();
      await app.deps.db
        .update(affiliateAds)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(affiliateAds.id, ended._id));
      for (const ad of [paused, ended]) {
        const res = await join(publisher, ad.publicId);
        expect(res.statusCode).toBe(422);
        expect(res.body.message).toBe('This ad is not taking publishers now');
      }
      const nowhere = await makeAd({ website_url: undefined });
      const res = await join(publisher, nowhere.publicId);
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe('This ad has no website to send visitors to yet');
      const page = await call<TPublicAd>(app, '/affliate-ad/get-public', { publicId: nowhere.publicId });
      expect(page.body.data).toMatchObject({ isJoinable: false, websiteHost: null });
    });

    it('answers a draft as not found and needs a signed-in user', async () => {
      const draft = await makeAd({}, { isActive: false });
      const res = await join(await makePublisher(), draft.publicId);
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('Ad not found');
      const anonymous = await call(app, '/affliate-ad/join', { publicId: draft.publicId });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers a removed link as it is, without joining again', async () => {
      const { ad, link, publisher } = await joinedLink();
      await app.deps.db.update(adLinks).set({ status: 'removed' }).where(eq(adLinks.id, link._id));
      const res = await join(publisher, ad.publicId);
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toEqual({ ...link, status: 'removed' });
      expect(await app.deps.db.select().from(adLinks).where(eq(adLinks.adId, ad._id))).toHaveLength(1);
      // Its visitors still arrive (the link was shared already); their clicks no longer count.
      const res2 = await visit(link.code);
      expect(res2.statusCode).toBe(302);
      expect(await eventRow(csRefOf(res2.headers.location))).toMatchObject({
        counted: false,
        uncountedReason: 'removed',
      });
    });
  });

  it('lists my links newest first, with each ad as it is now', async () => {
    const publisher = await makePublisher();
    expect((await call(app, '/affliate-ad/my-links', {}, publisher.token)).body.data).toEqual([]);
    const older = await makeAd({ campaignName: 'Older' });
    const newer = await makeAd({ campaignName: 'Newer' });
    await join(publisher, older.publicId);
    await join(publisher, newer.publicId);
    await toggle(older._id);
    const res = await call<TAdLink[]>(app, '/affliate-ad/my-links', {}, publisher.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((l) => [l.campaignName, l.adStatus])).toEqual([
      ['Newer', 'active'],
      ['Older', 'paused'],
    ]);
    const noProfile = await createTestUser(app);
    expect((await call(app, '/affliate-ad/my-links', {}, noProfile.token)).body.data).toEqual([]);
  });

  describe('get-publishers', () => {
    it("shows a Read member who joined the organisation's ad, and hides it from another organisation", async () => {
      const { ad, link } = await joinedLink();
      const reader = await addTestMember(app, brand.orgId, 'Read');
      const res = await getPublishers(reader, ad._id);
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toEqual([
        {
          linkId: link._id,
          publisherId: expect.any(String),
          name: 'Asha Rao',
          publisherType: 'influencer',
          code: link.code,
          url: link.url,
          status: 'joined',
          couponCode: null,
          joinedAt: link.createdAt,
          clicks: { counted: 0, uncounted: 0 },
          earned: 0,
          openReportId: null,
        },
      ]);
      const other = await createTestUser(app, { plan: 'enterprise' });
      const refused = await getPublishers(other, ad._id);
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe('Affiliate ad not found');
      const outsider = await getPublishers(other, ad._id, brand.orgId);
      expect(outsider.statusCode).toBe(403);
    });

    it('counts the clicks each link brought', async () => {
      const { ad, link } = await joinedLink();
      expect((await visit(link.code, { ip: '198.51.100.1' })).statusCode).toBe(302);
      expect((await visit(link.code, { ip: '198.51.100.1' })).statusCode).toBe(302);
      expect((await visit(link.code, { ip: '198.51.100.2' })).statusCode).toBe(302);
      const res = await getPublishers(brand, ad._id);
      expect(res.body.data[0]?.clicks).toEqual({ counted: 2, uncounted: 1 });
    });
  });

  describe('the redirect /l/<code>', () => {
    it('answers 302 to the ad website with cs_ref, after the click is committed', async () => {
      const { ad, link } = await joinedLink();
      const res = await visit(link.code);
      expect(res.statusCode).toBe(302);
      expect(res.headers['cache-control']).toBe('no-store');
      const location = String(res.headers.location);
      const clickId = csRefOf(location);
      expect(location).toBe(
        `https://shop.acme.example/diwali?utm_source=creatorscope&x=a%20b&cs_ref=${clickId}#top`,
      );
      // Read right after the answer: no flush, no wait.
      const row = await eventRow(clickId);
      expect(row).toMatchObject({
        kind: 'click',
        orgId: brand.orgId,
        adId: ad._id,
        linkId: link._id,
        counted: true,
        uncountedReason: null,
        referrerHost: 'instagram.com',
        device: 'desktop',
      });
      expect(row?.publisherId).toEqual(expect.any(String));
    });

    it("counts a visitor's click once an hour: the second is stored as a duplicate", async () => {
      const { link } = await joinedLink();
      const first = await visit(link.code, { ip: '192.0.2.10' });
      const second = await visit(link.code, { ip: '192.0.2.10' });
      expect(await eventRow(csRefOf(first.headers.location))).toMatchObject({ counted: true });
      expect(await eventRow(csRefOf(second.headers.location))).toMatchObject({
        counted: false,
        uncountedReason: 'duplicate',
      });
    });

    it('stores a bot, a link preview and a HEAD request uncounted, and still redirects them', async () => {
      const { link } = await joinedLink();
      const cases = [
        [{ ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 'bot'],
        [{ ua: 'WhatsApp/2.23.20.0 A' }, 'preview'],
        [{ method: 'HEAD' as const }, 'head'],
      ] as const;
      for (const [opts, reason] of cases) {
        const res = await visit(link.code, opts);
        expect(res.statusCode).toBe(302);
        expect(res.body).toBe('');
        expect(await eventRow(csRefOf(res.headers.location))).toMatchObject({
          counted: false,
          uncountedReason: reason,
        });
      }
    });

    it('keeps redirecting a paused ad, with its clicks stored as inactive', async () => {
      const { ad, link } = await joinedLink();
      await visit(link.code, { ip: '192.0.2.20' }); // the link and its ad are in the cache now
      await toggle(ad._id);
      const res = await visit(link.code, { ip: '192.0.2.21' });
      expect(res.statusCode).toBe(302);
      expect(await eventRow(csRefOf(res.headers.location))).toMatchObject({
        counted: false,
        uncountedReason: 'inactive',
      });
      await toggle(ad._id);
      const resumed = await visit(link.code, { ip: '192.0.2.22' });
      expect(await eventRow(csRefOf(resumed.headers.location))).toMatchObject({ counted: true });
    });

    it('follows a change of the ad website at once', async () => {
      const { ad, link } = await joinedLink();
      await visit(link.code);
      const updated = await call(
        app,
        '/affliate-ad/update',
        { orgId: brand.orgId, id: ad._id, ...adFields({ website_url: 'https://new.acme.example/' }) },
        brand.token,
      );
      expect(updated.statusCode).toBe(200);
      const res = await visit(link.code);
      expect(String(res.headers.location)).toMatch(/^https:\/\/new\.acme\.example\/\?cs_ref=[0-9a-f-]{36}$/);
      await call(
        app,
        '/affliate-ad/update',
        { orgId: brand.orgId, id: ad._id, ...adFields({ website_url: undefined }) },
        brand.token,
      );
      const nowhere = await visit(link.code);
      expect(nowhere.statusCode).toBe(404);
      expect(nowhere.body).toContain('Link not available');
    });

    it("lets nothing in the request's query change where it goes", async () => {
      const { link } = await joinedLink();
      for (const query of [
        '?url=https://evil.example',
        '?redirect=//evil.example&cs_ref=forged',
        '?next=https%3A%2F%2Fevil.example',
      ]) {
        const res = await visit(link.code, { query });
        expect(res.statusCode).toBe(302);
        const location = new URL(String(res.headers.location));
        expect(location.origin).toBe('https://shop.acme.example');
        expect(location.pathname).toBe('/diwali');
        expect(location.searchParams.getAll('cs_ref')).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
        expect(location.search).not.toContain('evil');
      }
    });

    it('answers an unknown code with a small 404 page, not the app', async () => {
      for (const code of ['abcdefgh', 'NOPE', 'x'.repeat(90)]) {
        const res = await visit(code);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('Link not found');
        expect(res.body.length).toBeLessThan(1000);
      }
    });

    it('sends nobody on without a recorded click: 503 when the click cannot be written', async () => {
      const { link } = await joinedLink();
      const before = await app.deps.db.select().from(events).where(eq(events.linkId, link._id));
      const failing = vi
        .spyOn(app.deps.events, 'record')
        .mockRejectedValueOnce(new Error('connection terminated'));
      try {
        const res = await visit(link.code);
        expect(res.statusCode).toBe(503);
        expect(res.headers.location).toBeUndefined();
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toContain('Try again in a moment');
      } finally {
        failing.mockRestore();
      }
      const after = await app.deps.db.select().from(events).where(eq(events.linkId, link._id));
      expect(after).toHaveLength(before.length);
    });
  });
});
