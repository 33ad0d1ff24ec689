import {
  AD_INVITATIONS_PER_DAY,
  type TAdLink,
  type TAdReport,
  type TAffiliateAd,
  type TCreatedApiKey,
} from '@creatorscope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { fundAd } from '../../test/payouts.js';
import { ADDRESS_REPEATS_FOR_REVIEW } from '../events/index.js';
import { eventRollups, events } from '../events/tables.js';
import { accountKey, balanceOf, trialBalance } from '../ledger/index.js';
import { payoutReviews } from '../payouts/tables.js';
import { publishers } from '../publishers/tables.js';
import { payEarnings } from './earnings.js';
import { releaseDueEarnings } from './holding.js';
import { adEarnings, adInvitations } from './tables.js';

/*
 * Fraud a publisher or a brand could commit against the running product (issue 41), each tried as
 * they would: curl HEADs and forged collects, one address with many user agents, a forged browser
 * conversion taking the brand's order, a brand Admin paying itself.
 */

const SITE = 'https://shop.acme.example';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const agent = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + n}.0 Safari/537.36`;
const UA = agent(26);

describe('fraud that a publisher or a brand could commit', () => {
  let app: FastifyInstance;
  let brand: TestUser;
  let secret: string;
  let ipCounter = 0;

  beforeAll(async () => {
    // Without the platform's fee, so each rule's amounts read as the ad prices them (earnings.test.ts covers the fee).
    app = await buildTestApp({
      PUBLIC_URL: 'https://app.creatorscope.test',
      RATE_LIMIT_MAX: '100000',
      PLATFORM_FEE_PERCENT: '0',
    });
    brand = await createTestUser(app, { plan: 'enterprise' });
    const key = await call<TCreatedApiKey>(
      app,
      '/api-keys/create',
      { orgId: brand.orgId, name: 'Shop server', scopes: ['conversions:write'] },
      brand.token,
    );
    secret = key.body.data.secret;
  }, 60_000);
  afterAll(() => app.close());

  async function makeAd(overrides: object = {}, owner = brand): Promise<TAffiliateAd> {
    const made = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      {
        orgId: owner.orgId,
        campaignName: 'Diwali sale',
        brandName: 'Acme',
        ad_type: 'image',
        ad_display_type: 'feed',
        schedule_post: inDays(0),
        validity: inDays(30),
        commission_percent_on_conversion: 10,
        conversion_price_cap: 50,
        website_url: `${SITE}/diwali`,
        ...overrides,
      },
      owner.token,
    );
    expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
    await call(
      app,
      '/affliate-ad/toggle-status',
      { orgId: owner.orgId, id: made.body.data._id },
      owner.token,
    );
    await fundAd(app, made.body.data, owner.orgId, 100_000);
    return made.body.data;
  }

  async function joined(
    ad: TAffiliateAd,
    user?: TestUser,
    payout: object = {},
  ): Promise<{ link: TAdLink; publisherId: string }> {
    const who = user ?? (await createTestUser(app));
    const registered = await call(
      app,
      '/publisher/register',
      {
        name: 'Asha Rao',
        email: who.email,
        whatsup_number: '+91 98765-43210',
        publisherType: 'influencer',
        ...payout,
      },
      who.token,
    );
    expect(registered.statusCode, JSON.stringify(registered.body)).toBeLessThan(300);
    const res = await call<TAdLink>(app, '/affliate-ad/join', { publicId: ad.publicId }, who.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const [row] = await app.deps.db.select().from(publishers).where(eq(publishers.userId, who.userId));
    return { link: res.body.data, publisherId: row?.id as string };
  }

  const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

  /** A request for the link: answers its cs_ref. */
  async function click(code: string, { ip = nextIp(), method = 'GET', ua = UA } = {}): Promise<string> {
    const res = await app.inject({
      method: method as 'GET' | 'HEAD',
      url: `/l/${code}`,
      remoteAddress: ip,
      headers: { 'user-agent': ua },
    });
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location)).searchParams.get('cs_ref') ?? '';
  }

  /** A collect with a forged Origin and a browser's agent, as curl can send it. */
  const collect = async (body: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/t/collect',
      headers: { 'content-type': 'text/plain', origin: SITE, 'user-agent': UA },
      remoteAddress: '203.0.113.9',
      payload: JSON.stringify(body),
    });
    expect(res.statusCode, res.body).toBe(202);
  };

  const serverSale = async (body: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/script/addConversionFromLeads',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data as { id: string; counted: boolean; uncountedReason: string | null };
  };

  const eventsOf = (adId: string, kind: string) =>
    app.deps.db
      .select()
      .from(events)
      .where(and(eq(events.adId, adId), eq(events.kind, kind)));
  const earnedOn = async (adId: string) =>
    (await app.deps.db.select().from(adEarnings).where(eq(adEarnings.adId, adId))).filter(
      (e) => e.status !== 'reversed',
    );

  describe('only a counted click attributes anything that pays', () => {
    it('ten HEADs with curl and ten forged collects earn no view and no commission', async () => {
      const ad = await makeAd({ views_base_price: 1, views_threshold: 0 });
      const { link } = await joined(ad);
      const refs: string[] = [];
      for (let i = 0; i < 10; i++) refs.push(await click(link.code, { method: 'HEAD', ua: 'curl/8.5.0' }));
      for (const ref of refs) await collect({ publicId: ad.publicId, kind: 'pageview', cs_ref: ref });
      await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'H-1',
        value: 400,
        cs_ref: refs[0],
      });
      await payEarnings(app.deps);
      expect(await earnedOn(ad._id)).toEqual([]);
      const views = await eventsOf(ad._id, 'pageview');
      // Stored for the raw log, under the publisher the cs_ref names, uncounted and why.
      expect(views).toHaveLength(10);
      expect(new Set(views.map((v) => [v.counted, v.uncountedReason, v.publisherId].join()))).toEqual(
        new Set([['false', 'uncounted-click', views[0]?.publisherId].join()]),
      );
      const [sale] = await eventsOf(ad._id, 'conversion');
      expect(sale).toMatchObject({ counted: false, uncountedReason: 'uncounted-click' });
    });

    it('a bot’s, a duplicate’s and another browser’s at the same address cs_ref pay nothing; the counted click’s visit and sale do', async () => {
      const ad = await makeAd({ views_base_price: 1, views_threshold: 0 });
      const { link } = await joined(ad);
      const bot = await click(link.code, { ua: 'facebookexternalhit/1.1' });
      const ip = nextIp();
      const counted = await click(link.code, { ip });
      const duplicate = await click(link.code, { ip });
      // Counted for analytics, never paid: its visit pays nothing either.
      const sameAddress = await click(link.code, { ip, ua: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' });
      for (const ref of [bot, duplicate, sameAddress, counted]) {
        await collect({ publicId: ad.publicId, kind: 'pageview', cs_ref: ref });
      }
      await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'D-1',
        value: 100,
        cs_ref: duplicate,
      });
      await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'D-2',
        value: 100,
        cs_ref: counted,
      });
      await payEarnings(app.deps);
      const paid = await earnedOn(ad._id);
      expect(paid.map((e) => [e.kind, e.amountMinor]).sort()).toEqual([
        ['conversion', 1_000],
        ['pageview', 100],
      ]);
    });

    it('a cs_ref from another ad attributes nothing', async () => {
      const ad = await makeAd({ views_base_price: 1, views_threshold: 0 });
      const other = await makeAd({ views_base_price: 1, views_threshold: 0 });
      const { link } = await joined(other);
      const ref = await click(link.code);
      await collect({ publicId: ad.publicId, kind: 'pageview', cs_ref: ref });
      await collect({ publicId: ad.publicId, kind: 'conversion', orderId: 'X-1', value: 100, cs_ref: ref });
      await payEarnings(app.deps);
      expect(await earnedOn(ad._id)).toEqual([]);
      for (const kind of ['pageview', 'conversion']) {
        const [row] = await eventsOf(ad._id, kind);
        expect(row, kind).toMatchObject({ publisherId: null, linkId: null, clickRef: null });
      }
    });
  });

  describe('a paying click is one per link per address per hour', () => {
    it('ten user agents from one address pay once, the others stored as address repeats', async () => {
      const ad = await makeAd({ clicks_base_price: 2, clicks_threshold: 0 });
      const { link } = await joined(ad);
      const ip = nextIp();
      for (let i = 0; i < 3; i++) await click(link.code, { ip, ua: agent(i) });
      // At once, as a script would: one batch, several agents.
      await Promise.all(Array.from({ length: 7 }, (_, i) => click(link.code, { ip, ua: agent(10 + i) })));
      // Another address is another paying click.
      await click(link.code);
      await payEarnings(app.deps);
      expect((await earnedOn(ad._id)).map((e) => e.amountMinor)).toEqual([200, 200]);
      const clicks = await eventsOf(ad._id, 'click');
      const reasons = clicks.map((c) => c.uncountedReason ?? 'counted').sort();
      expect(reasons.filter((r) => r === 'counted')).toHaveLength(2);
      expect(reasons.filter((r) => r.startsWith('address-'))).toHaveLength(9);
      // Analytics count every browser (the agent may split devices for analytics, never for money).
      const [row] = await app.deps.db
        .select({ counted: sql<number>`sum(${eventRollups.counted})::int` })
        .from(eventRollups)
        .where(
          and(
            eq(eventRollups.adId, ad._id),
            eq(eventRollups.kind, 'click'),
            eq(eventRollups.dimension, 'total'),
          ),
        );
      expect(row?.counted).toBe(11);
    });

    it('past the threshold of repeats, holds the publisher for the brand’s review', async () => {
      const ad = await makeAd({ clicks_base_price: 2, clicks_threshold: 0 });
      const { link, publisherId } = await joined(ad);
      const ip = nextIp();
      for (let i = 0; i <= ADDRESS_REPEATS_FOR_REVIEW; i++) await click(link.code, { ip, ua: agent(i) });
      const reasons = (await eventsOf(ad._id, 'click')).map((c) => c.uncountedReason);
      expect(reasons.filter((r) => r === 'address-review')).toHaveLength(1);
      // Filed once the visitor is on their way.
      const reports = async () =>
        (
          await call<TAdReport[]>(
            app,
            '/affliate-ad/get-reports',
            { orgId: brand.orgId, id: ad._id },
            brand.token,
          )
        ).body.data.map((r) => [r.publisherId, r.status, r.reason]);
      await expect.poll(reports).toEqual([[publisherId, 'open', 'fake_clicks']]);
      // What they earn meanwhile is held with the report.
      await click(link.code);
      await payEarnings(app.deps);
      expect(new Set((await earnedOn(ad._id)).map((e) => e.status))).toEqual(new Set(['held']));
    });
  });

  describe('a server conversion always wins over a browser one for the same order', () => {
    it('browser first, not paid yet: the server’s takes the order, value and attribution', async () => {
      const ad = await makeAd();
      const forger = await joined(ad);
      const honest = await joined(ad);
      const forgedRef = await click(forger.link.code);
      const honestRef = await click(honest.link.code);
      await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'S-1',
        value: 9_999,
        cs_ref: forgedRef,
      });
      const server = await serverSale({ adId: ad.publicId, orderId: 'S-1', value: 200, cs_ref: honestRef });
      expect(server).toMatchObject({ counted: true, uncountedReason: null });
      await payEarnings(app.deps);
      expect((await earnedOn(ad._id)).map((e) => [e.publisherId, e.amountMinor])).toEqual([
        [honest.publisherId, 2_000],
      ]);
      const sales = await eventsOf(ad._id, 'conversion');
      expect(sales.map((s) => [s.publisherId, s.counted, s.uncountedReason]).sort()).toEqual(
        [
          [forger.publisherId, false, 'replaced-by-server'],
          [honest.publisherId, true, null],
        ].sort(),
      );
      // The rollups count the order once, at the server's value.
      const [total] = await app.deps.db
        .select()
        .from(eventRollups)
        .where(
          and(
            eq(eventRollups.adId, ad._id),
            eq(eventRollups.kind, 'conversion'),
            eq(eventRollups.dimension, 'total'),
          ),
        );
      expect(total).toMatchObject({ counted: 1, uncounted: 1, valueMinor: 20_000 });
    });

    it('browser first and paid: its earning is reversed and the server’s is paid', async () => {
      const ad = await makeAd();
      const forger = await joined(ad);
      const forgedRef = await click(forger.link.code);
      await collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId: 'S-2',
        value: 9_999,
        cs_ref: forgedRef,
      });
      await payEarnings(app.deps);
      expect(await balanceOf(app.deps.db, accountKey.publisherPending(forger.publisherId))).toBe(5_000);
      const server = await serverSale({ adId: ad.publicId, orderId: 'S-2', value: 100 });
      expect(server.counted).toBe(true);
      await payEarnings(app.deps);
      expect(await balanceOf(app.deps.db, accountKey.publisherPending(forger.publisherId))).toBe(0);
      expect(await earnedOn(ad._id)).toEqual([]);
      expect(await balanceOf(app.deps.db, accountKey.adBudget(ad._id))).toBe(100_000);
      expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
    });

    it('server first: a later browser conversion of the order is a duplicate', async () => {
      const ad = await makeAd();
      const forger = await joined(ad);
      const ref = await click(forger.link.code);
      const server = await serverSale({ adId: ad.publicId, orderId: 'S-3', value: 100 });
      expect(server.counted).toBe(true);
      await collect({ publicId: ad.publicId, kind: 'conversion', orderId: 'S-3', value: 9_999, cs_ref: ref });
      // A second server conversion of the order is a duplicate too.
      expect((await serverSale({ adId: ad.publicId, orderId: 'S-3', value: 100 })).uncountedReason).toBe(
        'duplicate-order',
      );
      await payEarnings(app.deps);
      expect(await earnedOn(ad._id)).toEqual([]);
      const reasons = (await eventsOf(ad._id, 'conversion')).map((s) => s.uncountedReason);
      expect(reasons.sort()).toEqual(['duplicate-order', 'duplicate-order', null]);
    });
  });
  describe('a brand Admin paying itself', () => {
    it('registers as publisher, funds its own ad with a 0-day hold, adds a bonus: nothing can be withdrawn', async () => {
      const admin = await createTestUser(app, { plan: 'enterprise' });
      const ad = await makeAd({ holdingDays: 0, clicks_base_price: 1, clicks_threshold: 0 }, admin);
      const { link, publisherId } = await joined(ad, admin, { upi_id: 'selfpay@okaxis' });
      const bonus = await call(
        app,
        '/payout/add-affliate-payout',
        { orgId: admin.orgId, adId: ad._id, publisherId, amount: 900, reason: 'Great reel' },
        admin.token,
      );
      expect(bonus.statusCode, JSON.stringify(bonus.body)).toBe(201);
      await click(link.code);
      await payEarnings(app.deps);
      await releaseDueEarnings(app.deps);
      // The bonus keeps the default holding period whatever the ad holds.
      const rows = await app.deps.db.select().from(adEarnings).where(eq(adEarnings.adId, ad._id));
      expect(rows.map((r) => [r.kind, r.status]).sort()).toEqual([
        ['bonus', 'pending'],
        ['click', 'available'],
      ]);
      const later = new Date(Date.now() + 31 * 86_400_000);
      await releaseDueEarnings(app.deps, { now: later });
      expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisherId))).toBe(90_100);
      await call(app, '/publisher/verify-payout-method', { method: 'upi' }, admin.token);
      const res = await call(
        app,
        '/publisher/withdraw',
        { amount: 600, idempotencyKey: 'self-pay-1' },
        admin.token,
      );
      expect(res.statusCode, JSON.stringify(res.body)).toBe(422);
      expect(res.body.message).toContain('on hold while a person reviews');
      const [review] = await app.deps.db
        .select()
        .from(payoutReviews)
        .where(eq(payoutReviews.publisherId, publisherId));
      expect(review).toMatchObject({ fingerprint: `org:${admin.orgId}`, status: 'open' });
      expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisherId))).toBe(90_100);
    });

    it('a publisher outside the paying organisation is not held', async () => {
      const ad = await makeAd({ holdingDays: 0, clicks_base_price: 600, clicks_threshold: 0 });
      const outsider = await createTestUser(app);
      const { link, publisherId } = await joined(ad, outsider, { upi_id: 'outsider@okaxis' });
      await click(link.code);
      await payEarnings(app.deps);
      await call(app, '/publisher/verify-payout-method', { method: 'upi' }, outsider.token);
      const res = await call(
        app,
        '/publisher/withdraw',
        { amount: 600, idempotencyKey: 'outsider-1' },
        outsider.token,
      );
      expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
      expect(
        await app.deps.db.select().from(payoutReviews).where(eq(payoutReviews.publisherId, publisherId)),
      ).toEqual([]);
    });
  });

  it('caps the invitations an organisation’s ads mail per day, naming the limit', async () => {
    const owner = await createTestUser(app, { plan: 'enterprise' });
    const ad = await makeAd({}, owner);
    const batch = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => `invitee-${from + i}-${owner.orgId.slice(0, 8)}@example.com`);
    const invite = (emails: string[]) =>
      call(app, '/affliate-ad/invite-publishers', { orgId: owner.orgId, id: ad._id, emails }, owner.token);
    for (let from = 0; from < AD_INVITATIONS_PER_DAY; from += 50) {
      expect((await invite(batch(from, Math.min(50, AD_INVITATIONS_PER_DAY - from)))).statusCode).toBe(200);
    }
    const refused = await invite(batch(AD_INVITATIONS_PER_DAY, 1));
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toContain(`(${AD_INVITATIONS_PER_DAY})`);
    const rows = await app.deps.db.select().from(adInvitations).where(eq(adInvitations.adId, ad._id));
    expect(rows).toHaveLength(AD_INVITATIONS_PER_DAY);
  });
});
