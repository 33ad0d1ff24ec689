import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { subscriptions } from '../entitlements/tables.js';
import { payments } from './tables.js';

type FakePayment = {
  payment_id: string;
  status: string;
  subscription_id: string | null;
  metadata: Record<string, string>;
};
type FakeSubscription = {
  subscription_id: string;
  status: string;
  next_billing_date: string;
  cancel_at_next_billing_date: boolean;
};

/**
 * A loopback server that answers the Dodo Payments endpoints the SDK calls, with the request
 * and response shapes of the SDK's types (node_modules/dodopayments/resources/*.d.ts).
 */
class FakeDodo {
  readonly payments = new Map<string, FakePayment>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  private server: Server | undefined;
  private seq = 0;

  async start(apiKey: string): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, apiKey).then(([status, body]) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, apiKey: string): Promise<[number, unknown]> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    this.requests.push({ method: req.method ?? '', path, body });
    if (req.headers.authorization !== `Bearer ${apiKey}`) return [401, { message: 'Unauthorized' }];
    const id = (prefix: string) => `${prefix}_${++this.seq}`;
    const metadata = (body.metadata ?? {}) as Record<string, string>;
    const customer = {
      customer_id: 'cus_1',
      email: (body.customer as { email?: string } | undefined)?.email ?? '',
      name: '',
    };

    if (req.method === 'POST' && path === '/subscriptions') {
      const subscriptionId = id('sub');
      const paymentId = id('pay');
      this.subscriptions.set(subscriptionId, {
        subscription_id: subscriptionId,
        status: 'pending',
        next_billing_date: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        cancel_at_next_billing_date: false,
      });
      this.payments.set(paymentId, {
        payment_id: paymentId,
        status: 'processing',
        subscription_id: subscriptionId,
        metadata,
      });
      return [
        200,
        {
          subscription_id: subscriptionId,
          payment_id: paymentId,
          payment_link: `https://test.checkout.dodopayments.com/${paymentId}`,
          customer,
          metadata,
          addons: [],
          payment_method_required: true,
          recurring_pre_tax_amount: 958800,
        },
      ];
    }
    if (req.method === 'POST' && path === '/payments') {
      const paymentId = id('pay');
      this.payments.set(paymentId, {
        payment_id: paymentId,
        status: 'processing',
        subscription_id: null,
        metadata,
      });
      return [
        200,
        {
          payment_id: paymentId,
          payment_link: `https://test.checkout.dodopayments.com/${paymentId}`,
          client_secret: 'cs',
          customer,
          metadata,
          total_amount: 79900,
        },
      ];
    }
    const paymentMatch = /^\/payments\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && paymentMatch) {
      const payment = this.payments.get(paymentMatch[1] ?? '');
      return payment
        ? [200, { ...payment, currency: 'INR', total_amount: 79900 }]
        : [404, { message: 'Not found' }];
    }
    const subMatch = /^\/subscriptions\/([\w-]+)$/.exec(path);
    const sub = this.subscriptions.get(subMatch?.[1] ?? '');
    if (subMatch && !sub) return [404, { message: 'Not found' }];
    if (req.method === 'GET' && sub) return [200, sub];
    if (req.method === 'PATCH' && sub) {
      Object.assign(sub, body);
      return [200, sub];
    }
    return [404, { message: `no route ${req.method} ${path}` }];
  }
}

