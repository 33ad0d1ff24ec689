import type { TAdLink, TAdLinkAnalytics, TAdReport, TAffiliateAd } from '@creatorscope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { fundAd } from '../../test/payouts.js';
import { eventFeedLength } from '../events/index.js';
import { accountKey, balanceOf, trialBalance } from '../ledger/index.js';
import { ledgerEntries } from '../ledger/tables.js';
import { notifications } from '../notifications/tables.js';
import { publishers } from '../publishers/tables.js';
import { commissionOf, payEarnings } from './earnings.js';
import { adEarnings, adPublisherReports, affiliateAds } from './tables.js';

const PUBLIC_URL = 'https://app.creatorscope.test';
const SITE = 'https://shop.acme.example';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const adFields = (overrides: object = {}) => ({
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
});

describe('commissionOf', () => {
  it('takes the percentage in whole minor units, rounded half up, at most the cap', () => {
    expect(commissionOf(1_005, 12.5, 10_000)).toBe(126);
    expect(commissionOf(49_999, 10, 10_000)).toBe(5_000);
    expect(commissionOf(1_000_000, 10, 5_000)).toBe(5_000);
    expect(commissionOf(0, 10, 5_000)).toBe(0);
    expect(commissionOf(333, 33.33, 5_000)).toBe(111);
  });
});

