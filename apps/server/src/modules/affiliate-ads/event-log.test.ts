import type { TAdEventLog, TAffiliateAd, TMarkedConversion } from '@creatorscope/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { joinedPublisher, makeFundedAd, type TestPublisher } from '../../test/payouts.js';
import { accountKey, balanceOf } from '../ledger/index.js';
import { ALREADY_MARKED_MESSAGE } from './conversion-marks.js';
import { payEarnings } from './earnings.js';
import { releaseDueEarnings } from './holding.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
/** A day of April 2031 at 10:00 UTC plus `minute`: whole days far from any other test's events. */
const april = (day: number, minute = 0) => new Date(Date.UTC(2031, 3, day, 10, minute));

describe("an ad's raw event log", () => {
  let app: FastifyInstance;
  let brand: TestUser;
  let ad: TAffiliateAd;
  let asha: TestPublisher;

  const log = (body: object, token = brand.token) =>
    call<TAdEventLog>(app, '/affliate-ad/ad-event-log', { orgId: brand.orgId, id: ad._id, ...body }, token);
  const csv = (body: object, token = brand.token) =>
    app.inject({
      method: 'POST',
      url: '/api/affliate-ad/ad-event-log-csv',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ orgId: brand.orgId, id: ad._id, ...body }),
    });

  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'error', PLATFORM_FEE_PERCENT: '0' });
    brand = await createTestUser(app, { plan: 'enterprise' });
    ad = await makeFundedAd(app, brand, 100_000);
    asha = await joinedPublisher(app, ad);
    const base = { orgId: brand.orgId, adId: ad._id, userAgent: CHROME };
    const viaAsha = { publisherId: asha.publisherId, linkId: asha.linkId };
    await app.deps.events.record({ ...base, ...viaAsha, kind: 'click', ip: '8.8.8.8', occurredAt: april(1) });
    await app.deps.events.record({
      ...base,
      ...viaAsha,
      kind: 'click',
      ip: '8.8.8.8',
      occurredAt: april(1, 5),
    });
    await app.deps.events.record({
      ...base,
      ...viaAsha,
      kind: 'click',
      ip: '1.1.1.1',
      userAgent: 'curl/8.0',
      occurredAt: april(2),
    });
    await app.deps.events.record({
      ...base,
      ...viaAsha,
      kind: 'conversion',
      isServerToServer: true,
      // An order id a stranger chose: a spreadsheet must not run it.
      orderId: '=HYPERLINK("http://evil.example","x")',
      valueMinor: 129_900,
      currency: 'INR',
      occurredAt: april(3),
    });
    await app.deps.events.record({
      ...base,
      kind: 'pageview',
      ip: '8.8.4.4',
      page: '/diwali',
      referrer: 'https://www.instagram.com/p/abc',
      occurredAt: april(3, 10),
    });
  }, 60_000);
  afterAll(() => app.close());

  it('shows every event newest first with its publisher, link, value and why it did not count', async () => {
    const res = await log({ from: '2031-04-01', to: '2031-04-30' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const { items, currency, nextCursor } = res.body.data;
    expect(currency).toBe('INR');
    expect(nextCursor).toBeNull();
    expect(items.map((i) => [i.kind, i.counted, i.uncountedReason])).toEqual([
      ['pageview', true, null],
      ['conversion', true, null],
      ['click', false, 'bot'],
      ['click', false, 'duplicate'],
      ['click', true, null],
    ]);
    const conversion = items[1];
    expect(conversion).toMatchObject({
      publisherName: 'Asha Rao',
      linkCode: asha.code,
      value: 1299,
      orderId: '=HYPERLINK("http://evil.example","x")',
    });
    expect(items[0]).toMatchObject({ page: '/diwali', referrer: 'instagram.com', publisherName: null });
  });

  it('filters by kind, publisher, reason or counted, and days, and pages by the cursor', async () => {
    const kinds = async (body: object) =>
      (await log(body)).body.data.items.map((i) => `${i.kind}:${i.uncountedReason ?? 'counted'}`);
    expect(await kinds({ kind: 'click' })).toEqual(['click:bot', 'click:duplicate', 'click:counted']);
    expect(await kinds({ reason: 'duplicate' })).toEqual(['click:duplicate']);
    expect(await kinds({ reason: 'counted', kind: 'click' })).toEqual(['click:counted']);
    expect(await kinds({ publisherId: asha.publisherId, from: '2031-04-03', to: '2031-04-03' })).toEqual([
      'conversion:counted',
    ]);
    const first = await log({ limit: 2 });
    expect(first.body.data.items).toHaveLength(2);
    const second = await log({ limit: 2, cursor: first.body.data.nextCursor });
    expect(second.body.data.items[0]?.id).not.toBe(first.body.data.items[1]?.id);
    expect(second.body.data.items.map((i) => i.kind)).toEqual(['click', 'click']);
  });

  it('refuses a bad filter naming the field', async () => {
    const bad = async (body: object) => {
      const res = await log(body);
      return [res.statusCode, res.body.data];
    };
    expect(await bad({ from: '2031-04-09', to: '2031-04-01' })).toEqual([
      400,
      { errors: { to: 'The end date cannot be before the start date' } },
    ]);
    expect(await bad({ kind: 'purchase' })).toEqual([
      400,
      { errors: { kind: 'Please choose a valid kind' } },
    ]);
    expect(await bad({ cursor: 'nonsense' })).toEqual([
      400,
      { errors: { cursor: 'Please enter a valid cursor' } },
    ]);
  });

  it('lets a Read member see it, and no one of another organisation, whose ad id is not found', async () => {
    const reader = await addTestMember(app, brand.orgId, 'Read');
    expect((await log({}, reader.token)).statusCode).toBe(200);
    const stranger = await createTestUser(app, { plan: 'enterprise' });
    // Their own organisation, this ad's id: as if it did not exist.
    const theirs = await call(
      app,
      '/affliate-ad/ad-event-log',
      { orgId: stranger.orgId, id: ad._id },
      stranger.token,
    );
    expect(theirs.statusCode).toBe(404);
    // This organisation's id, not theirs to name.
    expect((await log({}, stranger.token)).statusCode).toBe(403);
    expect((await csv({}, stranger.token)).statusCode).toBe(403);
  });

  it('exports the same filters as a CSV file, formulas made inert', async () => {
    const res = await csv({ from: '2031-04-01', to: '2031-04-30' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ad-events-.+\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^Time \(UTC\),Event id,Kind,Publisher,/);
    const conversion = lines.find((line) => line.includes(',conversion,')) ?? '';
    expect(conversion).toContain(`,Asha Rao,${asha.publisherId},${asha.code},`);
    expect(conversion).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",1299,INR,yes,`);
    const onlyBots = await csv({ reason: 'bot' });
    expect(onlyBots.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await csv({ from: 'soon' })).statusCode).toBe(400);
  });

  it('streams an export longer than one read, every row once', async () => {
    const other = await makeFundedAd(app, brand, 100);
    const at = Date.UTC(2031, 4, 1);
    await Promise.all(
      Array.from({ length: 2_300 }, (_, i) =>
        app.deps.events.record({
          orgId: brand.orgId,
          adId: other._id,
          kind: 'pageview',
          ip: '8.8.8.8',
          userAgent: CHROME,
          page: `/p/${i}`,
          occurredAt: new Date(at + i * 1000),
        }),
      ),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/affliate-ad/ad-event-log-csv',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${brand.token}` },
      payload: JSON.stringify({ orgId: brand.orgId, id: other._id }),
    });
    const rows = res.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(2_300);
    expect(new Set(rows.map((row) => row.split(',')[1])).size).toBe(2_300);
    expect(rows[0]).toContain('/p/2299');
    expect(rows.at(-1)).toContain('/p/0');
  }, 60_000);
});

