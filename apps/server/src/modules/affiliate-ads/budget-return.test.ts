import type {
  TAdBudgetReturn,
  TAdBudgetReturnState,
  TAffiliateAd,
  TCheckoutToken,
} from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { validAdRequest } from '../../test/payouts.js';
import { accountKey, balanceOf, transfer, trialBalance } from '../ledger/index.js';
import { ledgerEntries } from '../ledger/tables.js';
import { payments } from '../payments/tables.js';
import { planRefunds } from './budget-return.js';
import { budgetPartOf } from './funding.js';
import { adBudgetReturnRefunds, affiliateAds } from './tables.js';

describe('returning the remaining budget of an ended ad', () => {
  let app: FastifyInstance;
  let owner: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://app.creatorscope.test', RATE_LIMIT_MAX: '100000' });
    owner = await createTestUser(app, { plan: 'enterprise' });
  }, 60_000);
  afterAll(() => app.close());

  const newAd = async () =>
    (
      await call<TAffiliateAd>(
        app,
        '/affliate-ad/create',
        { orgId: owner.orgId, ...validAdRequest() },
        owner.token,
      )
    ).body.data;
  /** Pays `amount` into the ad's budget through the sandbox checkout; answers the payment's id. */
  const fund = async (adId: string, amount: number) => {
    const gen = await call<TCheckoutToken>(
      app,
      '/payout/generate-token',
      { organization_id: owner.orgId, adId, amount },
      owner.token,
    );
    const { token, payment } = gen.body.data;
    await app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${token}/pay`,
      payload: { cardNumber: '4242424242424242' },
    });
    await call(app, '/payout/check-status', { organization_id: owner.orgId, token }, owner.token);
    return payment._id;
  };
  const end = (adId: string) =>
    app.deps.db
      .update(affiliateAds)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(affiliateAds.id, adId));
  const returnBudget = (user: TestUser, adId: string) =>
    call<TAdBudgetReturn>(app, '/affliate-ad/return-budget', { orgId: user.orgId, adId }, user.token);
  const latest = async (adId: string) =>
    (
      await call<TAdBudgetReturnState>(
        app,
        '/affliate-ad/budget-return',
        { orgId: owner.orgId, adId },
        owner.token,
      )
    ).body.data.latest;
  /** The sandbox sends each refund's webhook just after it answers: waits until they all arrived. */
  const settled = async (adId: string) => {
    for (let i = 0; i < 200; i++) {
      const state = await latest(adId);
      if (state && state.status !== 'requested') return state;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the refunds did not arrive');
  };
  const budget = (adId: string) => balanceOf(app.deps.db, accountKey.adBudget(adId), 'INR');
  const outputTax = () => balanceOf(app.deps.db, accountKey.outputTax, 'INR');

  it('returns exactly the balance over two payments, newest first: the budget is 0, output tax gives back their GST, a credit note is issued', async () => {
    const ad = await newAd();
    const older = await fund(ad._id, 1000); // ₹847.46 of budget
    const newer = await fund(ad._id, 500); // ₹423.73 of budget
    // A publisher earned ₹500 of it: ₹771.19 is left.
    await transfer(app.deps.db, {
      debit: accountKey.adBudget(ad._id),
      credit: accountKey.publisherPending('pub-return'),
      amountMinor: 50_000,
      reason: 'click',
      sourceId: 'test',
      idempotencyKey: `earn-return:${ad._id}`,
    });
    expect(await budget(ad._id)).toBe(77_119);
    const running = await returnBudget(owner, ad._id);
    expect(running.statusCode).toBe(422);
    expect(running.body.message).toBe(
      "This ad is still running: only an ended ad's remaining budget can be returned",
    );

    await end(ad._id);
    const taxBefore = await outputTax();
    const shortfallBefore = await balanceOf(app.deps.db, accountKey.refundShortfall, 'INR');
    const asked = await returnBudget(owner, ad._id);
    expect(asked.statusCode).toBe(200);
    // The newer payment gives back all of itself (₹423.73 of budget), the older the other ₹347.46.
    const olderAmount = asked.body.data.refunds.find((r) => r.paymentId === older)?.amount as number;
    expect(Object.fromEntries(asked.body.data.refunds.map((r) => [r.paymentId, r.amount]))).toEqual({
      [newer]: 500,
      [older]: 410,
    });
    expect(budgetPartOf(Math.round(olderAmount * 100))).toBe(34_746);
    expect(asked.body.data.budgetAmount).toBe(771.19);

    const done = await settled(ad._id);
    expect(done).toMatchObject({ _id: asked.body.data._id, status: 'returned', amount: 500 + olderAmount });
    expect(done.returnedAmount).toBe(done.amount);
    expect(await budget(ad._id)).toBe(0);
    // The GST of what went back left output tax, and nothing was a shortfall.
    expect(taxBefore - (await outputTax())).toBe(Math.round((500 + olderAmount) * 100) - 77_119);
    expect(await balanceOf(app.deps.db, accountKey.refundShortfall, 'INR')).toBe(shortfallBefore);
    expect(await balanceOf(app.deps.db, accountKey.refunds, 'INR')).toBe(0);
    expect(await balanceOf(app.deps.db, accountKey.publisherPending('pub-return'), 'INR')).toBe(50_000);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
    // The fully refunded payment is refunded, with its credit note; the other stays paid.
    const rows = await app.deps.db
      .select()
      .from(payments)
      .where(eq(payments.productKey, `ad_budget:${ad._id}`));
    expect(Object.fromEntries(rows.map((p) => [p.id, p.status]))).toEqual({
      [newer]: 'refunded',
      [older]: 'succeeded',
    });
    const note = await app.inject({
      method: 'POST',
      url: '/api/payout/generate-credit-note',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ orgId: owner.orgId, paymentId: newer }),
    });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toContain('application/pdf');
  });

  it('two clicks at once and a third later ask for one set of refunds; a replayed webhook moves nothing more', async () => {
    const ad = await newAd();
    await fund(ad._id, 300);
    await fund(ad._id, 200);
    await end(ad._id);
    const clicks = await Promise.all([returnBudget(owner, ad._id), returnBudget(owner, ad._id)]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    expect(clicks[0].body.data._id).toBe(clicks[1].body.data._id);
    await settled(ad._id);
    const again = await returnBudget(owner, ad._id);
    expect(again.statusCode).toBe(200);
    expect(again.body.data._id).toBe(clicks[0].body.data._id);
    const refunds = await app.deps.db
      .select()
      .from(adBudgetReturnRefunds)
      .where(eq(adBudgetReturnRefunds.adId, ad._id));
    expect(refunds.map((r) => r.status)).toEqual(['done', 'done']);

    // The sandbox's refund webhook for the 200 payment, delivered again (a new delivery id).
    const paid = await app.deps.db
      .select()
      .from(payments)
      .where(eq(payments.productKey, `ad_budget:${ad._id}`));
    const returnedEntries = async () =>
      (
        await Promise.all(
          paid.map((p) => app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, p.id))),
        )
      ).flat().length;
    const before = await returnedEntries();
    const { Webhook } = await import('standardwebhooks');
    const secret = app.deps.payments.webhookSecrets[0] as string;
    for (const refund of refunds) {
      const payment = paid.find((p) => p.id === refund.paymentId);
      const event = JSON.stringify({
        type: 'refund.succeeded',
        data: {
          payment_id: payment?.providerPaymentId,
          refund_id: refund.providerRefundId,
          amount: refund.amountMinor,
          is_partial: refund.amountMinor < (payment?.amountMinor ?? 0),
        },
      });
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
    expect(await returnedEntries()).toBe(before);
    expect(await budget(ad._id)).toBe(0);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('while refunds are in flight the promised money cannot be spent, and a second click answers the same return', async () => {
    const ad = await newAd();
    await fund(ad._id, 118); // ₹100 of budget
    await end(ad._id);
    // The provider takes the request but its webhook has not come yet.
    const provider = app.deps.payments;
    const real = provider.refund.bind(provider);
    provider.refund = async () => ({ providerRefundId: 'ref_slow' });
    try {
      const first = await returnBudget(owner, ad._id);
      expect(first.body.data.status).toBe('requested');
      const second = await returnBudget(owner, ad._id);
      expect(second.body.data._id).toBe(first.body.data._id);
      const { reservedBudgetOf } = await import('./budget-return.js');
      expect((await reservedBudgetOf(app.deps.db, [ad._id])).get(ad._id)).toBe(10_000);
      // The money is still in the budget until the provider says it returned it.
      expect(await budget(ad._id)).toBe(10_000);
    } finally {
      provider.refund = real;
    }
  });

  it("refuses another organisation's ad (404), a Read member (403) and an ad with nothing left", async () => {
    const ad = await newAd();
    await end(ad._id);
    const stranger = await createTestUser(app, { plan: 'enterprise' });
    const strange = await call(
      app,
      '/affliate-ad/return-budget',
      { orgId: stranger.orgId, adId: ad._id },
      stranger.token,
    );
    expect(strange.statusCode).toBe(404);
    expect(strange.body.message).toBe('Affiliate ad not found');
    const reader = await addTestMember(app, owner.orgId, 'Read');
    expect((await returnBudget(reader, ad._id)).statusCode).toBe(403);
    const empty = await returnBudget(owner, ad._id);
    expect(empty.statusCode).toBe(422);
    expect(empty.body.message).toBe('This ad has no budget left to return');
    const junk = await call(
      app,
      '/affliate-ad/return-budget',
      { orgId: owner.orgId, adId: 'nope' },
      owner.token,
    );
    expect(junk.statusCode).toBe(400);
    expect((junk.body.data as { errors: Record<string, string> }).errors.adId).toMatch(/must be a valid id/);
  });
});

describe('planRefunds (spreading what is left over the payments, newest first)', () => {
  const payment = (id: string, amountMinor: number) => ({ id, amountMinor }) as never;

  it('never asks a payment for more than it can still give back, and its budget part is exactly its share', () => {
    const planned = planRefunds(50_000, [
      { payment: payment('new', 23_600), returnedMinor: 0 },
      { payment: payment('old', 100_000), returnedMinor: 23_600 },
    ]);
    expect(planned.map((p) => [p.payment, p.amountMinor, p.budgetMinor])).toEqual([
      [payment('new', 23_600), 23_600, 20_000],
      [payment('old', 100_000), expect.any(Number), 30_000],
    ]);
    expect(planned.reduce((sum, p) => sum + p.budgetMinor, 0)).toBe(50_000);
    // More left than the payments can give: each gives all it has, no more.
    const most = planRefunds(1_000_000, [{ payment: payment('only', 11_800), returnedMinor: 1_800 }]);
    expect(most.map((p) => p.amountMinor)).toEqual([10_000]);
  });
});
