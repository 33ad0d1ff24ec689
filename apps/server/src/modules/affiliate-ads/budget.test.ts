import type { TAffiliateAd, TCheckoutToken, TCheckStatusResponse } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { validAdRequest } from '../../test/payouts.js';
import { accountKey, balanceOf, transfer, trialBalance } from '../ledger/index.js';
import { ledgerEntries } from '../ledger/tables.js';
import { organizations } from '../org/tables.js';
import { payments } from '../payments/tables.js';

describe('funding an affiliate ad budget', () => {
  let app: FastifyInstance;
  let owner: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://app.creatorscope.test', RATE_LIMIT_MAX: '100000' });
    owner = await createTestUser(app, { plan: 'enterprise' });
  }, 60_000);
  afterAll(() => app.close());

  const newAd = async (user: TestUser = owner) =>
    (
      await call<TAffiliateAd>(
        app,
        '/affliate-ad/create',
        { orgId: user.orgId, ...validAdRequest() },
        user.token,
      )
    ).body.data;
  const getAd = (user: TestUser, id: string) =>
    call<TAffiliateAd>(app, '/affliate-ad/get', { orgId: user.orgId, id }, user.token);
  const generate = (user: TestUser, body: Record<string, unknown>) =>
    call<TCheckoutToken>(app, '/payout/generate-token', { organization_id: user.orgId, ...body }, user.token);
  const check = (user: TestUser, token: string) =>
    call<TCheckStatusResponse>(
      app,
      '/payout/check-status',
      { organization_id: user.orgId, token },
      user.token,
    );
  const sandboxPay = (token: string, cardNumber = '4242424242424242') =>
    app.inject({ method: 'POST', url: `/sandbox/checkout/${token}/pay`, payload: { cardNumber } });
  const refund = (token: string) =>
    app.inject({ method: 'POST', url: `/sandbox/checkout/${token}/refund`, payload: {} });
  const entriesOf = (paymentId: string) =>
    app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, paymentId));

  it('funds the ad through the sandbox checkout: the balance is the payment less its GST, and the buyer returns to the ad', async () => {
    const ad = await newAd();
    expect(ad.funding).toEqual({ funded: 0, balance: 0, spent: 0, fundable: null, feePercent: 10 });
    const gen = await generate(owner, { adId: ad._id, amount: 2500.5 });
    expect(gen.statusCode).toBe(201);
    const { token, payment } = gen.body.data;
    expect(payment).toMatchObject({
      purpose: 'ad_budget',
      productKey: `ad_budget:${ad._id}`,
      description: 'Budget for Diwali sale',
      amount: 2500.5,
      currency: 'INR',
      status: 'pending',
    });
    const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${token}` });
    expect(page.json().data.returnUrl).toBe(
      `https://app.creatorscope.test/marketing/affiliate-ads/${ad._id}?payment=${token}`,
    );
    expect((await sandboxPay(token)).json().data.status).toBe('succeeded');

    const status = await check(owner, token);
    expect(status.statusCode).toBe(200);
    expect(status.body.data.status).toBe('succeeded');
    // Repeated status checks (and the sandbox's own webhook) fund once.
    await Promise.all([check(owner, token), check(owner, token), check(owner, token)]);
    const entries = await entriesOf(payment._id);
    // A buyer without billing details is not in the seller's state: IGST, 18% inside the amount.
    expect(entries.map((e) => [e.debitAccount, e.creditAccount, e.amountMinor, e.idempotencyKey])).toEqual([
      [accountKey.externalPayments, accountKey.adBudget(ad._id), 211_907, `payment:${payment._id}`],
      [accountKey.externalPayments, accountKey.outputTax, 38_143, `payment:${payment._id}:igst`],
    ]);
    expect((await getAd(owner, ad._id)).body.data.funding).toEqual({
      funded: 2119.07,
      balance: 2119.07,
      spent: 0,
      fundable: null,
      feePercent: 10,
    });
    const listed = await call<{ rows: TAffiliateAd[] }>(
      app,
      '/affliate-ad/get-all-add-post',
      { orgId: owner.orgId },
      owner.token,
    );
    expect(listed.body.data.rows.find((row) => row._id === ad._id)?.funding).toEqual({
      funded: 2119.07,
      balance: 2119.07,
      spent: 0,
      fundable: null,
      feePercent: 10,
    });
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('a repeated payment webhook funds once', async () => {
    const ad = await newAd();
    const gen = await generate(owner, { adId: ad._id, amount: 100 });
    const { Webhook } = await import('standardwebhooks');
    const event = JSON.stringify({
      type: 'payment.succeeded',
      data: {
        payment_id: 'pay_ad',
        status: 'succeeded',
        metadata: { cs_payment_id: gen.body.data.payment._id },
      },
    });
    const secret = app.deps.payments.webhookSecrets[0] as string;
    for (let i = 0; i < 3; i++) {
      const id = `msg_${crypto.randomUUID()}`;
      const at = new Date();
      const res = await app.inject({
        method: 'POST',
        url: '/webhooks/dodo',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': new Webhook(secret).sign(id, at, event),
        },
        payload: event,
      });
      expect(res.statusCode).toBe(200);
    }
    await check(owner, gen.body.data.token);
    expect(await entriesOf(gen.body.data.payment._id)).toHaveLength(2);
    expect(await balanceOf(app.deps.db, accountKey.adBudget(ad._id), 'INR')).toBe(8_475);
  });

  it('a refund takes back what is left; what was already spent stays spent', async () => {
    const ad = await newAd();
    const gen = await generate(owner, { adId: ad._id, amount: 1000 });
    await sandboxPay(gen.body.data.token);
    await check(owner, gen.body.data.token);
    // A publisher earned 300 of it.
    await transfer(app.deps.db, {
      debit: accountKey.adBudget(ad._id),
      credit: accountKey.publisherPending('pub-test'),
      amountMinor: 30_000,
      reason: 'click',
      sourceId: 'test',
      idempotencyKey: `earn:${ad._id}`,
    });
    expect((await refund(gen.body.data.token)).statusCode).toBe(200);
    expect((await check(owner, gen.body.data.token)).body.data.status).toBe('refunded');
    expect((await getAd(owner, ad._id)).body.data.funding).toMatchObject({
      funded: 300,
      balance: 0,
      spent: 300,
    });
    const refunds = (await entriesOf(gen.body.data.payment._id)).filter((e) => e.reason.endsWith('_refund'));
    // ₹1,000 is ₹847.46 of budget and ₹152.54 of IGST: the unspent budget and all the tax go back.
    expect(refunds.map((e) => [e.debitAccount, e.creditAccount, e.amountMinor])).toEqual([
      [accountKey.adBudget(ad._id), accountKey.refunds, 54_746],
      [accountKey.outputTax, accountKey.refunds, 15_254],
      [accountKey.refunds, accountKey.externalPayments, 100_000],
    ]);
    // The provider returned all ₹1,000: the ₹300 publishers earned is the platform's shortfall, on record.
    const shortfall = (await entriesOf(gen.body.data.payment._id)).filter(
      (e) => e.reason === 'ad_funding_refund_shortfall',
    );
    expect(shortfall.map((e) => [e.debitAccount, e.creditAccount, e.amountMinor])).toEqual([
      [accountKey.refundShortfall, accountKey.refunds, 30_000],
    ]);
    expect(await balanceOf(app.deps.db, accountKey.refunds, 'INR')).toBe(0);
    expect(await balanceOf(app.deps.db, accountKey.publisherPending('pub-test'), 'INR')).toBe(30_000);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('budget means something: funding is offered up to the typed budget and refused beyond it, naming the field', async () => {
    const made = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      { orgId: owner.orgId, ...validAdRequest(), budget: 1000 },
      owner.token,
    );
    const ad = made.body.data;
    // ₹1,000 of budget is a payment of ₹1,180 with its 18% GST.
    expect(ad.funding.fundable).toBe(1180);
    const over = await generate(owner, { adId: ad._id, amount: 1180.01 });
    expect(over.statusCode).toBe(400);
    expect((over.body.data as unknown as { errors: Record<string, string> }).errors.amount).toBe(
      "amount can be at most 1180 (GST included): the ad's budget of 1000 is almost funded",
    );
    const first = await generate(owner, { adId: ad._id, amount: 500 });
    await sandboxPay(first.body.data.token);
    await check(owner, first.body.data.token);
    // ₹500 put ₹423.73 in the budget: ₹576.27 is left to fund, ₹680 with GST.
    const after = (await getAd(owner, ad._id)).body.data.funding;
    expect(after).toEqual({ funded: 423.73, balance: 423.73, spent: 0, fundable: 680, feePercent: 10 });
    expect((await generate(owner, { adId: ad._id, amount: 680.01 })).statusCode).toBe(400);
    const rest = await generate(owner, { adId: ad._id, amount: 680 });
    expect(rest.statusCode).toBe(201);
    await sandboxPay(rest.body.data.token);
    await check(owner, rest.body.data.token);
    const full = (await getAd(owner, ad._id)).body.data.funding;
    expect(full).toEqual({ funded: 1000, balance: 1000, spent: 0, fundable: 0, feePercent: 10 });
    const more = await generate(owner, { adId: ad._id, amount: 0.01 });
    expect((more.body.data as unknown as { errors: Record<string, string> }).errors.amount).toBe(
      "amount cannot be paid: the ad's budget of 1000 is fully funded",
    );
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  /** The provider's partial refund `refundId` of `minor`, delivered as a signed webhook (a new delivery id each time). */
  async function partialRefund(providerPaymentId: string, refundId: string, minor: number) {
    const { Webhook } = await import('standardwebhooks');
    const event = JSON.stringify({
      type: 'refund.succeeded',
      data: { payment_id: providerPaymentId, refund_id: refundId, amount: minor, is_partial: true },
    });
    const id = `msg_${crypto.randomUUID()}`;
    const at = new Date();
    const secret = app.deps.payments.webhookSecrets[0] as string;
    const res = await app.inject({
      method: 'POST',
      url: '/webhooks/dodo',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(id, at, event),
      },
      payload: event,
    });
    expect(res.statusCode).toBe(200);
  }

  it("a partial refund moves exactly its part out of what remains; beyond that it is a shortfall, never publishers' money", async () => {
    const ad = await newAd();
    const gen = await generate(owner, { adId: ad._id, amount: 1000 });
    await sandboxPay(gen.body.data.token);
    await check(owner, gen.body.data.token);
    const [paid] = await app.deps.db
      .select()
      .from(payments)
      .where(eq(payments.id, gen.body.data.payment._id));
    const providerId = paid?.providerPaymentId as string;
    const budget = () => balanceOf(app.deps.db, accountKey.adBudget(ad._id), 'INR');
    expect(await budget()).toBe(84_746);

    // Through the sandbox: ₹236 back is ₹200 of budget and ₹36 of IGST.
    const part = await app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${gen.body.data.token}/refund`,
      payload: { amount: 236 },
    });
    expect(part.statusCode).toBe(200);
    expect(await budget()).toBe(64_746);
    expect((await check(owner, gen.body.data.token)).body.data.status).toBe('succeeded');

    // A publisher earns ₹600 of what is left.
    await transfer(app.deps.db, {
      debit: accountKey.adBudget(ad._id),
      credit: accountKey.publisherPending('pub-partial'),
      amountMinor: 60_000,
      reason: 'click',
      sourceId: 'test',
      idempotencyKey: `earn-partial:${ad._id}`,
    });
    // The brand asks ₹500 back (₹423.73 of budget) when ₹47.46 remains: only that leaves the
    // budget, the rest is the platform's shortfall, and the publisher keeps every paisa.
    const shortfallBefore = await balanceOf(app.deps.db, accountKey.refundShortfall, 'INR');
    await partialRefund(providerId, 'ref_big', 50_000);
    // The same refund delivered again moves nothing more.
    await partialRefund(providerId, 'ref_big', 50_000);
    expect(await budget()).toBe(0);
    expect(await balanceOf(app.deps.db, accountKey.publisherPending('pub-partial'), 'INR')).toBe(60_000);
    expect(await balanceOf(app.deps.db, accountKey.refundShortfall, 'INR')).toBe(
      shortfallBefore - (42_373 - 4_746),
    );
    const returned = (await entriesOf(gen.body.data.payment._id)).filter(
      (e) => e.debitAccount === accountKey.refunds && e.creditAccount === accountKey.externalPayments,
    );
    expect(returned.map((e) => e.amountMinor).sort()).toEqual([23_600, 50_000]);
    expect(await balanceOf(app.deps.db, accountKey.refunds, 'INR')).toBe(0);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('a declined card funds nothing', async () => {
    const ad = await newAd();
    const gen = await generate(owner, { adId: ad._id, amount: 50 });
    await sandboxPay(gen.body.data.token, '4000000000000002');
    const status = await check(owner, gen.body.data.token);
    expect(status.body.data.status).toBe('failed');
    expect(status.body.data.payment.failureReason).toBe('Your card was declined');
    expect((await getAd(owner, ad._id)).body.data.funding).toMatchObject({ funded: 0, balance: 0, spent: 0 });
  });

  it("refuses another organisation's ad, an ended ad, a non-Admin and an organisation without the Affiliate feature", async () => {
    const ad = await newAd();
    const other = await createTestUser(app, { plan: 'enterprise' });
    const stranger = await generate(other, { adId: ad._id, amount: 10 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body.message).toBe('Affiliate ad not found');

    const writer = await addTestMember(app, owner.orgId, 'Write');
    expect((await generate(writer, { adId: ad._id, amount: 10 })).statusCode).toBe(403);

    const free = await createTestUser(app);
    expect((await generate(free, { adId: ad._id, amount: 10 })).statusCode).toBe(403);

    const ended = await newAd();
    const { affiliateAds } = await import('./tables.js');
    await app.deps.db
      .update(affiliateAds)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(affiliateAds.id, ended._id));
    const late = await generate(owner, { adId: ended._id, amount: 10 });
    expect(late.statusCode).toBe(422);
    expect(late.body.message).toMatch(/has ended/);
  });

  it("refuses a payment in another currency than the ad's", async () => {
    const user = await createTestUser(app, { plan: 'enterprise' });
    const ad = await newAd(user);
    expect(ad.currency).toBe('INR');
    await app.deps.db.update(organizations).set({ country: 'US' }).where(eq(organizations.id, user.orgId));
    const res = await generate(user, { adId: ad._id, amount: 10 });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe(
      'This ad is priced in INR, but your organisation pays in USD: its budget cannot be funded from here',
    );
  });

  it('answers junk with 400 naming the field', async () => {
    const ad = await newAd();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ adId: ad._id, amount: 0 }, 'amount', /must be positive/],
      [{ adId: ad._id, amount: -5 }, 'amount', /must be positive/],
      [{ adId: ad._id, amount: '10' }, 'amount', /must be a number/],
      [{ adId: ad._id }, 'amount', /is required/],
      [{ adId: ad._id, amount: 10.123 }, 'amount', /at most 2 decimal places/],
      [{ adId: ad._id, amount: 1_000_000_001 }, 'amount', /cannot exceed/],
      [{ adId: 'nope', amount: 10 }, 'adId', /must be a valid id/],
      [{ amount: 10 }, 'adId', /is required/],
    ];
    for (const [body, field, message] of cases) {
      const res = await generate(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.body.data as unknown as { errors: Record<string, string> }).errors[field]).toMatch(message);
    }
  });
});
