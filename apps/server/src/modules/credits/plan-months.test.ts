import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { subscriptions } from '../entitlements/tables.js';
import { payments } from '../payments/tables.js';
import { grantDuePlanMonths } from './service.js';
import { creditLedger } from './tables.js';

const DAY_MS = 86_400_000;

/** `months` calendar months before `from`, less an hour (so the month has just begun). */
function monthsBefore(from: Date, months: number): Date {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() - months);
  return new Date(at.getTime() - 3_600_000);
}

describe('a yearly plan grants its credits month by month', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(() => app.close());

  async function buy(user: TestUser, productKey: string) {
    const gen = await call<{ token: string }>(
      app,
      '/dodo-payments/generate-token',
      { organization_id: user.orgId, productKey },
      user.token,
    );
    await app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${gen.body.data.token}/pay`,
      payload: { cardNumber: '4242424242424242' },
    });
  }
  const balance = async (user: TestUser) =>
    (
      await call<{ insightsCredits: number }>(
        app,
        '/payout/get-trend-insights-stats',
        { organization_id: user.orgId },
        user.token,
      )
    ).body.data.insightsCredits;
  /** Moves the paid year back in time, as if it had been bought `months` months ago. */
  async function backdate(user: TestUser, months: number) {
    const start = monthsBefore(new Date(), months);
    const end = new Date(start);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    await app.deps.db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(subscriptions.orgId, user.orgId));
  }
  const grants = async (user: TestUser) =>
    (await app.deps.db.select().from(creditLedger).where(eq(creditLedger.orgId, user.orgId)))
      .filter((r) => r.reason === 'plan_grant')
      .map((r) => r.delta);

  it('grants one month of credits on payment, not twelve', async () => {
    const user = await createTestUser(app);
    await buy(user, 'creator_yearly');
    expect(await balance(user)).toBe(2 + 50);
  });

  it('grants each month that has begun when the balance is read, once however many readers race', async () => {
    const user = await createTestUser(app);
    await buy(user, 'creator_yearly');
    await backdate(user, 3);
    const seen = await Promise.all(Array.from({ length: 20 }, () => balance(user)));
    expect(new Set(seen)).toEqual(new Set([2 + 50 * 4]));
    expect(await balance(user)).toBe(2 + 50 * 4);
    expect((await grants(user)).sort((a, b) => a - b)).toEqual([2, 50, 50, 50, 50]);
  });

  it('grants the twelve months of the paid year and no thirteenth, even when nobody looked for months', async () => {
    const user = await createTestUser(app);
    await buy(user, 'enterprise_yearly');
    await backdate(user, 14);
    // The year is over (no renewal came): its twelve months were paid for, the next one was not.
    expect(await balance(user)).toBe(2 + 150 * 12);
  });

  it('lets a charge spend a month that began but was not granted yet', async () => {
    const user = await createTestUser(app);
    await buy(user, 'creator_yearly');
    await backdate(user, 1);
    await app.deps.db.transaction(async (tx) => {
      const { changeCredits } = await import('./service.js');
      await changeCredits({ db: tx }, user.orgId, { delta: -100, reason: 'analysis' });
    });
    expect(await balance(user)).toBe(2);
  });

  it('the periodic pass grants the months due to every yearly organisation', async () => {
    const user = await createTestUser(app);
    await buy(user, 'creator_yearly');
    const { granted } = await grantDuePlanMonths(app.deps, new Date(Date.now() + 61 * DAY_MS));
    expect(granted).toBeGreaterThanOrEqual(2);
    expect(await grants(user)).toHaveLength(1 + 1 + 2);
  });

  it("a renewal of a yearly plan starts a new year of months, after the last year's are all granted", async () => {
    const user = await createTestUser(app);
    await buy(user, 'creator_yearly');
    await backdate(user, 12);
    const yearAgo = monthsBefore(new Date(), 12);
    const [first] = await app.deps.db
      .update(payments)
      .set({ paidAt: yearAgo, createdAt: yearAgo })
      .where(eq(payments.orgId, user.orgId))
      .returning();
    if (!first?.providerSubscriptionId) throw new Error('the yearly payment has no subscription');
    // Nobody read the balance all year; the provider charges the renewal.
    const body = JSON.stringify({
      type: 'payment.succeeded',
      data: {
        payment_id: 'sbx_pay_renewal',
        subscription_id: first.providerSubscriptionId,
        metadata: { cs_payment_id: first.id },
        created_at: new Date().toISOString(),
      },
    });
    const id = `msg_${crypto.randomUUID()}`;
    const at = new Date();
    await app.inject({
      method: 'POST',
      url: '/webhooks/dodo',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(app.deps.payments.webhookSecrets[0] as string).sign(id, at, body),
      },
      payload: body,
    });
    expect(await balance(user)).toBe(2 + 50 * 12 + 50);
    await backdate(user, 2);
    expect(await balance(user)).toBe(2 + 50 * 12 + 50 * 3);
  });

  it('keeps granting a monthly plan its month with each payment', async () => {
    const user = await createTestUser(app);
    await buy(user, 'creator_monthly');
    await backdate(user, 3);
    expect(await balance(user)).toBe(2 + 50);
  });
});