describe('payments on the Dodo Payments provider (against a fake Dodo API)', () => {
  const fake = new FakeDodo();
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  let app: FastifyInstance;
  let user: TestUser;

  beforeAll(async () => {
    const baseUrl = await fake.start('dodo_test_key');
    app = await buildTestApp({
      DODO_API_KEY: 'dodo_test_key',
      DODO_BASE_URL: baseUrl,
      DODO_WEBHOOK_SECRET: secret,
      DODO_PRODUCT_IDS:
        'creator_monthly=pdt_cm,creator_yearly=pdt_cy,enterprise_monthly=pdt_em,credits_50=pdt_c50,premium_insights_30d=pdt_pi',
    });
    user = await createTestUser(app);
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });

  const signed = (event: unknown, signWith = secret) => {
    const id = `msg_${crypto.randomUUID()}`;
    const at = new Date();
    const body = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/webhooks/dodo',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(signWith).sign(id, at, body),
      },
      payload: body,
    });
  };
  const check = (token: string) =>
    call<{ status: string; plan: { plan: string; period: string | null }; creditsBalance: number }>(
      app,
      '/dodo-payments/check-status',
      { organization_id: user.orgId, token },
      user.token,
    );

  it('opens a Dodo subscription checkout for a plan and activates it from the signed webhook', async () => {
    const gen = await call<{
      token: string;
      checkoutUrl: string;
      payment: { _id: string; provider: string };
    }>(
      app,
      '/dodo-payments/generate-token',
      { organization_id: user.orgId, productKey: 'creator_yearly' },
      user.token,
    );
    expect(gen.statusCode).toBe(201);
    expect(gen.body.data.checkoutUrl).toMatch(/^https:\/\/test\.checkout\.dodopayments\.com\/pay_/);
    expect(gen.body.data.payment.provider).toBe('dodo');
    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/subscriptions');
    expect(sent?.body).toMatchObject({
      product_id: 'pdt_cy',
      quantity: 1,
      payment_link: true,
      return_url: `http://localhost:3000/insights/plans-and-billing?payment=${gen.body.data.token}`,
      customer: { email: user.email },
      metadata: { cs_payment_id: gen.body.data.payment._id },
    });

    expect((await check(gen.body.data.token)).body.data.status).toBe('pending');

    const [paymentId, payment] = [...fake.payments.entries()].at(-1) ?? [];
    if (!payment || !paymentId) throw new Error('fake has no payment');
    payment.status = 'succeeded';
    const webhook = await signed({
      business_id: 'bus_1',
      type: 'payment.succeeded',
      timestamp: new Date().toISOString(),
      data: { payload_type: 'Payment', ...payment, total_amount: 958800, currency: 'INR' },
    });
    expect(webhook.statusCode).toBe(200);
    const status = await check(gen.body.data.token);
    expect(status.body.data).toMatchObject({
      status: 'succeeded',
      plan: { plan: 'creator', period: 'Yearly' },
      creditsBalance: 2 + 50,
    });
  });

  it('fulfils a credit pack from the status check when the webhook has not come', async () => {
    const gen = await call<{ token: string }>(
      app,
      '/payout/generate-insights-token',
      { organization_id: user.orgId, packId: 'credits_50' },
      user.token,
    );
    const sent = fake.requests.filter((r) => r.path === '/payments').at(-1);
    expect(sent?.body).toMatchObject({ product_cart: [{ product_id: 'pdt_c50', quantity: 1 }] });
    const payment = [...fake.payments.values()].at(-1);
    if (!payment) throw new Error('fake has no payment');
    payment.status = 'succeeded';
    const status = await call<{ status: string; creditsBalance: number }>(
      app,
      '/payout/check-insights-status',
      { organization_id: user.orgId, token: gen.body.data.token },
      user.token,
    );
    expect(status.body.data).toMatchObject({ status: 'succeeded', creditsBalance: 52 + 50 });
  });

  it('tells Dodo to cancel at the period end, to resume, and ends the old subscription on an upgrade', async () => {
    const subId = [...fake.subscriptions.keys()][0] as string;
    const change = (action: string) =>
      call(app, '/payout/update-profile-plan', { organization_id: user.orgId, action }, user.token);
    expect((await change('cancel')).statusCode).toBe(200);
    expect(fake.subscriptions.get(subId)?.cancel_at_next_billing_date).toBe(true);
    await change('resume');
    expect(fake.subscriptions.get(subId)?.cancel_at_next_billing_date).toBe(false);

    const gen = await call<{ token: string }>(
      app,
      '/dodo-payments/generate-token',
      { organization_id: user.orgId, productKey: 'enterprise_monthly' },
      user.token,
    );
    const payment = [...fake.payments.values()].at(-1);
    if (!payment) throw new Error('fake has no payment');
    payment.status = 'succeeded';
    expect((await check(gen.body.data.token)).body.data.plan.plan).toBe('enterprise');
    expect(fake.subscriptions.get(subId)?.status).toBe('cancelled');
  });

  it('stores each renewal as its own payment with its own receipt, once per provider payment', async () => {
    const buyer = await createTestUser(app);
    const gen = await call<{ token: string; payment: { _id: string } }>(
      app,
      '/dodo-payments/generate-token',
      { organization_id: buyer.orgId, productKey: 'creator_monthly' },
      buyer.token,
    );
    const first = [...fake.payments.values()].at(-1);
    if (!first?.subscription_id) throw new Error('fake has no subscription payment');
    first.status = 'succeeded';
    await signed({
      type: 'payment.succeeded',
      data: { payload_type: 'Payment', ...first, total_amount: 99900, currency: 'INR' },
    });
    // A month later: the first payment and its period are a month old, and Dodo charges again.
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    await app.deps.db
      .update(payments)
      .set({ createdAt: monthAgo, paidAt: monthAgo })
      .where(eq(payments.id, gen.body.data.payment._id));
    await app.deps.db
      .update(subscriptions)
      .set({ currentPeriodStart: monthAgo, currentPeriodEnd: new Date() })
      .where(eq(subscriptions.orgId, buyer.orgId));
    const nextBilling = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const renewalPayment = {
      type: 'payment.succeeded',
      timestamp: new Date().toISOString(),
      data: {
        payload_type: 'Payment',
        payment_id: 'pay_renewal_1',
        status: 'succeeded',
        subscription_id: first.subscription_id,
        // Dodo copies the subscription's metadata, which names the first payment.
        metadata: first.metadata,
        total_amount: 99900,
        currency: 'INR',
        created_at: new Date().toISOString(),
      },
    };
    expect((await signed(renewalPayment)).statusCode).toBe(200);
    await signed({
      type: 'subscription.renewed',
      data: {
        payload_type: 'Subscription',
        subscription_id: first.subscription_id,
        status: 'active',
        next_billing_date: nextBilling,
        metadata: first.metadata,
      },
    });
    // Dodo retries deliveries: the same renewal payment again under a new webhook id.
    await signed(renewalPayment);

    const list = await call<{
      total: number;
      items: {
        _id: string;
        status: string;
        amount: number;
        planId: string | null;
        period: string | null;
        hasReceipt: boolean;
        receiptNumber: string | null;
        isRenewal: boolean;
      }[];
    }>(app, '/billing/get-payments', { organization_id: buyer.orgId }, buyer.token);
    expect(list.body.data.total).toBe(2);
    const [renewal, original] = list.body.data.items;
    expect(renewal).toMatchObject({
      status: 'succeeded',
      amount: 999,
      planId: 'creator',
      period: 'Monthly',
      hasReceipt: true,
      isRenewal: true,
    });
    expect(original).toMatchObject({ _id: gen.body.data.payment._id, isRenewal: false });
    expect(renewal?.receiptNumber).toMatch(/^CS-/);
    expect(renewal?.receiptNumber).not.toBe(original?.receiptNumber);

    const receipt = await app.inject({
      method: 'POST',
      url: '/api/billing/download-receipt',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      payload: { organization_id: buyer.orgId, paymentId: renewal?._id },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toContain(`receipt-${renewal?.receiptNumber}.pdf`);

    const status = await call<{ plan: { plan: string; renewsAt: string | null }; creditsBalance: number }>(
      app,
      '/dodo-payments/check-status',
      { organization_id: buyer.orgId, token: gen.body.data.token },
      buyer.token,
    );
    expect(status.body.data.plan).toMatchObject({ plan: 'creator', renewsAt: nextBilling });
    // The Free month, the first month and the renewed month: each once.
    expect(status.body.data.creditsBalance).toBe(2 + 50 + 50);

    // Refunding the renewal ends the plan it paid for and takes back its month, and only that.
    await signed({
      type: 'refund.succeeded',
      data: { payload_type: 'Refund', refund_id: 'ref_r1', payment_id: 'pay_renewal_1', is_partial: false },
    });
    const after = await call<{ plan: { plan: string }; creditsBalance: number }>(
      app,
      '/dodo-payments/check-status',
      { organization_id: buyer.orgId, token: gen.body.data.token },
      buyer.token,
    );
    expect(after.body.data).toMatchObject({ plan: { plan: 'free' }, creditsBalance: 2 + 50 });
    const refunded = await call<{ items: { status: string; refundedCredits: number | null }[] }>(
      app,
      '/billing/get-payments',
      { organization_id: buyer.orgId },
      buyer.token,
    );
    expect(refunded.body.data.items.map((p) => [p.status, p.refundedCredits])).toEqual([
      ['refunded', 50],
      ['succeeded', null],
    ]);
    expect(fake.subscriptions.get(first.subscription_id)?.status).toBe('cancelled');
  });

  it('refuses a webhook signed with any other secret', async () => {
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    const res = await signed({ type: 'payment.succeeded', data: { payment_id: 'pay_1' } }, other);
    expect(res.statusCode).toBe(401);
  });

  it('says payments are not set up for a product without a Dodo product id', async () => {
    const res = await call(
      app,
      '/dodo-payments/generate-token',
      { organization_id: user.orgId, productKey: 'enterprise_yearly' },
      user.token,
    );
    expect(res.statusCode).toBe(503);
    expect(res.body.message).toMatch(/not set up for enterprise_yearly/);
  });

  it('serves no sandbox checkout when Dodo is configured', async () => {
    const pay = await app.inject({
      method: 'POST',
      url: '/sandbox/checkout/anything/pay',
      payload: { cardNumber: '4242424242424242' },
    });
    expect(pay.statusCode).toBe(404);
  });
});
