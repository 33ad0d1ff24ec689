import type { TNotification } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxCheckouts } from '../../adapters/payments/tables.js';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { changeCredits, getCreditBalance } from '../credits/index.js';
import { creditLedger } from '../credits/tables.js';
import { addMonths } from '../entitlements/index.js';
import { subscriptions } from '../entitlements/tables.js';
import { organizations } from '../org/tables.js';
import { taxLines } from './service/receipt.js';
import { payments, webhookEvents } from './tables.js';

type Checkout = {
  token: string;
  checkoutUrl: string;
  payment: { _id: string; amount: number; currency: string };
};
type Status = {
  status: string;
  payment: { _id: string; failureReason: string | null; receiptNumber: string | null; hasReceipt: boolean };
  plan: { plan: string; period: string | null; handlesLimit: number | null; features: string[] };
  creditsBalance: number;
};

const sandboxPay = (app: FastifyInstance, token: string, cardNumber: string) =>
  app.inject({ method: 'POST', url: `/sandbox/checkout/${token}/pay`, payload: { cardNumber } });

/** A signed delivery to /webhooks/dodo, as a provider would send it. */
function deliver(
  app: FastifyInstance,
  event: unknown,
  opts: { id?: string; secret?: string; at?: Date; body?: string; omit?: string } = {},
) {
  const id = opts.id ?? `msg_${crypto.randomUUID()}`;
  const at = opts.at ?? new Date();
  const body = JSON.stringify(event);
  const secret = opts.secret ?? (app.deps.payments.webhookSecrets[0] as string);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
  if (opts.omit) delete headers[opts.omit];
  return app.inject({ method: 'POST', url: '/webhooks/dodo', headers, payload: opts.body ?? body });
}