describe.each([
  { feePercent: 0, title: 'spend: counted events paid from the ad budget to publishers' },
  { feePercent: 10, title: "spend with the platform's fee (10%) taken out of each earning" },
])('$title', ({ feePercent }) => {
  let app: FastifyInstance;
  let brand: TestUser;
  let ipCounter = 0;
  /** The publisher's part of a price (minor units) under this describe's fee: the fee is rounded down. */
  const net = (minor: number) => minor - Math.floor((minor * feePercent) / 100);

  beforeAll(async () => {
    app = await buildTestApp({
      PUBLIC_URL,
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'error',
      PLATFORM_FEE_PERCENT: String(feePercent),
    });
    brand = await createTestUser(app, { plan: 'enterprise' });
  }, 60_000);
  afterAll(() => app.close());

  async function makeAd(overrides: object = {}): Promise<TAffiliateAd> {
    const made = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      { orgId: brand.orgId, ...adFields(overrides) },
      brand.token,
    );
    expect(made.statusCode).toBe(201);
    await call(
      app,
      '/affliate-ad/toggle-status',
      { orgId: brand.orgId, id: made.body.data._id },
      brand.token,
    );
    return made.body.data;
  }

  const fund = (ad: TAffiliateAd, minor: number) => fundAd(app, ad, brand.orgId, minor);

  async function joined(ad: TAffiliateAd, name = 'Asha Rao'): Promise<{ link: TAdLink; user: TestUser }> {
    const user = await createTestUser(app);
    const registered = await call(
      app,
      '/publisher/register',
      { name, email: 'creator@example.com', whatsup_number: '+91 98765-43210', publisherType: 'influencer' },
      user.token,
    );
    expect(registered.statusCode).toBe(201);
    const res = await call<TAdLink>(app, '/affliate-ad/join', { publicId: ad.publicId }, user.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    return { link: res.body.data, user };
  }

  /** A click on the link by a new visitor: answers its cs_ref. */
  async function click(code: string, ip = `198.51.100.${(ipCounter++ % 250) + 1}`): Promise<string> {
    const res = await app.inject({
      method: 'GET',
      url: `/l/${code}`,
      remoteAddress: ip,
      headers: { 'user-agent': UA },
    });
    expect(res.statusCode).toBe(302);
    return new URL(String(res.headers.location)).searchParams.get('cs_ref') ?? '';
  }

  const collect = (body: object) =>
    app.inject({
      method: 'POST',
      url: '/t/collect',
      headers: { 'content-type': 'text/plain', origin: SITE, 'user-agent': UA },
      remoteAddress: '198.51.100.200',
      payload: JSON.stringify(body),
    });

  const publisherIdOf = async (user: TestUser) => {
    const [row] = await app.deps.db.select().from(publishers).where(eq(publishers.userId, user.userId));
    return row?.id as string;
  };

  const earnedBy = async (adId: string) =>
    app.deps.db
      .select({
        publisherId: adEarnings.publisherId,
        kind: adEarnings.kind,
        total: sql<number>`sum(${adEarnings.amountMinor})::int`,
        n: sql<number>`count(*)::int`,
      })
      .from(adEarnings)
      .where(eq(adEarnings.adId, adId))
      .groupBy(adEarnings.publisherId, adEarnings.kind);

  it('pays each counted click past the threshold its base price, and the ledger says the same', async () => {
    const ad = await makeAd({ clicks_base_price: 2.5, clicks_threshold: 3 });
    await fund(ad, 100_000);
    const { link, user } = await joined(ad);
    const clickedFrom = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < 5; i++) await click(link.code);
    // The same visitor again within the hour: stored, not counted, not paid.
    await click(link.code, '198.51.100.1');
    const pass = await payEarnings(app.deps);
    expect(pass.events).toBe(5);
    expect(pass.paidMinor).toBe(500);

    const publisherId = await publisherIdOf(user);
    expect(await earnedBy(ad._id)).toEqual([{ publisherId, kind: 'click', total: 2 * net(250), n: 2 }]);
    expect(await balanceOf(app.deps.db, accountKey.publisherPending(publisherId))).toBe(2 * net(250));
    // The fee is the rest of each price, in platform_fee: the budget paid 500 in all.
    const fees = await app.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reason, 'platform_fee'));
    expect(fees.filter((e) => e.sourceId === ad._id).reduce((sum, e) => sum + e.amountMinor, 0)).toBe(
      500 - 2 * net(250),
    );
    expect(await balanceOf(app.deps.db, accountKey.adBudget(ad._id))).toBe(99_500);
    const got = await call<TAffiliateAd>(
      app,
      '/affliate-ad/get',
      { orgId: brand.orgId, id: ad._id },
      brand.token,
    );
    expect(got.body.data.funding).toEqual({
      funded: 1000,
      balance: 995,
      spent: 5,
      fundable: null,
      feePercent,
    });
    expect(await eventFeedLength(app.deps.db)).toBe(0);
    // The analytics say what the ledger says.
    // From the day the clicks began to today: both, should midnight (UTC) pass meanwhile.
    const today = new Date().toISOString().slice(0, 10);
    const analytics = await call<TAdLinkAnalytics>(
      app,
      '/affliate-ad/ad-link-analytics',
      { orgId: brand.orgId, id: ad._id, from: clickedFrom, to: today },
      brand.token,
    );
    expect(analytics.body.data.totals).toMatchObject({
      clicks: 5,
      earned: (2 * net(250)) / 100,
      fee: (500 - 2 * net(250)) / 100,
    });
    expect(analytics.body.data.byPublisher.map((row) => [row.publisherId, row.clicks, row.earned])).toEqual([
      [publisherId, 5, (2 * net(250)) / 100],
    ]);
    // A second pass finds nothing to pay: each event is paid once.
    expect((await payEarnings(app.deps)).events).toBe(0);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('makes the earnings of an ad that holds nothing (0 days) available as soon as they are paid', async () => {
    const ad = await makeAd({ clicks_base_price: 3, clicks_threshold: 1, holdingDays: 0 });
    await fund(ad, 100_000);
    const { link, user } = await joined(ad);
    for (let i = 0; i < 3; i++) await click(link.code);
    expect((await payEarnings(app.deps)).paidMinor).toBe(600);
    const publisherId = await publisherIdOf(user);
    expect(await balanceOf(app.deps.db, accountKey.publisherPending(publisherId))).toBe(0);
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisherId))).toBe(2 * net(300));
    const rows = await app.deps.db.select().from(adEarnings).where(eq(adEarnings.adId, ad._id));
    expect(rows.map((r) => r.status)).toEqual(['available', 'available']);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('pays a page view once per visit past the views threshold, and a conversion its capped commission', async () => {
    const ad = await makeAd({ views_base_price: 1, views_threshold: 1, conversion_price_cap: 40 });
    await fund(ad, 100_000);
    const { link } = await joined(ad);
    const refs = [await click(link.code), await click(link.code), await click(link.code)];
    for (const ref of refs) {
      for (const page of ['/diwali', '/diwali/lamps']) {
        expect(
          (await collect({ publicId: ad.publicId, kind: 'pageview', page, cs_ref: ref })).statusCode,
        ).toBe(202);
      }
    }
    // A view without the link's click earns no one anything.
    await collect({ publicId: ad.publicId, kind: 'pageview', page: '/diwali' });
    const sale = (orderId: string, value: number) =>
      collect({
        publicId: ad.publicId,
        kind: 'conversion',
        orderId,
        value,
        currency: 'INR',
        cs_ref: refs[0],
      });
    expect((await sale('A-1', 123.45)).statusCode).toBe(202);
    expect((await sale('A-2', 999)).statusCode).toBe(202);
    expect((await sale('A-1', 123.45)).statusCode).toBe(202);
    await payEarnings(app.deps);

    const rows = await earnedBy(ad._id);
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    // 3 visits, the first under the threshold: 2 paid views of ₹1.
    expect(byKind.pageview).toMatchObject({ total: 2 * net(100), n: 2 });
    // 10% of 123.45 = 12.35 (rounded half up from 12.345); 10% of 999 capped at 40. A-1 again: not twice.
    expect(byKind.conversion).toMatchObject({ total: net(1_235) + net(4_000), n: 2 });
    expect(byKind.click).toBeUndefined();
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('stops exactly at the budget when instances pay at once, ends the ad and tells its admins', async () => {
    const ad = await makeAd({ clicks_base_price: 1, clicks_threshold: 0, campaignName: 'Small budget' });
    await fund(ad, 1_050);
    const a = await joined(ad, 'Asha');
    const b = await joined(ad, 'Bala');
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => click((i % 2 ? a : b).link.code, `192.0.2.${i + 1}`)),
    );
    // Three instances' payers racing over the same feed, in small batches.
    const passes = await Promise.all([1, 2, 3].map(() => payEarnings(app.deps, { limit: 3 })));
    expect(passes.reduce((sum, p) => sum + p.events, 0)).toBe(24);
    expect(passes.reduce((sum, p) => sum + p.paidMinor, 0)).toBe(1_050);
    expect(passes.flatMap((p) => p.endedAdIds)).toEqual([ad._id]);

    expect(await balanceOf(app.deps.db, accountKey.adBudget(ad._id))).toBe(0);
    // Ten clicks of 1 and the last 0.50: the publishers' parts and the fees make the budget exactly.
    const toPublishers = 10 * net(100) + net(50);
    const total = (await earnedBy(ad._id)).reduce((sum, r) => sum + r.total, 0);
    expect(total).toBe(toPublishers);
    const entries = await app.deps.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.debitAccount, accountKey.adBudget(ad._id)),
          eq(ledgerEntries.reason, 'ad_earning'),
        ),
      );
    expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(toPublishers);
    const fees = await app.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sourceId, ad._id), eq(ledgerEntries.reason, 'platform_fee')));
    expect(fees.every((e) => e.creditAccount === accountKey.platformFee)).toBe(true);
    expect(fees.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(1_050 - toPublishers);

    const [row] = await app.deps.db.select().from(affiliateAds).where(eq(affiliateAds.id, ad._id));
    expect(row).toMatchObject({ status: 'ended', endedReason: 'budget_spent' });
    const got = await call<TAffiliateAd>(
      app,
      '/affliate-ad/get',
      { orgId: brand.orgId, id: ad._id },
      brand.token,
    );
    expect(got.body.data).toMatchObject({
      status: 'ended',
      endedReason: 'budget_spent',
      funding: { funded: 10.5, balance: 0, spent: 10.5, fundable: null, feePercent },
    });
    const told = await app.deps.db.select().from(notifications).where(eq(notifications.orgId, brand.orgId));
    expect(told.map((n) => n.title)).toContain('Budget spent: Small budget has ended');

    // The link still redirects; its clicks no longer count or pay.
    const after = await click(a.link.code, '192.0.2.200');
    expect(after).not.toBe('');
    expect((await payEarnings(app.deps)).events).toBe(0);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('spend stops at the typed budget though more was funded (two payments at once), under racing payers', async () => {
    const ad = await makeAd({
      clicks_base_price: 1,
      clicks_threshold: 0,
      budget: 10.5,
      campaignName: 'Capped',
    });
    // Two checkouts paid at once can fund past the budget; spending still stops at it.
    await fund(ad, 1_500);
    await fund(ad, 500);
    const a = await joined(ad, 'Asha');
    const b = await joined(ad, 'Bala');
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => click((i % 2 ? a : b).link.code, `192.0.2.${i + 101}`)),
    );
    const passes = await Promise.all([1, 2, 3].map(() => payEarnings(app.deps, { limit: 3 })));
    expect(passes.reduce((sum, p) => sum + p.paidMinor, 0)).toBe(1_050);
    expect(passes.flatMap((p) => p.endedAdIds)).toEqual([ad._id]);
    expect((await earnedBy(ad._id)).reduce((sum, r) => sum + r.total, 0)).toBe(10 * net(100) + net(50));
    // What was funded beyond the budget stays in it, the brand's to take back.
    expect(await balanceOf(app.deps.db, accountKey.adBudget(ad._id))).toBe(950);
    const got = await call<TAffiliateAd>(
      app,
      '/affliate-ad/get',
      { orgId: brand.orgId, id: ad._id },
      brand.token,
    );
    expect(got.body.data).toMatchObject({
      status: 'ended',
      endedReason: 'budget_spent',
      funding: { funded: 20, balance: 9.5, spent: 10.5, fundable: 0 },
    });
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('an unfunded ad counts its clicks, pays nothing and keeps running', async () => {
    const ad = await makeAd({ clicks_base_price: 1, clicks_threshold: 0 });
    const { link } = await joined(ad);
    await click(link.code);
    const pass = await payEarnings(app.deps);
    expect(pass).toMatchObject({ events: 1, paidMinor: 0, endedAdIds: [] });
    const [row] = await app.deps.db.select().from(affiliateAds).where(eq(affiliateAds.id, ad._id));
    expect(row?.status).toBe('active');
  });

  describe('reporting a publisher', () => {
    const report = (user: TestUser, body: object) =>
      call<TAdReport>(app, '/script/report-publisher', { orgId: user.orgId, ...body }, user.token);
    const resolve = (id: string, outcome: string) =>
      call<TAdReport>(app, '/affliate-ad/resolve-report', { orgId: brand.orgId, id, outcome }, brand.token);
    const balances = async (adId: string, publisherId: string) => ({
      budget: await balanceOf(app.deps.db, accountKey.adBudget(adId)),
      pending: await balanceOf(app.deps.db, accountKey.publisherPending(publisherId)),
      held: await balanceOf(app.deps.db, accountKey.publisherHeld(adId, publisherId)),
    });
    const statuses = async (adId: string) =>
      (await app.deps.db.select().from(adEarnings).where(eq(adEarnings.adId, adId)))
        .map((e) => e.status)
        .sort();

    it('holds what the publisher earned and earns, then gives it back when dismissed or to the budget when confirmed', async () => {
      const ad = await makeAd({ clicks_base_price: 1, clicks_threshold: 0 });
      await fund(ad, 100_000);
      const { link, user } = await joined(ad);
      const publisherId = await publisherIdOf(user);
      for (let i = 0; i < 3; i++) await click(link.code);
      await payEarnings(app.deps);
      expect(await balances(ad._id, publisherId)).toEqual({ budget: 99_700, pending: 3 * net(100), held: 0 });

      const filed = await report(brand, {
        adId: ad._id,
        publisherId,
        reason: 'fake_clicks',
        details: 'All from one IP range',
      });
      expect(filed.statusCode).toBe(201);
      expect(filed.body.data).toMatchObject({
        status: 'open',
        held: (3 * net(100)) / 100,
        reason: 'fake_clicks',
        publisherName: 'Asha Rao',
      });
      expect(await balances(ad._id, publisherId)).toEqual({ budget: 99_700, pending: 0, held: 3 * net(100) });
      expect((await report(brand, { adId: ad._id, publisherId, reason: 'other' })).statusCode).toBe(409);

      // While the report is open, what the publisher earns is held with it.
      for (let i = 0; i < 2; i++) await click(link.code);
      await payEarnings(app.deps);
      expect(await balances(ad._id, publisherId)).toEqual({ budget: 99_500, pending: 0, held: 5 * net(100) });
      const card = await call<{ publisherId: string; earned: number; openReportId: string | null }[]>(
        app,
        '/affliate-ad/get-publishers',
        { orgId: brand.orgId, id: ad._id },
        brand.token,
      );
      expect(card.body.data.map((row) => [row.publisherId, row.earned, row.openReportId])).toEqual([
        [publisherId, (5 * net(100)) / 100, filed.body.data._id],
      ]);
      const listed = await call<TAdReport[]>(
        app,
        '/affliate-ad/get-reports',
        { orgId: brand.orgId, id: ad._id },
        brand.token,
      );
      expect(listed.body.data.map((r) => [r.status, r.held])).toEqual([['open', (5 * net(100)) / 100]]);

      const dismissed = await resolve(filed.body.data._id, 'dismissed');
      expect(dismissed.statusCode).toBe(200);
      expect(dismissed.body.data.status).toBe('dismissed');
      expect(await balances(ad._id, publisherId)).toEqual({ budget: 99_500, pending: 5 * net(100), held: 0 });
      expect(await statuses(ad._id)).toEqual(Array(5).fill('pending'));
      expect((await resolve(filed.body.data._id, 'confirmed')).statusCode).toBe(409);

      const second = await report(brand, { adId: ad._id, publisherId, reason: 'bot_traffic' });
      expect(second.body.data.held).toBe((5 * net(100)) / 100);
      expect((await resolve(second.body.data._id, 'confirmed')).statusCode).toBe(200);
      expect(await balances(ad._id, publisherId)).toEqual({ budget: 100_000, pending: 0, held: 0 });
      expect(await statuses(ad._id)).toEqual(Array(5).fill('reversed'));
      expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
    });

    it('refuses bad input by field, strangers, and publishers not on the ad', async () => {
      const ad = await makeAd();
      const { user } = await joined(ad);
      const publisherId = await publisherIdOf(user);
      const bad = await report(brand, { adId: ad._id, publisherId, reason: 'grudge' });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('reason must be one of');
      const other = await createTestUser(app, { plan: 'enterprise' });
      expect((await report(other, { adId: ad._id, publisherId, reason: 'other' })).statusCode).toBe(404);
      expect(
        (await call(app, '/affliate-ad/get-reports', { orgId: brand.orgId, id: ad._id }, other.token))
          .statusCode,
      ).toBe(403);
      const stranger = await createTestUser(app);
      const strangerId = await publisherIdOf(stranger);
      expect(strangerId).toBeUndefined();
      expect(
        (await report(brand, { adId: ad._id, publisherId: crypto.randomUUID(), reason: 'other' })).statusCode,
      ).toBe(404);
      const rows = await app.deps.db
        .select()
        .from(adPublisherReports)
        .where(eq(adPublisherReports.adId, ad._id));
      expect(rows).toEqual([]);
    });
  });
});
