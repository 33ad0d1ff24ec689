import type { TAffiliateAd, TAffiliateAdsPage } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { organizations } from '../org/tables.js';
import { affiliateAds } from './tables.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const validAd = () => ({
  campaignName: 'Diwali sale',
  brandName: 'Acme',
  ad_type: 'image',
  ad_display_type: 'feed',
  schedule_post: inDays(0),
  validity: inDays(30),
  budget: 25_000.5,
  commission_percent_on_conversion: 12.5,
  conversion_price_cap: 499.99,
  clicks_base_price: 0.5,
  clicks_threshold: 100,
  ad_platform: ['instagram', 'youtube'],
  website_url: 'https://acme.example/shop',
  tag: 'diwali',
});

describe('affiliate ads', () => {
  let app: FastifyInstance;
  let owner: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://app.creatorscope.test' });
    owner = await createTestUser(app, { plan: 'enterprise' });
  }, 60_000);
  afterAll(() => app.close());

  const create = (user: TestUser, body: object = validAd(), orgId = user.orgId) =>
    call<TAffiliateAd>(app, '/affliate-ad/create', { orgId, ...body }, user.token);
  const update = (user: TestUser, id: string, body: object = validAd(), orgId = user.orgId) =>
    call<TAffiliateAd>(app, '/affliate-ad/update', { orgId, id, ...body }, user.token);
  const get = (user: TestUser, id: string, orgId = user.orgId) =>
    call<TAffiliateAd>(app, '/affliate-ad/get', { orgId, id }, user.token);
  const toggle = (user: TestUser, id: string, orgId = user.orgId) =>
    call<TAffiliateAd>(app, '/affliate-ad/toggle-status', { orgId, id }, user.token);
  const list = (user: TestUser, query: object = {}, orgId = user.orgId) =>
    call<TAffiliateAdsPage>(app, '/affliate-ad/get-all-add-post', { orgId, ...query }, user.token);
  const endNow = (id: string) =>
    app.deps.db
      .update(affiliateAds)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(affiliateAds.id, id));

  it('creates a draft priced in the organisation currency, storing minor units and answering major ones', async () => {
    const made = await create(owner);
    expect(made.statusCode).toBe(201);
    const ad = made.body.data;
    expect(ad).toMatchObject({
      status: 'draft',
      currency: 'INR',
      campaignName: 'Diwali sale',
      budget: 25_000.5,
      conversion_price_cap: 499.99,
      clicks_base_price: 0.5,
      commission_percent_on_conversion: 12.5,
      views_base_price: null,
      activatedAt: null,
      ad_platform: ['instagram', 'youtube'],
      category: [],
      tag: 'diwali',
    });
    expect(ad.publicId).toMatch(/^[0-9a-z]{12}$/);
    expect(ad.trackingSnippet).toBe(
      `<script defer src="https://app.creatorscope.test/t.js" data-ad="${ad.publicId}" data-days="30"></script>`,
    );
    const [row] = await app.deps.db.select().from(affiliateAds).where(eq(affiliateAds.id, ad._id));
    expect(row).toMatchObject({
      budgetMinor: 2_500_050,
      conversionPriceCapMinor: 49_999,
      clicksBasePriceMinor: 50,
    });
    expect(row?.endsAt?.toISOString()).toBe(`${inDays(31)}T00:00:00.000Z`);
    expect((await get(owner, ad._id)).body.data).toEqual(ad);
  });

  it('prices an organisation outside India in dollars', async () => {
    const abroad = await createTestUser(app, { plan: 'enterprise' });
    await app.deps.db.update(organizations).set({ country: 'US' }).where(eq(organizations.id, abroad.orgId));
    const made = await create(abroad);
    expect(made.body.data).toMatchObject({ currency: 'USD', budget: 25_000.5 });
  });

  it('activates a draft on its first toggle, then pauses and resumes it', async () => {
    const { _id } = (await create(owner)).body.data;
    const on = await toggle(owner, _id);
    expect(on.statusCode).toBe(200);
    expect(on.body.message).toBe('Ad activated');
    expect(on.body.data.status).toBe('active');
    const activatedAt = on.body.data.activatedAt;
    expect(activatedAt).toEqual(expect.any(String));
    const off = await toggle(owner, _id);
    expect(off.body.data.status).toBe('paused');
    const again = await toggle(owner, _id);
    expect(again.body.data).toMatchObject({ status: 'active', activatedAt });
  });

  it('updates every field but keeps the status, currency and public id', async () => {
    const made = (await create(owner)).body.data;
    await toggle(owner, made._id);
    const { budget: _budget, tag: _tag, ...withoutOptional } = validAd();
    const res = await update(owner, made._id, {
      ...withoutOptional,
      campaignName: 'Holi sale',
      post_price: 1200,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: made._id,
      publicId: made.publicId,
      status: 'active',
      currency: 'INR',
      campaignName: 'Holi sale',
      budget: null,
      tag: null,
      post_price: 1200,
    });
  });

  it('derives ended from a passed validity: it lists as ended and refuses toggle and update with 422', async () => {
    const { _id } = (await create(owner)).body.data;
    await toggle(owner, _id);
    expect((await get(owner, _id)).body.data.endedReason).toBeNull();
    await endNow(_id);
    expect((await get(owner, _id)).body.data).toMatchObject({ status: 'ended', endedReason: 'validity' });
    const toggled = await toggle(owner, _id);
    expect(toggled.statusCode).toBe(422);
    expect(toggled.body.message).toBe(
      'This ad has ended: an ended ad cannot be switched on or changed again',
    );
    const updated = await update(owner, _id, { ...validAd(), validity: inDays(60) });
    expect(updated.statusCode).toBe(422);
    const ended = await list(owner, { status: 'ended', pageSize: 50 });
    expect(ended.body.data.rows.map((ad) => ad._id)).toContain(_id);
    const active = await list(owner, { status: 'active', pageSize: 50 });
    expect(active.body.data.rows.map((ad) => ad._id)).not.toContain(_id);
  });

  it('refuses junk with 400 naming the field, in the contract and server words', async () => {
    const missing = await create(owner, { ...validAd(), campaignName: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.data).toEqual({ errors: { campaignName: 'campaignName is required' } });
    const cap = await create(owner, { ...validAd(), commission_percent_on_conversion: 101 });
    expect(cap.body.data).toEqual({
      errors: { commission_percent_on_conversion: 'commission_percent_on_conversion cannot exceed 100' },
    });
    const cents = await create(owner, { ...validAd(), budget: 10.005 });
    expect(cents.statusCode).toBe(400);
    expect(cents.body.data).toEqual({ errors: { budget: 'budget can have at most 2 decimal places' } });
    const huge = await create(owner, { ...validAd(), conversion_price_cap: 1e12 });
    expect(huge.body.data).toEqual({
      errors: { conversion_price_cap: 'conversion_price_cap cannot exceed 1000000000' },
    });
    const past = await create(owner, { ...validAd(), schedule_post: '2020-01-01', validity: '2020-02-01' });
    expect(past.body.data).toEqual({ errors: { validity: 'validity cannot be in the past' } });
    const badId = await get(owner, 'not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.body.data).toEqual({ errors: { id: 'id must be a valid id' } });
    const badSort = await list(owner, { sortBy: 'price', pageSize: 500 });
    expect(badSort.body.data).toEqual({
      errors: {
        sortBy: 'sortBy must be one of newest, name, validity',
        pageSize: 'pageSize cannot exceed 50',
      },
    });
  });

  it('answers 404 for an unknown id on get, update and toggle', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(owner, unknown)).statusCode).toBe(404);
    expect((await update(owner, unknown)).statusCode).toBe(404);
    const toggled = await toggle(owner, unknown);
    expect(toggled.statusCode).toBe(404);
    expect(toggled.body.message).toBe('Affiliate ad not found');
  });

  it("never shows or changes another organisation's ad: 404 as if it did not exist, 403 naming its organisation", async () => {
    const { _id } = (await create(owner)).body.data;
    const other = await createTestUser(app, { plan: 'enterprise' });
    for (const res of [await get(other, _id), await update(other, _id), await toggle(other, _id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('Affiliate ad not found');
    }
    expect((await list(other)).body.data.total).toBe(0);
    expect((await get(other, _id, owner.orgId)).statusCode).toBe(403);
    expect((await list(other, {}, owner.orgId)).statusCode).toBe(403);
    const after = (await get(owner, _id)).body.data;
    expect(after).toMatchObject({ status: 'draft', campaignName: 'Diwali sale' });
  });

  it('lets Read members list and open ads but not create, update or toggle them', async () => {
    const { _id } = (await create(owner)).body.data;
    const reader = await addTestMember(app, owner.orgId, 'Read');
    expect((await list(reader)).statusCode).toBe(200);
    expect((await get(reader, _id)).statusCode).toBe(200);
    expect((await create(reader)).statusCode).toBe(403);
    expect((await update(reader, _id)).statusCode).toBe(403);
    expect((await toggle(reader, _id)).statusCode).toBe(403);
  });

  it('is refused to an organisation whose plan lacks affiliate ads, naming the plan that has them', async () => {
    const free = await createTestUser(app);
    const res = await list(free);
    expect(res.statusCode).toBe(403);
    expect(res.body.data).toEqual({ feature: 'Affiliate', requiredPlans: ['enterprise', 'custom'] });
    expect((await create(free)).statusCode).toBe(403);
  });

  it('pages, filters by status, searches campaign and brand names and sorts by name or validity', async () => {
    const brand = await createTestUser(app, { plan: 'enterprise' });
    const ads = [
      { campaignName: 'banana days', brandName: 'Fruit Co', validity: inDays(40) },
      { campaignName: 'Apple week', brandName: 'Fruit Co', validity: inDays(10) },
      { campaignName: 'Cherry 100%_off', brandName: 'Stone', validity: inDays(20) },
      { campaignName: 'Date night', brandName: 'Stone' },
    ];
    const ids: string[] = [];
    for (const fields of ads) {
      const { validity: _v, ...rest } = validAd();
      ids.push((await create(brand, { ...rest, ...fields })).body.data._id);
    }
    await toggle(brand, ids[1] ?? '');

    const newest = await list(brand, { pageSize: 3 });
    expect(newest.body.data).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(newest.body.data.rows.map((ad) => ad.campaignName)).toEqual([
      'Date night',
      'Cherry 100%_off',
      'Apple week',
    ]);
    const second = await list(brand, { pageSize: 3, page: 2 });
    expect(second.body.data.rows.map((ad) => ad.campaignName)).toEqual(['banana days']);

    const byName = await list(brand, { sortBy: 'name' });
    expect(byName.body.data.rows.map((ad) => ad.campaignName)).toEqual([
      'Apple week',
      'banana days',
      'Cherry 100%_off',
      'Date night',
    ]);
    const byValidity = await list(brand, { sortBy: 'validity' });
    expect(byValidity.body.data.rows.map((ad) => ad.campaignName)).toEqual([
      'Apple week',
      'Cherry 100%_off',
      'banana days',
      'Date night',
    ]);

    const active = await list(brand, { status: 'active' });
    expect(active.body.data.rows.map((ad) => ad.campaignName)).toEqual(['Apple week']);
    const drafts = await list(brand, { status: 'draft' });
    expect(drafts.body.data.total).toBe(3);

    const stone = await list(brand, { search: 'stone' });
    expect(stone.body.data.rows.map((ad) => ad.campaignName)).toEqual(['Date night', 'Cherry 100%_off']);
    // % and _ are letters to search for, not patterns.
    const literal = await list(brand, { search: '100%_' });
    expect(literal.body.data.rows.map((ad) => ad.campaignName)).toEqual(['Cherry 100%_off']);
    expect((await list(brand, { search: '%' })).body.data.total).toBe(1);
  });
});
