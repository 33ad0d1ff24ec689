import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { addMonths } from '../entitlements/index.js';
import { subscriptions } from '../entitlements/tables.js';
import { payments } from '../payments/tables.js';
import { grantDuePlanMonths } from './service.js';
import { creditLedger } from './tables.js';

/**
 * `months` calendar months before `from`, less an hour (so the month has just begun), on the month's
 * last day when it is shorter: exactly `months` months have begun by `from` whatever day it is
 * (`setUTCMonth` alone moves 31 March back to 3 March, when only none has).
 */
function monthsBefore(from: Date, months: number): Date {
  return new Date(addMonths(from, -months).getTime() - 3_600_000);
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
    await startPeriodAt(user, monthsBefore(new Date(), months));
  }
  /** Moves the paid year to start at `start`. */
  async function startPeriodAt(user: TestUser, start: Date) {
    const end = addMonths(start, 12);
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

  it('the periodic pass grants the months due to every yearly organisation, each once', async () => {
    // A fixed clock, in the past so no other test's plan has a month due: bought on 31 December,
    // month 2 begins on 31 January and month 3 on 28 February (February has no 31st).
    const bought = new Date('2025-12-31T12:00:00Z');
    const [first, second] = [await createTestUser(app), await createTestUser(app)];
    for (const user of [first, second]) {
      await buy(user, 'creator_yearly');
      await startPeriodAt(user, bought);
    }
    // Free credits and the payment's own month: nothing granted by the pass yet.
    expect(await grants(first)).toHaveLength(2);
    await grantDuePlanMonths(app.deps, new Date('2026-01-31T11:59:59Z'));
    expect(await grants(first)).toHaveLength(2);
    expect(
      (await grantDuePlanMonths(app.deps, new Date('2026-02-28T11:59:59Z'))).granted,
    ).toBeGreaterThanOrEqual(2);
    expect(await grants(first)).toHaveLength(2 + 1);
    expect(await grants(second)).toHaveLength(2 + 1);
    await grantDuePlanMonths(app.deps, new Date('2026-02-28T12:00:00Z'));
    await grantDuePlanMonths(app.deps, new Date('2026-02-28T12:00:00Z'));
    expect((await grants(first)).sort((a, b) => a - b)).toEqual([2, 50, 50, 50]);
    expect((await grants(second)).sort((a, b) => a - b)).toEqual([2, 50, 50, 50]);
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
