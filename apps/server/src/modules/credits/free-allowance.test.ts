import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser } from '../../test/app.js';
import { activatePlan, addMonths } from '../entitlements/index.js';
import { grantFreeAllowances } from './free-allowance.js';
import { getCreditBalance, listCreditLedger } from './service.js';
import { creditLedger } from './tables.js';

const HOUR_MS = 3_600_000;

/** `months` calendar months after `from` (on the last day of a shorter month), plus an hour. */
const monthsLater = (from: Date, months: number): Date =>
  new Date(addMonths(from, months).getTime() + HOUR_MS);

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

  /** An organisation created at `at` (fixed, in the past, so no other test's organisation is due then). */
  async function createdAt(at: string): Promise<string> {
    const { orgId } = await createTestUser(app);
    await app.deps.db
      .update(creditLedger)
      .set({ createdAt: new Date(at) })
      .where(and(eq(creditLedger.orgId, orgId), eq(creditLedger.seq, 1)));
    return orgId;
  }
  const freeGrants = async (orgId: string) =>
    (await listCreditLedger(app.deps, orgId)).filter((e) => e.reason === 'plan_grant').length;

  it('grants the month of an organisation created on 31 January on 28 February, then on 31 March', async () => {
    const orgId = await createdAt('2026-01-31T10:00:00Z');
    await grantFreeAllowances(app.deps, new Date('2026-02-28T09:59:59Z'));
    expect(await freeGrants(orgId)).toBe(1);
    await grantFreeAllowances(app.deps, new Date('2026-02-28T10:00:00Z'));
    expect(await freeGrants(orgId)).toBe(2);
    await grantFreeAllowances(app.deps, new Date('2026-03-30T23:59:59Z'));
    expect(await freeGrants(orgId)).toBe(2);
    await grantFreeAllowances(app.deps, new Date('2026-03-31T10:00:00Z'));
    expect(await freeGrants(orgId)).toBe(3);
  });

  it('grants the month of one created on the leap day on the 29th, and on 28 February a year on', async () => {
    const orgId = await createdAt('2024-02-29T12:00:00Z');
    await grantFreeAllowances(app.deps, new Date('2024-03-29T11:59:59Z'));
    expect(await freeGrants(orgId)).toBe(1);
    await grantFreeAllowances(app.deps, new Date('2024-03-29T12:00:00Z'));
    expect(await freeGrants(orgId)).toBe(2);
    // A pass that missed months grants the month it is in, keyed by its number (the 12th).
    await grantFreeAllowances(app.deps, new Date('2025-02-28T12:00:00Z'));
    const keys = (await app.deps.db.select().from(creditLedger).where(eq(creditLedger.orgId, orgId))).map(
      (r) => r.idempotencyKey,
    );
    expect(keys).toContain('free-allowance:12');
  });

  it('crosses the year end: created on 31 December, its month comes on 31 January', async () => {
    const orgId = await createdAt('2025-12-31T23:30:00Z');
    await grantFreeAllowances(app.deps, new Date('2026-01-31T23:29:59Z'));
    expect(await freeGrants(orgId)).toBe(1);
    await grantFreeAllowances(app.deps, new Date('2026-01-31T23:30:00Z'));
    expect(await freeGrants(orgId)).toBe(2);
  });
});
