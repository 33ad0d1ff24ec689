import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser } from '../../test/app.js';
import { activatePlan } from '../entitlements/index.js';
import { grantFreeAllowances } from './free-allowance.js';
import { getCreditBalance, listCreditLedger } from './service.js';

const HOUR_MS = 3_600_000;

/** `months` calendar months after `from`, plus an hour. */
function monthsLater(from: Date, months: number): Date {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() + months);
  return new Date(at.getTime() + HOUR_MS);
}

describe('the Free plan credits, every month', () => {
  let app: FastifyInstance;
  const start = new Date();
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('grants nothing before the first month is over', async () => {
    const { orgId } = await createTestUser(app);
    await grantFreeAllowances(app.deps, new Date(start.getTime() + 20 * 24 * HOUR_MS));
    expect(await getCreditBalance(app.deps, orgId)).toBe(2);
  });

  it('grants 2 credits at each monthly anniversary, once however often the pass runs', async () => {
    const { orgId } = await createTestUser(app);
    const oneMonth = monthsLater(start, 1);
    await Promise.all([grantFreeAllowances(app.deps, oneMonth), grantFreeAllowances(app.deps, oneMonth)]);
    await grantFreeAllowances(app.deps, oneMonth);
    expect(await getCreditBalance(app.deps, orgId)).toBe(4);
    await grantFreeAllowances(app.deps, monthsLater(start, 2));
    const ledger = await listCreditLedger(app.deps, orgId);
    expect(ledger.map((e) => [e.reason, e.delta, e.balanceAfter, e.note])).toEqual([
      ['plan_grant', 2, 6, 'Free plan'],
      ['plan_grant', 2, 4, 'Free plan'],
      ['plan_grant', 2, 2, 'Free plan'],
    ]);
  });

  it('grants nothing while a paid plan runs, and again once it has ended', async () => {
    const { orgId } = await createTestUser(app);
    await activatePlan(app.deps.db, orgId, {
      planId: 'creator',
      period: 'Monthly',
      periodEnd: new Date(start.getTime() + 45 * 24 * HOUR_MS),
      provider: 'sandbox',
      providerSubscriptionId: null,
      paymentId: randomUUID(),
    });
    await grantFreeAllowances(app.deps, monthsLater(start, 1));
    expect(await getCreditBalance(app.deps, orgId)).toBe(2);
    // Cancelled and over: back on Free, the next month's credits come.
    await grantFreeAllowances(app.deps, monthsLater(start, 3));
    const deltas = (await listCreditLedger(app.deps, orgId)).map((e) => e.delta);
    expect(deltas).toEqual([2, 2]);
  });
});
