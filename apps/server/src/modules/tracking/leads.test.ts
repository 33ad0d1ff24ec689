import { createHash } from 'node:crypto';
import type {
  TAdLink,
  TAffiliateAd,
  TCreatedApiKey,
  TLeadConversion,
  TRefundedConversion,
} from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { fundAd, joinedPublisher } from '../../test/payouts.js';
import { payEarnings } from '../affiliate-ads/index.js';
import { adLinks } from '../affiliate-ads/tables.js';
import { apiKeys } from '../api-keys/tables.js';
import { events } from '../events/tables.js';
import { accountKey, balanceOf } from '../ledger/index.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

type Answer = { statusCode: number; body: { status: number; message: string; data: unknown } };

describe('/script/addConversionFromLeads', () => {
  let app: FastifyInstance;
  let brand: TestUser;
  let secret: string;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://app.creatorscope.test' });
    brand = await createTestUser(app, { plan: 'enterprise' });
    secret = await newKey(brand);
  }, 60_000);
  afterAll(() => app.close());

  async function newKey(user: TestUser): Promise<string> {
    const made = await call<TCreatedApiKey>(
      app,
      '/api-keys/create',
      { orgId: user.orgId, name: 'Shop server', scopes: ['conversions:write'] },
      user.token,
    );
    expect(made.statusCode).toBe(201);
    return made.body.data.secret;
  }

  async function makeAd(user = brand, { isActive = true } = {}): Promise<TAffiliateAd> {
    const made = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      {
        orgId: user.orgId,
        campaignName: 'Lead sale',
        brandName: 'Acme',
        ad_type: 'image',
        ad_display_type: 'feed',
        schedule_post: inDays(0),
        validity: inDays(30),
        budget: 25_000,
        commission_percent_on_conversion: 10,
        conversion_price_cap: 499.99,
        website_url: 'https://shop.acme.example/',
      },
      user.token,
    );
    expect(made.statusCode).toBe(201);
    if (isActive) {
      const on = await call(
        app,
        '/affliate-ad/toggle-status',
        { orgId: user.orgId, id: made.body.data._id },
        user.token,
      );
      expect(on.statusCode).toBe(200);
    }
    return made.body.data;
  }

  /** The brand's server posting a sale, with whatever headers the case needs. */
  const send = async (
    body: object,
    headers: Record<string, string> = { authorization: `Bearer ${secret}` },
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/script/addConversionFromLeads',
      remoteAddress: '192.0.2.10',
      headers: { 'content-type': 'application/json', 'user-agent': 'curl/8.5.0', ...headers },
      payload: JSON.stringify(body),
    });
    return { statusCode: res.statusCode, body: res.json() } as Answer;
  };
  const data = (res: Answer) => res.body.data as TLeadConversion;
  const errorsOf = (res: Answer) => (res.body.data as { errors: Record<string, string> }).errors;
  const conversionsOf = (adId: string) =>
    app.deps.db
      .select()
      .from(events)
      .where(and(eq(events.adId, adId), eq(events.kind, 'conversion')))
      .orderBy(events.occurredAt);

  it('refuses a call without a key, or with a user’s session, with 401 before reading the body', async () => {
    const ad = await makeAd();
    for (const headers of [{}, { authorization: `Bearer ${brand.token}` }] as Record<string, string>[]) {
      const res = await send({ adId: ad.publicId, orderId: 'A-1', value: 10 }, headers);
      expect(res.statusCode).toBe(401);
      expect((await send({ value: 'junk' }, headers)).statusCode).toBe(401);
    }
    expect(await conversionsOf(ad._id)).toEqual([]);
  });

  it('refuses a revoked key with 401', async () => {
    const ad = await makeAd();
    const key = await newKey(brand);
    expect(
      (await send({ adId: ad.publicId, orderId: 'R-1', value: 10 }, { 'x-api-key': key })).statusCode,
    ).toBe(201);
    const [row] = await app.deps.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, createHash('sha256').update(key).digest('hex')));
    const revoked = await call(app, '/api-keys/revoke', { orgId: brand.orgId, id: row?.id }, brand.token);
    expect(revoked.statusCode).toBe(200);
    const res = await send({ adId: ad.publicId, orderId: 'R-2', value: 10 }, { 'x-api-key': key });
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe('Invalid API key');
    expect(await conversionsOf(ad._id)).toHaveLength(1);
  });

  it('refuses with 403 a key that may not record conversions', async () => {
    const ad = await makeAd();
    const key = `cs_live_${'C'.repeat(43)}`;
    await app.deps.db.insert(apiKeys).values({
      orgId: brand.orgId,
      name: 'No scopes',
      prefix: key.slice(0, 12),
      secretHash: createHash('sha256').update(key).digest('hex'),
      scopes: [],
    });
    const res = await send(
      { adId: ad.publicId, orderId: 'S-1', value: 10 },
      { authorization: `Bearer ${key}` },
    );
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('This API key may not record conversions');
  });

  it('answers 404 for another organisation’s ad, as for an unknown one, and stores nothing', async () => {
    const other = await createTestUser(app, { plan: 'enterprise' });
    const theirAd = await makeAd(other);
    const res = await send({ adId: theirAd.publicId, orderId: 'X-1', value: 10 });
    expect(res.statusCode).toBe(404);
    expect((await send({ adId: 'zzzzzzzzzzzz', orderId: 'X-1', value: 10 })).statusCode).toBe(404);
    expect(await conversionsOf(theirAd._id)).toEqual([]);
  });

  it('refuses a bad value, order id, ad id or currency with a 400 naming the field', async () => {
    const ad = await makeAd();
    const cases: [object, string][] = [
      [{ adId: ad.publicId, orderId: 'V-1', value: -1 }, 'value'],
      [{ adId: ad.publicId, orderId: 'V-1', value: 1.234 }, 'value'],
      [{ adId: ad.publicId, orderId: 'V-1', value: '10' }, 'value'],
      [{ adId: ad.publicId, orderId: 'V-1' }, 'value'],
      [{ adId: ad.publicId, value: 10 }, 'orderId'],
      [{ adId: ad.publicId, orderId: 'x'.repeat(101), value: 10 }, 'orderId'],
      [{ adId: 'NOT-AN-AD', orderId: 'V-1', value: 10 }, 'adId'],
      [{ adId: ad.publicId, orderId: 'V-1', value: 10, cs_ref: 'nope' }, 'cs_ref'],
      [{ adId: ad.publicId, orderId: 'V-1', value: 10, currency: 'USD' }, 'currency'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorsOf(res))).toContain(field);
    }
    expect(await conversionsOf(ad._id)).toEqual([]);
  });

  it('counts an order once: the repeat answers 200 as a duplicate and counts nothing again', async () => {
    const ad = await makeAd();
    const first = await send({ adId: ad.publicId, orderId: 'ORD-1001', value: 1299.5, currency: 'inr' });
    expect(first.statusCode).toBe(201);
    expect(data(first)).toMatchObject({
      counted: true,
      duplicate: false,
      uncountedReason: null,
      publisherId: null,
    });
    const again = await send(
      { adId: ad.publicId, orderId: 'ORD-1001', value: 1299.5 },
      { 'x-api-key': secret },
    );
    expect(again.statusCode).toBe(200);
    expect(data(again)).toMatchObject({
      counted: false,
      duplicate: true,
      uncountedReason: 'duplicate-order',
    });
    const rows = await conversionsOf(ad._id);
    expect(rows.filter((r) => r.counted)).toHaveLength(1);
    // A server's request is judged as one: curl's agent is no bot here, and no browser is described.
    expect(rows[0]).toMatchObject({
      orderId: 'ORD-1001',
      valueMinor: 129_950,
      currency: 'INR',
      counted: true,
      device: null,
      country: null,
      visitor: null,
    });
  });

  it('stores a paused ad’s conversion uncounted as inactive', async () => {
    const ad = await makeAd(brand, { isActive: false });
    const res = await send({ adId: ad.publicId, orderId: 'P-1', value: 5 });
    expect(res.statusCode).toBe(201);
    expect(data(res)).toMatchObject({ counted: false, duplicate: false, uncountedReason: 'inactive' });
  });

  /** A sale of 2,000 through a new publisher's link to `ad`: answers the publisher it was filed under. */
  async function soldThrough(ad: TAffiliateAd, orderId: string): Promise<string> {
    const publisher = await joinedPublisher(app, ad);
    const visit = await app.inject({
      url: `/l/${publisher.code}`,
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': CHROME },
    });
    const csRef = new URL(String(visit.headers.location)).searchParams.get('cs_ref') ?? '';
    const sold = await send({ adId: ad.publicId, orderId, value: 2000, cs_ref: csRef });
    expect(sold.statusCode).toBe(201);
    return data(sold).publisherId as string;
  }

  const refund = async (body: object, key = secret) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/script/refundConversion',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      payload: JSON.stringify(body),
    });
    return { statusCode: res.statusCode, body: res.json() } as Answer;
  };

  it('refunds an order: the paid commission goes back to the budget, once, and only by the ad’s own key', async () => {
    const ad = await makeAd();
    await fundAd(app, ad, brand.orgId, 1_000_000);
    const publisherId = await soldThrough(ad, 'REFUND-1');
    await payEarnings(app.deps);
    const pending = () => balanceOf(app.deps.db, accountKey.publisherPending(publisherId), ad.currency);
    const budget = () => balanceOf(app.deps.db, accountKey.adBudget(ad._id), ad.currency);
    // The publisher's part of the 200 commission: the platform's 10% fee is in platform_fee.
    expect(await pending()).toBe(18_000);
    const budgetBefore = await budget();
    const feeBefore = await balanceOf(app.deps.db, accountKey.platformFee, ad.currency);

    // Another organisation's key finds no such ad; an order the ad never counted is not found.
    const outsider = await newKey(await createTestUser(app, { plan: 'enterprise' }));
    expect((await refund({ adId: ad.publicId, orderId: 'REFUND-1' }, outsider)).statusCode).toBe(404);
    expect((await refund({ adId: ad.publicId, orderId: 'NEVER-SOLD' })).statusCode).toBe(404);
    expect(await pending()).toBe(18_000);

    const done = await refund({ adId: ad.publicId, orderId: 'REFUND-1' });
    expect(done.statusCode).toBe(200);
    expect(done.body.data as TRefundedConversion).toMatchObject({
      reversedAmount: 200,
      currency: ad.currency,
    });
    // The whole commission goes back to the budget: the publisher's part and the fee on it.
    expect(await pending()).toBe(0);
    expect(await budget()).toBe(budgetBefore + 20_000);
    expect(await balanceOf(app.deps.db, accountKey.platformFee, ad.currency)).toBe(feeBefore - 2_000);
    const again = await refund({ adId: ad.publicId, orderId: 'REFUND-1' });
    expect(again.body.data as TRefundedConversion).toMatchObject({ reversedAmount: 0 });
    expect(await budget()).toBe(budgetBefore + 20_000);
  });

  it('refunds an order before its commission was paid: it is then never paid', async () => {
    const ad = await makeAd();
    await fundAd(app, ad, brand.orgId, 1_000_000);
    const publisherId = await soldThrough(ad, 'REFUND-2');
    const done = await refund({ adId: ad.publicId, orderId: 'REFUND-2' });
    expect(done.body.data as TRefundedConversion).toMatchObject({ reversedAmount: 0 });
    await payEarnings(app.deps);
    expect(await balanceOf(app.deps.db, accountKey.publisherPending(publisherId), ad.currency)).toBe(0);
  });

  it('refuses a refund without the order id or with a bad ad id, naming the field', async () => {
    const res = await refund({ adId: 'not an id' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorsOf(res)).sort()).toEqual(['adId', 'orderId']);
  });

  it('files a conversion under the publisher whose click its cs_ref names, and no other ad’s click', async () => {
    const ad = await makeAd();
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
    const [click] = await app.deps.db
      .select()
      .from(events)
      .where(and(eq(events.adId, ad._id), eq(events.kind, 'click')));

    const res = await send({ adId: ad.publicId, orderId: 'LEAD-7', value: 2000, cs_ref: csRef });
    expect(res.statusCode).toBe(201);
    expect(data(res).publisherId).toBe(click?.publisherId);
    const [conversion] = await conversionsOf(ad._id);
    expect(conversion).toMatchObject({
      counted: true,
      publisherId: click?.publisherId,
      linkId: click?.linkId,
      clickRef: csRef,
    });

    const otherAd = await makeAd();
    const stray = await send({ adId: otherAd.publicId, orderId: 'LEAD-8', value: 10, cs_ref: csRef });
    expect(data(stray).publisherId).toBeNull();
    const [unattributed] = await conversionsOf(otherAd._id);
    expect(unattributed).toMatchObject({ publisherId: null, linkId: null, clickRef: null });
  });

  it('files a conversion under the publisher whose coupon the buyer used, over the cs_ref', async () => {
    const ad = await makeAd();
    const joinAs = async (name: string) => {
      const user = await createTestUser(app);
      await call(
        app,
        '/publisher/register',
        { name, email: 'p@example.com', whatsup_number: '+91 98765-43210', publisherType: 'influencer' },
        user.token,
      );
      const joined = await call<TAdLink>(app, '/affliate-ad/join', { publicId: ad.publicId }, user.token);
      expect(joined.statusCode).toBe(201);
      return joined.body.data;
    };
    const clicked = await joinAs('Asha Rao');
    const couponed = await joinAs('Ravi Kumar');
    const [couponOwner] = await app.deps.db.select().from(adLinks).where(eq(adLinks.id, couponed._id));
    const coupon = await call(
      app,
      '/affliate-ad/set-coupon',
      { orgId: brand.orgId, id: ad._id, publisherId: couponOwner?.publisherId, couponCode: 'RAVI10' },
      brand.token,
    );
    expect(coupon.statusCode).toBe(200);
    const visit = await app.inject({
      url: `/l/${clicked.code}`,
      remoteAddress: '203.0.113.8',
      headers: { 'user-agent': CHROME },
    });
    const csRef = new URL(String(visit.headers.location)).searchParams.get('cs_ref') ?? '';

    const res = await send({
      adId: ad.publicId,
      orderId: 'LEAD-C1',
      value: 500,
      cs_ref: csRef,
      coupon: ' ravi10 ',
    });
    expect(res.statusCode).toBe(201);
    expect(data(res).publisherId).toBe(couponOwner?.publisherId);
    const [conversion] = await conversionsOf(ad._id);
    expect(conversion).toMatchObject({
      counted: true,
      publisherId: couponOwner?.publisherId,
      linkId: couponed._id,
    });
  });
});
