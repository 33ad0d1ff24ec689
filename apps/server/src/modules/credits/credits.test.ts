import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { changeCredits, getCreditBalance, listCreditLedger } from './service.js';

describe('insight credits', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  it('grants the Free plan credits to a new organisation', async () => {
    const res = await call(
      app,
      '/payout/get-trend-insights-stats',
      { organization_id: owner.orgId },
      owner.token,
    );
    expect(res.body).toEqual({ status: 200, message: 'OK', data: { insightsCredits: 2 } });
  });

  it('records every change as a ledger row with the balance after it', async () => {
    const { orgId } = await createTestUser(app);
    await changeCredits(app.deps, orgId, { delta: 10, reason: 'purchase' });
    await changeCredits(app.deps, orgId, { delta: -1, reason: 'analysis', note: '@natgeo' });
    const ledger = await listCreditLedger(app.deps, orgId);
    expect(ledger.map((e) => [e.reason, e.delta, e.balanceAfter])).toEqual([
      ['analysis', -1, 11],
      ['purchase', 10, 12],
      ['plan_grant', 2, 2],
    ]);
  });

  it('refuses a charge past zero and points to plans', async () => {
    const { orgId } = await createTestUser(app);
    await changeCredits(app.deps, orgId, { delta: -2, reason: 'analysis' });
    await expect(changeCredits(app.deps, orgId, { delta: -1, reason: 'analysis' })).rejects.toThrow(
      /no insight credits left.*Plans and billing/,
    );
    expect(await getCreditBalance(app.deps, orgId)).toBe(0);
  });

  it('applies a change with the same idempotency key once', async () => {
    const { orgId } = await createTestUser(app);
    const first = await changeCredits(app.deps, orgId, {
      delta: 50,
      reason: 'purchase',
      idempotencyKey: 'pay_1',
    });
    const again = await changeCredits(app.deps, orgId, {
      delta: 50,
      reason: 'purchase',
      idempotencyKey: 'pay_1',
    });
    expect(again._id).toBe(first._id);
    expect(await getCreditBalance(app.deps, orgId)).toBe(52);
  });

  it('never spends more than the balance under concurrent charges', async () => {
    const { orgId } = await createTestUser(app);
    await changeCredits(app.deps, orgId, { delta: 3, reason: 'purchase' });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => changeCredits(app.deps, orgId, { delta: -1, reason: 'analysis' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await getCreditBalance(app.deps, orgId)).toBe(0);
  });

  it('refuses another organisation', async () => {
    const outsider = await createTestUser(app);
    const res = await call(
      app,
      '/payout/get-trend-insights-stats',
      { organization_id: owner.orgId },
      outsider.token,
    );
    expect(res.statusCode).toBe(403);
  });
});