/** The text drawn on the pages: pdfkit writes each run as hex strings inside TJ arrays. */
const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((tj) =>
      [...(tj[1] ?? '').matchAll(/<([0-9a-f]+)>/gi)]
        .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');

const ledgerRows = (app: FastifyInstance, orgId: string) =>
  app.deps.db.select().from(creditLedger).where(eq(creditLedger.orgId, orgId));

describe('payments on the sandbox provider', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  const generate = (user: TestUser, path: string, body: Record<string, unknown>) =>
    call<Checkout>(app, path, { organization_id: user.orgId, ...body }, user.token);
  const check = (user: TestUser, token: string) =>
    call<Status>(app, '/dodo-payments/check-status', { organization_id: user.orgId, token }, user.token);

  it('upgrades a Free organisation to Creator yearly through the hosted checkout, with credits and a receipt', async () => {
    const user = await createTestUser(app);
    const gen = await generate(user, '/dodo-payments/generate-token', { productKey: 'creator_yearly' });
    expect(gen.statusCode).toBe(201);
    expect(gen.body.data.checkoutUrl).toBe(`http://localhost:3000/checkout/sandbox/${gen.body.data.token}`);
    expect(gen.body.data.payment).toMatchObject({ amount: 799 * 12, currency: 'INR' });

    const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${gen.body.data.token}` });
    expect(page.json().data).toMatchObject({
      description: 'Creator plan (yearly)',
      amount: 9588,
      status: 'pending',
      returnUrl: `http://localhost:3000/insights/plans-and-billing?payment=${gen.body.data.token}`,
    });
    const paid = await sandboxPay(app, gen.body.data.token, '4242 4242 4242 4242');
    expect(paid.json().data.status).toBe('succeeded');

    const status = await check(user, gen.body.data.token);
    expect(status.body.data).toMatchObject({
      status: 'succeeded',
      plan: { plan: 'creator', period: 'Yearly', handlesLimit: 25 },
      creditsBalance: 2 + 50,
    });
    const receipt = await app.inject({
      method: 'POST',
      url: '/api/billing/download-receipt',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: { organization_id: user.orgId, paymentId: status.body.data.payment._id },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toMatch(/^attachment; filename="receipt-CS-/);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(receipt.rawPayload)).toContain(
      `Receipt number: ${status.body.data.payment.receiptNumber}`,
    );
    // The admins are told, with what was bought as well as its English words, for the app to translate.
    const told = await call<TNotification[]>(
      app,
      '/profile/get-notifications',
      { organization_id: user.orgId },
      user.token,
    );
    expect(told.body.data.find((n) => n.message?.key === 'paymentReceived')).toMatchObject({
      title: 'Payment received: Creator plan (yearly)',
      message: {
        params: {
          item: 'Creator plan (yearly)',
          receipt: status.body.data.payment.receiptNumber,
          purpose: 'plan',
          planId: 'creator',
          period: 'Yearly',
        },
      },
    });
  });

  it('leaves the plan unchanged with a clear message when the card is declined', async () => {
    const user = await createTestUser(app);
    const gen = await generate(user, '/dodo-payments/generate-token', { productKey: 'enterprise_monthly' });
    const declined = await sandboxPay(app, gen.body.data.token, '4000000000000002');
    expect(declined.json().data.status).toBe('failed');
    const status = await check(user, gen.body.data.token);
    expect(status.body.data.status).toBe('failed');
    expect(status.body.data.payment.failureReason).toBe('Your card was declined');
    expect(status.body.data.plan.plan).toBe('free');
    expect(status.body.data.creditsBalance).toBe(2);
    expect((await sandboxPay(app, gen.body.data.token, '4242424242424242')).statusCode).toBe(409);
  });

  it('records a checkout the buyer left as cancelled, with no words of its own for the app to show', async () => {
    const user = await createTestUser(app);
    const gen = await generate(user, '/dodo-payments/generate-token', { productKey: 'enterprise_monthly' });
    const left = await app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${gen.body.data.token}/decline`,
      payload: {},
    });
    expect(left.statusCode).toBe(200);
    const status = await check(user, gen.body.data.token);
    expect(status.body.data.status).toBe('cancelled');
    // The status says it, in the reader's language; an English sentence here would not be.
    expect(status.body.data.payment.failureReason).toBeNull();
    expect(status.body.data.plan.plan).toBe('free');
  });

  it('refuses a card number that is not a test card', async () => {
    const gen = await generate(owner, '/payout/generate-insights-token', { packId: 'credits_10' });
    const res = await sandboxPay(app, gen.body.data.token, '5555 5555 5555 4444');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.cardNumber).toMatch(/test card/);
  });

  it('answers the same checkout for the same idempotency key', async () => {
    const a = await generate(owner, '/payout/generate-insights-token', {
      packId: 'credits_50',
      idempotencyKey: 'click-1',
    });
    const b = await generate(owner, '/payout/generate-insights-token', {
      packId: 'credits_50',
      idempotencyKey: 'click-1',
    });
    expect(b.body.data.token).toBe(a.body.data.token);
  });

  it('sells a premium insights pass that unlocks insightsPremium for a Free organisation', async () => {
    const user = await createTestUser(app);
    const gen = await generate(user, '/payout/generate-insights-premium-insights-token', {});
    expect(gen.statusCode).toBe(201);
    await sandboxPay(app, gen.body.data.token, '4242424242424242');
    const status = await call<Status>(
      app,
      '/dodo-payments/check-premium-status',
      { organization_id: user.orgId, token: gen.body.data.token },
      user.token,
    );
    expect(status.body.data.plan.plan).toBe('free');
    expect(status.body.data.plan.features).toContain('insightsPremium');
  });

  it('prices in dollars outside India and halves the Creator plan for creators', async () => {
    const user = await createTestUser(app);
    await app.deps.db
      .update(organizations)
      .set({ country: 'US', trendsRole: 'creator' })
      .where(eq(organizations.id, user.orgId));
    const sub = await call<{ currency: string; prices: Record<string, { perMonth: { monthly: number } }> }>(
      app,
      '/billing/get-subscription',
      { organization_id: user.orgId },
      user.token,
    );
    expect(sub.body.data.currency).toBe('USD');
    expect(sub.body.data.prices.creator?.perMonth.monthly).toBe(10);
    expect(sub.body.data.prices.enterprise?.perMonth.monthly).toBe(30);
    const gen = await generate(user, '/dodo-payments/generate-token', { productKey: 'creator_monthly' });
    expect(gen.body.data.payment).toMatchObject({ amount: 10, currency: 'USD' });
  });

  it('fulfils once when 100 status checks of one paid payment race', async () => {
    const user = await createTestUser(app);
    const gen = await generate(user, '/payout/generate-insights-token', { packId: 'credits_200' });
    // The provider has the money but its webhook was lost: only status checks can fulfil.
    await app.deps.db
      .update(sandboxCheckouts)
      .set({ status: 'succeeded' })
      .where(eq(sandboxCheckouts.token, gen.body.data.token));
    const results = await Promise.all(Array.from({ length: 100 }, () => check(user, gen.body.data.token)));
    expect(results.every((r) => r.body.data.status === 'succeeded')).toBe(true);
    const rows = await ledgerRows(app, user.orgId);
    expect(rows.filter((r) => r.reason === 'purchase').map((r) => r.delta)).toEqual([200]);
    expect(results.at(-1)?.body.data.creditsBalance).toBe(202);
  });

  it('fulfils once when one webhook is delivered 1,000 times, 50 at a time', async () => {
    const user = await createTestUser(app);
    const gen = await generate(user, '/payout/generate-insights-token', { packId: 'credits_50' });
    const event = {
      type: 'payment.succeeded',
      data: {
        payment_id: 'pay_dup',
        status: 'succeeded',
        metadata: { cs_payment_id: gen.body.data.payment._id },
      },
    };
    const id = `msg_${crypto.randomUUID()}`;
    const codes = new Set<number>();
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(app, event, { id })));
      for (const a of answers) codes.add(a.statusCode);
    }
    expect([...codes]).toEqual([200]);
    const rows = await ledgerRows(app, user.orgId);
    expect(rows.filter((r) => r.reason === 'purchase')).toHaveLength(1);
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(52);
    const seen = await app.deps.db.select().from(webhookEvents).where(eq(webhookEvents.webhookId, id));
    expect(seen[0]?.processedAt).toBeInstanceOf(Date);
  });

  describe('webhook verification', () => {
    const event = { type: 'payment.failed', data: { payment_id: 'pay_x', metadata: {} } };

    it('accepts a correctly signed delivery', async () => {
      expect((await deliver(app, event)).statusCode).toBe(200);
    });
    it('refuses a tampered body', async () => {
      const res = await deliver(app, event, {
        body: JSON.stringify({ ...event, type: 'payment.succeeded' }),
      });
      expect(res.statusCode).toBe(401);
    });
    it('refuses a signature made with the wrong secret', async () => {
      const res = await deliver(app, event, {
        secret: `whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`,
      });
      expect(res.statusCode).toBe(401);
    });
    it('refuses a timestamp 301 seconds old or 301 seconds ahead', async () => {
      // Timestamps are whole seconds: a clock that ticked into the next second between signing and
      // checking would make "301 ahead" 300. Date stands still here; timers run as usual.
      const now = Math.floor(Date.now() / 1000) * 1000 + 500;
      vi.useFakeTimers({ toFake: ['Date'], now });
      try {
        expect((await deliver(app, event, { at: new Date(now - 301_000) })).statusCode).toBe(401);
        expect((await deliver(app, event, { at: new Date(now + 301_000) })).statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });
    it('refuses a refund that arrives before its payment succeeded, and applies it when sent again after', async () => {
      const user = await createTestUser(app);
      const gen = await generate(user, '/dodo-payments/generate-token', { productKey: 'enterprise_monthly' });
      const [row] = await app.deps.db.select().from(payments).where(eq(payments.token, gen.body.data.token));
      const refund = {
        type: 'refund.succeeded',
        data: { payment_id: row?.providerPaymentId, is_partial: false },
      };
      const early = await deliver(app, refund, { id: 'msg_refund_early' });
      expect(early.statusCode).toBe(409);
      const success = { type: 'payment.succeeded', data: { payment_id: row?.providerPaymentId } };
      expect((await deliver(app, success)).statusCode).toBe(200);
      // The provider's retry of the same delivery, now after the success.
      expect((await deliver(app, refund, { id: 'msg_refund_early' })).statusCode).toBe(200);
      const status = await check(user, gen.body.data.token);
      expect(status.body.data.status).toBe('refunded');
      expect(status.body.data.plan.plan).toBe('free');
    });
    it('keeps its own amount when the provider reports one charged in another currency', async () => {
      const user = await createTestUser(app);
      const gen = await generate(user, '/dodo-payments/generate-token', { productKey: 'enterprise_monthly' });
      const [row] = await app.deps.db.select().from(payments).where(eq(payments.token, gen.body.data.token));
      if (!row) throw new Error('no payment');
      const other = row.currency === 'INR' ? 'USD' : 'INR';
      const success = {
        type: 'payment.succeeded',
        data: { payment_id: row.providerPaymentId, total_amount: 1, currency: other },
      };
      expect((await deliver(app, success)).statusCode).toBe(200);
      const [after] = await app.deps.db.select().from(payments).where(eq(payments.id, row.id));
      expect(after).toMatchObject({
        status: 'succeeded',
        amountMinor: row.amountMinor,
        currency: row.currency,
      });
    });
    it('refuses a delivery missing any of the three headers', async () => {
      for (const omit of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
        expect((await deliver(app, event, { omit })).statusCode).toBe(400);
      }
    });
    it('accepts a header carrying several signatures when one of them is valid (rotation)', async () => {
      const id = `msg_${crypto.randomUUID()}`;
      const at = new Date();
      const body = JSON.stringify(event);
      const good = new Webhook(app.deps.payments.webhookSecrets[0] as string).sign(id, at, body);
      const old = new Webhook(`whsec_${Buffer.from('y'.repeat(32)).toString('base64')}`).sign(id, at, body);
      const res = await app.inject({
        method: 'POST',
        url: '/webhooks/dodo',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': `${old} ${good}`,
        },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('applies subscription events in any order and grants a renewal once, with its payment', async () => {
    const user = await createTestUser(app);
    const gen = await generate(user, '/dodo-payments/generate-token', { productKey: 'creator_monthly' });
    const meta = { cs_payment_id: gen.body.data.payment._id };
    const first = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const second = new Date(Date.now() + 61 * 86_400_000).toISOString();
    // Activation and a renewal arrive before the payment itself.
    await deliver(app, {
      type: 'subscription.active',
      data: { subscription_id: 'sub_1', next_billing_date: first, metadata: meta },
    });
    const renewal = {
      type: 'subscription.renewed',
      data: { subscription_id: 'sub_1', next_billing_date: second, metadata: meta },
    };
    await deliver(app, renewal);
    await deliver(app, renewal);
    await deliver(app, {
      type: 'payment.succeeded',
      data: { payment_id: 'pay_1', subscription_id: 'sub_1', metadata: meta },
    });
    // The renewal's own payment, charged at the renewal date and delivered twice, brings its month.
    const renewalPayment = {
      type: 'payment.succeeded',
      data: { payment_id: 'pay_2', subscription_id: 'sub_1', metadata: meta, created_at: first },
    };
    await deliver(app, renewalPayment);
    await deliver(app, renewalPayment);
    const grants = (await ledgerRows(app, user.orgId))
      .filter((r) => r.reason === 'plan_grant')
      .map((r) => r.delta);
    expect(grants.sort((a, b) => a - b)).toEqual([2, 50, 50]);
    const status = await check(user, gen.body.data.token);
    expect(status.body.data.plan).toMatchObject({ plan: 'creator', period: 'Monthly' });

    await deliver(app, { type: 'subscription.expired', data: { subscription_id: 'sub_1', metadata: meta } });
    expect((await check(user, gen.body.data.token)).body.data.plan.plan).toBe('free');
  });

  it('cancels at the period end, resumes, and downgrades to Free without payment', async () => {
    const user = await createTestUser(app);
    const gen = await generate(user, '/dodo-payments/generate-token', { productKey: 'enterprise_yearly' });
    await sandboxPay(app, gen.body.data.token, '4242424242424242');
    const change = (action: string) =>
      call<{ plan: string; cancelAtPeriodEnd: boolean; renewsAt: string | null }>(
        app,
        '/payout/update-profile-plan',
        { organization_id: user.orgId, action },
        user.token,
      );
    const cancelled = await change('cancel');
    expect(cancelled.body.data).toMatchObject({ plan: 'enterprise', cancelAtPeriodEnd: true });
    expect((await change('resume')).body.data.cancelAtPeriodEnd).toBe(false);
    const down = await change('downgrade');
    expect(down.body.data).toMatchObject({ plan: 'free', renewsAt: null });
    expect((await change('cancel')).statusCode).toBe(422);
  });

  it('lists payments newest first, a page at a time', async () => {
    const user = await createTestUser(app);
    for (const packId of ['credits_10', 'credits_50', 'credits_200']) {
      await generate(user, '/payout/generate-insights-token', { packId });
    }
    const res = await call<{ items: { productKey: string }[]; total: number }>(
      app,
      '/billing/get-payments',
      { organization_id: user.orgId, page: 1, pageSize: 2 },
      user.token,
    );
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.items.map((p) => p.productKey)).toEqual(['credits_200', 'credits_50']);
  });

  it('validates the GSTIN of billing details by format', async () => {
    const base = {
      organization_id: owner.orgId,
      name: 'Acme Media Pvt Ltd',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'IN',
    };
    const bad = await call(
      app,
      '/billing/update-billing-details',
      { ...base, gstin: '29ABCDE1234F1X5' },
      owner.token,
    );
    expect(bad.statusCode).toBe(400);
    expect((bad.body.data as { errors: Record<string, string> }).errors.gstin).toMatch(/GSTIN/);
    const good = await call(
      app,
      '/billing/update-billing-details',
      { ...base, gstin: '29abcde1234f1z5' },
      owner.token,
    );
    expect(good.body.data).toMatchObject({ gstin: '29ABCDE1234F1Z5', addressLine2: null });
  });

  it('splits GST into CGST and SGST within the seller state, IGST across states, none without a GSTIN', () => {
    const seller = {
      SELLER_NAME: 'S',
      SELLER_ADDRESS: 'A',
      SELLER_STATE: 'Karnataka',
      SELLER_GSTIN: '29AAACC1234F1Z5',
    };
    const same = taxLines(11800, { gstin: '29ABCDE1234F1Z5', state: 'Karnataka' }, seller);
    expect(same).toEqual({
      taxableMinor: 10000,
      lines: [
        { label: 'CGST 9%', amountMinor: 900 },
        { label: 'SGST 9%', amountMinor: 900 },
      ],
    });
    expect(taxLines(11800, { gstin: '27ABCDE1234F1Z5', state: 'Maharashtra' }, seller).lines).toEqual([
      { label: 'IGST 18%', amountMinor: 1800 },
    ]);
    expect(taxLines(11800, { gstin: null, state: 'Karnataka' }, seller)).toEqual({
      taxableMinor: 11800,
      lines: [],
    });
  });

  it('prints the tax lines and buyer details on the receipt of a buyer with a GSTIN', async () => {
    const user = await createTestUser(app);
    await call(
      app,
      '/billing/update-billing-details',
      {
        organization_id: user.orgId,
        name: 'Bharat Studios LLP',
        addressLine1: '4 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        postalCode: '400002',
        country: 'IN',
        gstin: '27ABCDE1234F1Z5',
      },
      user.token,
    );
    const gen = await generate(user, '/payout/generate-insights-token', { packId: 'credits_10' });
    await sandboxPay(app, gen.body.data.token, '4242424242424242');
    const res = await app.inject({
      method: 'POST',
      url: '/api/billing/download-receipt',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: { organization_id: user.orgId, paymentId: gen.body.data.payment._id },
    });
    const text = pdfText(res.rawPayload);
    for (const expected of ['Bharat Studios LLP', '27ABCDE1234F1Z5', 'IGST 18%', 'INR 199.00']) {
      expect(text).toContain(expected);
    }
  });

  it('refuses a receipt for a payment that did not succeed', async () => {
    const gen = await generate(owner, '/payout/generate-insights-token', { packId: 'credits_10' });
    const res = await call(
      app,
      '/billing/download-receipt',
      { organization_id: owner.orgId, paymentId: gen.body.data.payment._id },
      owner.token,
    );
    expect(res.statusCode).toBe(404);
  });

  it('records a request for more credits and notifies the admins', async () => {
    const reader = await addTestMember(app, owner.orgId, 'Read');
    const res = await call<{ credits: number; notified: number }>(
      app,
      '/insights/fill-credits-form',
      { organization_id: owner.orgId, credits: 100, note: 'Campaign next week' },
      reader.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ credits: 100, notified: 1 });
  });

  describe('refunds', () => {
    type Listed = {
      _id: string;
      status: string;
      refundedCredits: number | null;
      refundShortfallCredits: number | null;
      refundedAt: string | null;
    };
    const refund = (token: string) =>
      app.inject({ method: 'POST', url: `/sandbox/checkout/${token}/refund`, payload: {} });
    const listed = async (user: TestUser) =>
      (
        await call<{ items: Listed[] }>(
          app,
          '/billing/get-payments',
          { organization_id: user.orgId },
          user.token,
        )
      ).body.data.items;
    async function paid(user: TestUser, path: string, body: Record<string, unknown>) {
      const gen = await generate(user, path, body);
      await sandboxPay(app, gen.body.data.token, '4242424242424242');
      return gen.body.data;
    }

    it('a refunded credit pack takes back its credits, down to zero, and records what was already spent', async () => {
      const user = await createTestUser(app);
      const pack = await paid(user, '/payout/generate-insights-token', { packId: 'credits_50' });
      await changeCredits(app.deps, user.orgId, { delta: -40, reason: 'analysis' });
      expect((await refund(pack.token)).statusCode).toBe(200);

      expect(await getCreditBalance(app.deps, user.orgId)).toBe(0);
      expect((await listed(user))[0]).toMatchObject({
        _id: pack.payment._id,
        status: 'refunded',
        refundedCredits: 12,
        refundShortfallCredits: 38,
      });
      const ledger = await ledgerRows(app, user.orgId);
      expect(ledger.filter((r) => r.reason === 'refund').map((r) => [r.delta, r.balanceAfter])).toEqual([
        [-12, 0],
      ]);

      const receipt = await app.inject({
        method: 'POST',
        url: '/api/billing/download-receipt',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        payload: { organization_id: user.orgId, paymentId: pack.payment._id },
      });
      const text = pdfText(receipt.rawPayload);
      expect(text).toContain('REFUNDED');
      expect(text).toContain('Credits taken back: 12; already spent, not taken back: 38');
    });

    it('a repeated refund webhook changes nothing', async () => {
      const user = await createTestUser(app);
      const pack = await paid(user, '/payout/generate-insights-token', { packId: 'credits_10' });
      const [row] = await app.deps.db.select().from(payments).where(eq(payments.id, pack.payment._id));
      const event = {
        type: 'refund.succeeded',
        data: {
          payload_type: 'Refund',
          refund_id: 'ref_1',
          payment_id: row?.providerPaymentId,
          is_partial: false,
        },
      };
      await Promise.all([deliver(app, event), deliver(app, event)]);
      await deliver(app, event);
      // The sandbox's own books did not hear of that refund: its refund sends one more webhook.
      expect((await refund(pack.token)).statusCode).toBe(200);
      expect((await refund(pack.token)).statusCode).toBe(409);
      expect(await getCreditBalance(app.deps, user.orgId)).toBe(2);
      const rows = await ledgerRows(app, user.orgId);
      expect(rows.filter((r) => r.reason === 'refund').map((r) => r.delta)).toEqual([-10]);
    });

    it('a refunded yearly plan ends at once and takes back every month it granted', async () => {
      const user = await createTestUser(app);
      const plan = await paid(user, '/dodo-payments/generate-token', { productKey: 'creator_yearly' });
      // Two months in: three months of credits were granted.
      // Two calendar months and an hour ago, on any day: setUTCMonth alone takes 31 January back
      // to "31 November", which is 1 December, when a single month has begun.
      const start = new Date(addMonths(new Date(), -2).getTime() - 3_600_000);
      await app.deps.db
        .update(subscriptions)
        .set({ currentPeriodStart: start })
        .where(eq(subscriptions.orgId, user.orgId));
      expect(await getCreditBalance(app.deps, user.orgId)).toBe(2 + 150);
      const [sub] = await app.deps.db.select().from(subscriptions).where(eq(subscriptions.orgId, user.orgId));

      await refund(plan.token);
      const status = await check(user, plan.token);
      expect(status.body.data.plan).toMatchObject({ plan: 'free', period: null });
      expect(status.body.data.creditsBalance).toBe(2);
      expect((await listed(user))[0]).toMatchObject({ refundedCredits: 150, refundShortfallCredits: 0 });
      // The provider stops charging the subscription.
      const [books] = await app.deps.db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.subscriptionId, sub?.providerSubscriptionId ?? ''));
      expect(books?.subscriptionStatus).toBe('cancelled');
    });

    it('a refunded premium pass ends the pass', async () => {
      const user = await createTestUser(app);
      const pass = await paid(user, '/payout/generate-insights-premium-insights-token', {});
      expect((await check(user, pass.token)).body.data.plan.features).toContain('insightsPremium');
      await refund(pass.token);
      const status = await check(user, pass.token);
      expect(status.body.data.plan.features).not.toContain('insightsPremium');
      expect(status.body.data.status).toBe('refunded');
    });
  });

  describe('other organisations and members', () => {
    let victim: TestUser;
    let outsider: TestUser;
    let paymentId: string;
    let token: string;
    beforeAll(async () => {
      victim = await createTestUser(app);
      outsider = await createTestUser(app);
      const gen = await generate(victim, '/payout/generate-insights-token', { packId: 'credits_10' });
      token = gen.body.data.token;
      paymentId = gen.body.data.payment._id;
      await sandboxPay(app, token, '4242424242424242');
    });

    it('another organisation cannot list, check, or download the receipt of your payments', async () => {
      expect(
        (await call(app, '/billing/get-payments', { organization_id: victim.orgId }, outsider.token))
          .statusCode,
      ).toBe(403);
      const own = await call<{ total: number }>(
        app,
        '/billing/get-payments',
        { organization_id: outsider.orgId },
        outsider.token,
      );
      expect(own.body.data.total).toBe(0);
      const check = await call(
        app,
        '/dodo-payments/check-status',
        { organization_id: outsider.orgId, token },
        outsider.token,
      );
      expect(check.statusCode).toBe(404);
      const receipt = await call(
        app,
        '/billing/download-receipt',
        { organization_id: outsider.orgId, paymentId },
        outsider.token,
      );
      expect(receipt.statusCode).toBe(404);
    });

    it('another organisation cannot buy for you', async () => {
      const res = await call(
        app,
        '/dodo-payments/generate-token',
        { organization_id: victim.orgId, productKey: 'creator_monthly' },
        outsider.token,
      );
      expect(res.statusCode).toBe(403);
      const count = await app.deps.db.select().from(payments).where(eq(payments.orgId, victim.orgId));
      expect(count).toHaveLength(1);
    });

    it('a Read member can follow payments but cannot buy or change the plan', async () => {
      const reader = await addTestMember(app, victim.orgId, 'Read');
      expect(
        (await call(app, '/billing/get-payments', { organization_id: victim.orgId }, reader.token))
          .statusCode,
      ).toBe(200);
      for (const [path, body] of [
        ['/dodo-payments/generate-token', { productKey: 'creator_monthly' }],
        ['/payout/generate-insights-token', { packId: 'credits_10' }],
        ['/dodo-payments/generate-premium-token', {}],
        ['/payout/update-profile-plan', { action: 'downgrade' }],
      ] as const) {
        const res = await call(app, path, { organization_id: victim.orgId, ...body }, reader.token);
        expect(res.statusCode, path).toBe(403);
      }
    });
  });
});
