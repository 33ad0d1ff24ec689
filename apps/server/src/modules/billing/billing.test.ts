import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { changeCredits } from '../credits/index.js';
import { getOrgPlan, toOrgPlan } from '../entitlements/index.js';
import { subscriptions } from '../entitlements/tables.js';

const DAY = 86_400_000;
type Row = Parameters<typeof toOrgPlan>[0] & object;
const row = (over: Partial<Row>): Row => ({
  orgId: 'o',
  planId: 'creator',
  period: 'Monthly',
  status: 'active',
  currentPeriodStart: new Date(0),
  currentPeriodEnd: new Date(Date.now() + 10 * DAY),
  cancelAtPeriodEnd: false,
  provider: 'sandbox',
  providerSubscriptionId: 'sub',
  providerCustomerId: null,
  paymentId: null,
  premiumInsightsUntil: null,
  updatedAt: new Date(),
  ...over,
});

describe('plans and subscriptions', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  it('reads Free, with its quota, for an organisation that never paid', async () => {
    expect(await getOrgPlan(app.deps, owner.orgId)).toEqual({
      plan: 'free',
      period: null,
      status: 'active',
      renewsAt: null,
      cancelAtPeriodEnd: false,
      handlesLimit: 2,
      teamSeats: 2,
      premiumInsightsUntil: null,
      features: ['insights'],
    });
  });

  it('keeps a paid plan until its period ends, a few days longer while a renewal is due, then reads Free', () => {
    const now = new Date();
    expect(toOrgPlan(row({}), now).plan).toBe('creator');
    expect(toOrgPlan(row({ currentPeriodEnd: new Date(now.getTime() - DAY) }), now).plan).toBe('creator');
    expect(toOrgPlan(row({ currentPeriodEnd: new Date(now.getTime() - 4 * DAY) }), now).plan).toBe('free');
    const cancelled = row({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(now.getTime() - 1000) });
    expect(toOrgPlan(cancelled, now).plan).toBe('free');
    expect(
      toOrgPlan(row({ status: 'on_hold', currentPeriodEnd: new Date(now.getTime() - 1000) }), now).plan,
    ).toBe('free');
  });

  it('adds insightsPremium while a premium pass runs', () => {
    const now = new Date();
    const pass = row({
      planId: 'free',
      period: null,
      currentPeriodEnd: null,
      premiumInsightsUntil: new Date(now.getTime() + DAY),
    });
    expect(toOrgPlan(pass, now).features).toEqual(['insightsPremium', 'insights']);
  });

  it('answers the subscription with prices, credits and the provider', async () => {
    await app.deps.db.insert(subscriptions).values({
      orgId: owner.orgId,
      planId: 'enterprise',
      period: 'Yearly',
      currentPeriodEnd: new Date(Date.now() + 300 * DAY),
    });
    const res = await call<Record<string, unknown>>(
      app,
      '/billing/get-subscription',
      { organization_id: owner.orgId },
      owner.token,
    );
    expect(res.body.data).toMatchObject({
      plan: 'enterprise',
      period: 'Yearly',
      handlesLimit: 75,
      currency: 'INR',
      isCreator: false,
      creditsBalance: 2,
      provider: 'sandbox',
      premiumPassPrice: 499,
      prices: {
        creator: { perMonth: { monthly: 999, yearly: 799 }, charge: { monthly: 999, yearly: 9588 } },
      },
    });
  });

  it('pages through the credit ledger, newest first', async () => {
    const user = await createTestUser(app);
    for (let i = 1; i <= 3; i++) await changeCredits(app.deps, user.orgId, { delta: i, reason: 'purchase' });
    const res = await call<{ items: { delta: number }[]; total: number; balance: number }>(
      app,
      '/billing/get-credit-ledger',
      { organization_id: user.orgId, page: 2, pageSize: 2 },
      user.token,
    );
    expect(res.body.data).toMatchObject({ total: 4, balance: 8 });
    expect(res.body.data.items.map((e) => e.delta)).toEqual([1, 2]);
    // The first row, the Free plan's credits, says so for the app to put in the reader's words.
    const first = await call<{ items: { note: string | null; item: unknown }[] }>(
      app,
      '/billing/get-credit-ledger',
      { organization_id: user.orgId, page: 2, pageSize: 3 },
      user.token,
    );
    expect(first.body.data.items.at(-1)).toMatchObject({
      note: 'Free plan',
      item: { purpose: 'plan', planId: 'free', period: null, credits: null, month: null },
    });
  });

  it('another organisation cannot read your subscription or ledger, nor ask for credits in your name', async () => {
    const outsider = await createTestUser(app);
    for (const [path, extra] of [
      ['/billing/get-subscription', {}],
      ['/billing/get-credit-ledger', {}],
      ['/insights/fill-credits-form', { credits: 5 }],
      ['/payout/update-profile-plan', { action: 'downgrade' }],
    ] as const) {
      const res = await call(app, path, { organization_id: owner.orgId, ...extra }, outsider.token);
      expect(res.statusCode, path).toBe(403);
    }
  });
});