describe('a conversion marked as fraud or refunded from the raw log', () => {
  let app: FastifyInstance;
  let brand: TestUser;
  let ad: TAffiliateAd;
  let asha: TestPublisher;
  let orders = 0;

  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'error', PLATFORM_FEE_PERCENT: '0' });
    brand = await createTestUser(app, { plan: 'enterprise' });
    // 10% of the sale, at most ₹50, held 30 days.
    ad = await makeFundedAd(app, brand, 100_000);
    asha = await joinedPublisher(app, ad);
  }, 60_000);
  afterAll(() => app.close());

  /** A counted ₹1,000 conversion through Asha's link on 10 April 2031; paid (₹50) unless told not to be. */
  async function conversion(isPaid = true): Promise<string> {
    orders += 1;
    const recorded = await app.deps.events.record({
      orgId: brand.orgId,
      adId: ad._id,
      kind: 'conversion',
      publisherId: asha.publisherId,
      linkId: asha.linkId,
      isServerToServer: true,
      orderId: `order-${orders}`,
      valueMinor: 100_000,
      currency: 'INR',
      occurredAt: new Date(Date.UTC(2031, 3, 10, 12, orders)),
    });
    expect(recorded.counted).toBe(true);
    if (isPaid) await payEarnings(app.deps);
    return recorded.id;
  }

  const mark = (eventId: string, how: 'fraud' | 'refunded', token = brand.token, orgId = brand.orgId) =>
    call<TMarkedConversion>(
      app,
      '/affliate-ad/mark-conversion',
      { orgId, id: ad._id, eventId, mark: how },
      token,
    );
  const money = async () => ({
    budget: await balanceOf(app.deps.db, accountKey.adBudget(ad._id)),
    pending: await balanceOf(app.deps.db, accountKey.publisherPending(asha.publisherId)),
    available: await balanceOf(app.deps.db, accountKey.publisherAvailable(asha.publisherId)),
    owed: await balanceOf(app.deps.db, accountKey.publisherOwed(asha.publisherId)),
  });
  const conversionsCounted = async () => {
    const res = await call<{ totals: { conversions: number } }>(
      app,
      '/affliate-ad/ad-script-analytics',
      { orgId: brand.orgId, id: ad._id, from: '2031-04-10', to: '2031-04-10' },
      brand.token,
    );
    return res.body.data.totals.conversions;
  };

  it('inside the holding period: the earning leaves pending money for the budget, and the log and analytics say so', async () => {
    const eventId = await conversion();
    const before = await money();
    const counted = await conversionsCounted();
    const writer = await addTestMember(app, brand.orgId, 'Write');
    const res = await mark(eventId, 'fraud', writer.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      reversedAmount: 50,
      item: {
        id: eventId,
        counted: false,
        uncountedReason: 'fraud',
        earning: { amount: 50, status: 'reversed' },
      },
    });
    expect(await money()).toEqual({
      ...before,
      budget: before.budget + 5_000,
      pending: before.pending - 5_000,
    });
    expect(await conversionsCounted()).toBe(counted - 1);
    const logged = await call<TAdEventLog>(
      app,
      '/affliate-ad/ad-event-log',
      { orgId: brand.orgId, id: ad._id, reason: 'fraud' },
      brand.token,
    );
    expect(logged.body.data.items.map((i) => i.id)).toEqual([eventId]);
    // Again (a retry after a lost answer): the same answer, nothing moves twice; as refunded: refused.
    expect((await mark(eventId, 'fraud')).body.data).toMatchObject({
      reversedAmount: 0,
      item: { counted: false },
    });
    expect((await mark(eventId, 'refunded')).body.message).toBe(ALREADY_MARKED_MESSAGE);
    expect(await money()).toEqual({
      ...before,
      budget: before.budget + 5_000,
      pending: before.pending - 5_000,
    });
  });

  it('after the holding period: taken back from the money the publisher has available', async () => {
    const eventId = await conversion();
    await releaseDueEarnings(app.deps, { now: new Date(Date.UTC(2031, 5, 1)) });
    const before = await money();
    expect(before.available).toBeGreaterThanOrEqual(5_000);
    const res = await mark(eventId, 'refunded');
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.item.uncountedReason).toBe('refunded');
    expect(await money()).toEqual({
      ...before,
      budget: before.budget + 5_000,
      available: before.available - 5_000,
    });
  });

  it('a conversion not paid yet is never paid', async () => {
    const eventId = await conversion(false);
    const before = await money();
    const res = await mark(eventId, 'refunded');
    expect(res.body.data).toMatchObject({
      reversedAmount: 0,
      item: { earning: null, uncountedReason: 'refunded' },
    });
    await payEarnings(app.deps);
    expect(await money()).toEqual(before);
  });

  it('only a Write or Admin member of the organisation, only a counted conversion of the ad', async () => {
    const eventId = await conversion();
    const reader = await addTestMember(app, brand.orgId, 'Read');
    expect((await mark(eventId, 'fraud', reader.token)).statusCode).toBe(403);
    const stranger = await createTestUser(app, { plan: 'enterprise' });
    expect((await mark(eventId, 'fraud', stranger.token)).statusCode).toBe(403);
    expect((await mark(eventId, 'fraud', stranger.token, stranger.orgId)).statusCode).toBe(404);
    const click = await app.deps.events.record({
      orgId: brand.orgId,
      adId: ad._id,
      kind: 'click',
      publisherId: asha.publisherId,
      linkId: asha.linkId,
      ip: '8.8.8.8',
      userAgent: CHROME,
      occurredAt: april(10),
    });
    expect((await mark(click.id, 'fraud')).statusCode).toBe(404);
    const bad = await call(
      app,
      '/affliate-ad/mark-conversion',
      { orgId: brand.orgId, id: ad._id, eventId, mark: 'spam' },
      brand.token,
    );
    expect(bad.body.data).toEqual({ errors: { mark: 'mark must be fraud or refunded' } });
    // Still counted and paid after all of that.
    const item = await call<TAdEventLog>(
      app,
      '/affliate-ad/ad-event-log',
      { orgId: brand.orgId, id: ad._id, reason: 'counted', kind: 'conversion', limit: 1 },
      brand.token,
    );
    expect(item.body.data.items[0]).toMatchObject({ id: eventId, earning: { status: 'pending' } });
  });
});
