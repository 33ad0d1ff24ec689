import type { TAffiliateAd, TPublisherEarnings } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { daysAgo, earn, joinedPublisher, makeFundedAd, type TestPublisher } from '../../test/payouts.js';
import { accountKey, balanceOf, transfer, trialBalance } from '../ledger/index.js';
import { organizations } from '../org/tables.js';
import { releaseDueEarnings, reverseEarnings } from './holding.js';
import { usdMinorToInrMinor } from './money.js';
import { adEarnings } from './tables.js';

/*
 * USD earnings become INR when they become available (issue #41): payouts are INR only, so a USD
 * ad's earning is converted at USD_INR_RATE (83.5 here) through the exchange account as it is
 * released, and taken back in INR, its USD returned to the budget, when reversed after release.
 */

const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((tj) =>
      [...(tj[1] ?? '').matchAll(/<([0-9a-f]+)>/gi)]
        .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');

describe('cents × rate as paise', () => {
  it('rounds half up on the rate as written, not its binary approximation', () => {
    expect(usdMinorToInrMinor(1200, '83')).toBe(99_600);
    expect(usdMinorToInrMinor(1201, '83.5')).toBe(100_284);
    expect(usdMinorToInrMinor(1, '83.25')).toBe(83);
    expect(usdMinorToInrMinor(2, '83.25')).toBe(167);
    expect(usdMinorToInrMinor(12_345, '83.1234')).toBe(1_026_158);
    // 1.005 × 100 is 100.49999999999999 in floating point: exactly 100.5, so 101.
    expect(usdMinorToInrMinor(100, '1.005')).toBe(101);
  });
});

describe('USD earnings are converted to INR as they become available', () => {
  let app: FastifyInstance;
  let brand: TestUser;
  let ad: TAffiliateAd;

  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'error',
      PAYOUTS_SANDBOX_SETTLE_MS: '0',
      USD_INR_RATE: '83.5',
    });
    brand = await createTestUser(app, { plan: 'enterprise' });
    // An organisation outside India prices its ads in dollars.
    await app.deps.db.update(organizations).set({ country: 'US' }).where(eq(organizations.id, brand.orgId));
    ad = await makeFundedAd(app, brand, 1_000_000, { holdingDays: 7 });
  }, 60_000);
  afterAll(() => app.close());

  const balance = (key: string, currency: 'INR' | 'USD' = 'INR') => balanceOf(app.deps.db, key, currency);
  const exchange = async () => ({
    usd: await balance(accountKey.exchange, 'USD'),
    inr: await balance(accountKey.exchange, 'INR'),
  });
  const rowsOf = (p: TestPublisher) =>
    app.deps.db.select().from(adEarnings).where(eq(adEarnings.publisherId, p.publisherId));
  const ready = async (p: TestPublisher) =>
    expect((await call(app, '/publisher/verify-payout-method', { method: 'upi' }, p.token)).statusCode).toBe(
      200,
    );
  const withdrawAll = (p: TestPublisher, amount: number, key: string) =>
    call<{ _id: string; currency: string; amount: number }>(
      app,
      '/publisher/withdraw',
      { amount, idempotencyKey: key },
      p.token,
    );
  const expectBalanced = async () => {
    const trial = await trialBalance(app.deps.db);
    expect(trial.isBalanced, JSON.stringify(trial)).toBe(true);
    expect(trial.lines.map((l) => l.currency)).toEqual(['INR', 'USD']);
  };

  it('credits usd × rate in INR per earning, the exchange holding +USD and −INR, and runs twice as once', async () => {
    expect(ad.currency).toBe('USD');
    const publisher = await joinedPublisher(app, ad, { upi_id: 'usd1@okaxis' });
    const first = await earn(app, ad._id, publisher.publisherId, 1201, daysAgo(8), 'USD');
    await earn(app, ad._id, publisher.publisherId, 999, daysAgo(8), 'USD');
    const before = await exchange();
    await Promise.all([releaseDueEarnings(app.deps), releaseDueEarnings(app.deps)]);
    await releaseDueEarnings(app.deps);

    // 1201 × 83.5 = 100283.5 → 100284 and 999 × 83.5 = 83416.5 → 83417.
    expect(await balance(accountKey.publisherAvailable(publisher.publisherId))).toBe(183_701);
    expect(await balance(accountKey.publisherAvailable(publisher.publisherId), 'USD')).toBe(0);
    expect(await balance(accountKey.publisherPending(publisher.publisherId), 'USD')).toBe(0);
    expect(await exchange()).toEqual({ usd: before.usd + 2_200, inr: before.inr - 183_701 });
    await expectBalanced();
    const rows = await rowsOf(publisher);
    expect(rows.find((r) => r.eventId === first)).toMatchObject({
      status: 'available',
      releaseKey: expect.stringMatching(/^release:/),
      amountMinor: 1201,
      currency: 'USD',
      paidAmountMinor: 100_284,
      paidCurrency: 'INR',
      exchangeRate: '83.5',
    });

    // The publisher sees both amounts and the rate, and INR they may withdraw.
    await ready(publisher);
    const earnings = await call<TPublisherEarnings>(app, '/publisher/get-earnings', {}, publisher.token);
    const data = earnings.body.data;
    expect(data.entries.rows.find((r) => r._id === first)).toMatchObject({
      amount: 12.01,
      currency: 'USD',
      converted: { amount: 1002.84, currency: 'INR', rate: 83.5 },
    });
    expect(data.byAd).toEqual([
      expect.objectContaining({ currency: 'USD', available: 22, availableConverted: 1837.01 }),
    ]);
    expect(data.totals.find((t) => t.currency === 'INR')).toMatchObject({
      available: 1837.01,
      canWithdraw: true,
    });

    // The withdrawal pays INR, and the statement shows the USD line with its rate.
    const payout = await withdrawAll(publisher, 1837.01, 'usd-withdraw-1');
    expect(payout.statusCode).toBe(201);
    expect(payout.body.data).toMatchObject({ currency: 'INR', amount: 1837.01 });
    const statement = await app.inject({
      method: 'POST',
      url: '/api/publisher/get-payout-statement',
      headers: { authorization: `Bearer ${publisher.token}`, 'content-type': 'application/json' },
      payload: { payoutId: payout.body.data._id },
    });
    expect(statement.statusCode).toBe(200);
    const text = pdfText(statement.rawPayload);
    expect(text).toContain('Diwali sale (USD 22.00 converted at 83.5 INR/USD)');
    expect(text).toContain('INR 1,837.01');
    await expectBalanced();
  });

  it('a reversal after release gives the budget its USD back and takes the INR, owed when already paid out', async () => {
    const publisher = await joinedPublisher(app, ad, { upi_id: 'usd2@okaxis' });
    await ready(publisher);
    const id = publisher.publisherId;
    const reversed = await earn(app, ad._id, id, 1_000, daysAgo(8), 'USD');
    const exchangeBefore = await exchange();
    await releaseDueEarnings(app.deps);
    expect(await balance(accountKey.publisherAvailable(id))).toBe(83_500);
    expect((await withdrawAll(publisher, 835, 'usd-withdraw-2')).statusCode).toBe(201);

    const budgetBefore = await balance(accountKey.adBudget(ad._id), 'USD');
    expect((await reverseEarnings(app.deps, [reversed])).reversed).toBe(1);
    expect((await reverseEarnings(app.deps, [reversed])).reversed).toBe(0);
    expect(await balance(accountKey.adBudget(ad._id), 'USD')).toBe(budgetBefore + 1_000);
    expect(await balance(accountKey.publisherOwed(id))).toBe(-83_500);
    expect(await balance(accountKey.publisherOwed(id), 'USD')).toBe(0);
    // The exchange is back where it was: the USD it took went to the budget, the INR came back.
    expect(await exchange()).toEqual(exchangeBefore);
    await expectBalanced();

    // The next USD release pays the INR debt first.
    await earn(app, ad._id, id, 2_000, daysAgo(8), 'USD');
    await releaseDueEarnings(app.deps);
    expect(await balance(accountKey.publisherOwed(id))).toBe(0);
    expect(await balance(accountKey.publisherAvailable(id))).toBe(167_000 - 83_500);
    await expectBalanced();
  });

  it('a reversal of an unpaid converted earning takes its INR from what is available; a pending one stays USD', async () => {
    const publisher = await joinedPublisher(app, ad, { upi_id: 'usd3@okaxis' });
    const id = publisher.publisherId;
    const released = await earn(app, ad._id, id, 1_000, daysAgo(8), 'USD');
    const pending = await earn(app, ad._id, id, 300, daysAgo(1), 'USD');
    await releaseDueEarnings(app.deps);
    const budgetBefore = await balance(accountKey.adBudget(ad._id), 'USD');
    expect((await reverseEarnings(app.deps, [released, pending])).reversed).toBe(2);
    expect(await balance(accountKey.adBudget(ad._id), 'USD')).toBe(budgetBefore + 1_300);
    expect(await balance(accountKey.publisherAvailable(id))).toBe(0);
    expect(await balance(accountKey.publisherOwed(id))).toBe(0);
    expect(await balance(accountKey.publisherPending(id), 'USD')).toBe(0);
    const rows = await rowsOf(publisher);
    expect(rows.find((r) => r.eventId === pending)).toMatchObject({
      status: 'reversed',
      paidAmountMinor: null,
    });
    await expectBalanced();
  });

  it('converts USD released before conversion existed once, and a USD debt into an INR one paid from it', async () => {
    const publisher = await joinedPublisher(app, ad, { upi_id: 'usd4@okaxis' });
    const id = publisher.publisherId;
    const legacy = await earn(app, ad._id, id, 1_000, daysAgo(8), 'USD');
    // As the release did before: pending USD → available USD, the row marked, nothing converted.
    await transfer(app.deps.db, {
      debit: accountKey.publisherPending(id),
      credit: accountKey.publisherAvailable(id),
      amountMinor: 1_000,
      currency: 'USD',
      reason: 'release',
      sourceId: id,
      idempotencyKey: `release:${legacy}`,
    });
    await app.deps.db
      .update(adEarnings)
      .set({ status: 'available', releaseKey: `release:${legacy}` })
      .where(eq(adEarnings.eventId, legacy));
    // And a USD debt of $5 from a reversal of those days.
    await transfer(app.deps.db, {
      debit: accountKey.publisherOwed(id),
      credit: accountKey.adBudget(ad._id),
      amountMinor: 500,
      currency: 'USD',
      reason: 'earning_reversed_owed',
      sourceId: id,
      idempotencyKey: `legacy-debt:${id}`,
    });
    const before = await exchange();

    await Promise.all([releaseDueEarnings(app.deps), releaseDueEarnings(app.deps)]);
    await releaseDueEarnings(app.deps);

    expect(await balance(accountKey.publisherAvailable(id), 'USD')).toBe(0);
    expect(await balance(accountKey.publisherOwed(id), 'USD')).toBe(0);
    // $10 = ₹835.00, of which the ₹417.50 the $5 debt became is paid first.
    expect(await balance(accountKey.publisherOwed(id))).toBe(0);
    expect(await balance(accountKey.publisherAvailable(id))).toBe(83_500 - 41_750);
    // The exchange bought the $10 for ₹835.00 and took the $5 debt for ₹417.50.
    expect(await exchange()).toEqual({ usd: before.usd + 500, inr: before.inr - 41_750 });
    const [row] = await rowsOf(publisher);
    expect(row).toMatchObject({ paidAmountMinor: 83_500, paidCurrency: 'INR', exchangeRate: '83.5' });
    await expectBalanced();
  });
});
