import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPayouts } from '../../adapters/payouts/index.js';
import { isAppError } from '../../http/errors.js';
import { buildTestApp, call, createTestUser } from '../../test/app.js';
import { earn, joinedPublisher, makeFundedAd, type TestPublisher } from '../../test/payouts.js';
import { releaseDueEarnings, reverseEarnings } from '../affiliate-ads/index.js';
import { adEarnings } from '../affiliate-ads/tables.js';
import { accountKey, balanceOf, trialBalance } from '../ledger/index.js';
import { ledgerEntries } from '../ledger/tables.js';
import { organizations } from '../org/tables.js';
import { getPublisherPayee } from '../publishers/index.js';
import { createPayout, resumePayouts, settlePayout } from './payouts.js';
import { payoutProviderFor } from './provider.js';
import { payouts } from './tables.js';

/*
 * Zero drift (issue #18): thousands of random operations, many at once (earnings, releases,
 * reversals before and after release, withdrawals with repeated keys, payouts that fail and
 * settle), then every account's balance equals the sum of its entries, the ledger sums to zero,
 * and the ledger agrees with the rows (pending earnings, payouts in transit, paid out, TDS
 * withheld: the threshold is low here, so most publishers cross it and some of those payouts fail).
 * One ad is priced in USD: its earnings are converted to INR as they are released, through the
 * exchange account, so each currency sums to zero and no publisher keeps any USD available.
 */

// 1,000 (in 40 rounds of 25 at once) reach every path below many times over; 2,000 took 47 s of the
// test run for nothing more found.
const OPERATIONS = 1_000;
const AT_ONCE = 25;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('zero drift under random concurrent earnings, releases, reversals, withdrawals, failures and payouts the bank returns', () => {
  let app: FastifyInstance;
  const people: TestPublisher[] = [];
  const adIds: string[] = [];
  /** A USD ad too: its earnings are converted to INR as they are released (issue #41). */
  const currencyOf = new Map<string, 'INR' | 'USD'>();

  beforeAll(async () => {
    app = await buildTestApp({
      LOG_LEVEL: 'silent',
      PAYOUT_MINIMUM_MINOR: '1000',
      PAYOUTS_SANDBOX_SETTLE_MS: '0',
      TDS_194H_THRESHOLD_MINOR: '20000',
    });
    const brand = await createTestUser(app, { plan: 'enterprise' });
    for (const holdingDays of [0, 7]) {
      const ad = await makeFundedAd(app, brand, 50_000_000, { holdingDays });
      adIds.push(ad._id);
      currencyOf.set(ad._id, 'INR');
      for (let i = 0; i < 3; i += 1) {
        const person = await joinedPublisher(app, ad, { upi_id: `drift${holdingDays}x${i}@okaxis` });
        await call(app, '/affliate-ad/join', { publicId: ad.publicId }, person.token);
        expect(
          (await call(app, '/publisher/verify-payout-method', { method: 'upi' }, person.token)).statusCode,
        ).toBe(200);
        people.push(person);
      }
    }
    const abroad = await createTestUser(app, { plan: 'enterprise' });
    await app.deps.db.update(organizations).set({ country: 'US' }).where(eq(organizations.id, abroad.orgId));
    const usdAd = await makeFundedAd(app, abroad, 50_000_000, { holdingDays: 0 });
    expect(usdAd.currency).toBe('USD');
    adIds.push(usdAd._id);
    currencyOf.set(usdAd._id, 'USD');
    // Everyone on every ad.
    for (const ad of adIds) {
      const [row] = await app.deps.db
        .execute(sql`select public_id from affiliate_ads where id = ${ad}`)
        .then((r) => (r as unknown as { rows: { public_id: string }[] }).rows);
      for (const person of people)
        await call(app, '/affliate-ad/join', { publicId: row?.public_id }, person.token);
    }
  }, 120_000);
  afterAll(() => app.close());

  it(`keeps every balance equal to its entries and the ledger at zero after ${OPERATIONS} operations`, async () => {
    const next = random(18);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const earned: string[] = [];
    const keys: string[] = [];
    let refused = 0;

    const operation = async (): Promise<void> => {
      const roll = next();
      const person = pick(people);
      if (roll < 0.45) {
        const adId = pick(adIds);
        const id = await earn(
          app,
          adId,
          person.publisherId,
          50 + Math.floor(next() * 2_000),
          new Date(Date.now() - Math.floor(next() * 12) * 86_400_000),
          currencyOf.get(adId),
        );
        earned.push(id);
      } else if (roll < 0.55) {
        await releaseDueEarnings(app.deps);
      } else if (roll < 0.67) {
        if (earned.length > 0) await reverseEarnings(app.deps, [pick(earned), pick(earned)]);
      } else if (roll < 0.85) {
        // A third of the withdrawals repeat a key already used: the same payout, never a second.
        const key =
          keys.length > 0 && next() < 0.33 ? pick(keys) : `drift-${keys.length}-${Math.floor(next() * 1e9)}`;
        keys.push(key);
        if (next() < 0.3)
          (payoutProviderFor(app.deps) as SandboxPayouts).failNextPayout('Beneficiary bank is down');
        const payee = await getPublisherPayee(app.deps, person.publisherId);
        if (!payee) throw new Error('no payee');
        const amountMinor = next() < 0.5 ? undefined : 1_000 + Math.floor(next() * 3_000);
        await createPayout(app.deps, payee, { amountMinor, key, origin: 'manual' });
      } else if (roll < 0.95) {
        await resumePayouts(app.deps, { olderThanMs: 0 });
      } else {
        // The bank sends a paid payout back, its webhook delivered twice at once.
        const paid = await app.deps.db.select().from(payouts).where(eq(payouts.state, 'paid'));
        if (paid.length === 0) return;
        const { id, providerPayoutId } = pick(paid);
        const returned = {
          status: 'reversed' as const,
          providerPayoutId: providerPayoutId ?? '',
          reference: null,
          failureReason: 'Beneficiary account is closed',
        };
        await Promise.all([settlePayout(app.deps, id, returned), settlePayout(app.deps, id, returned)]);
      }
    };

    for (let done = 0; done < OPERATIONS; done += AT_ONCE) {
      const results = await Promise.allSettled(Array.from({ length: AT_ONCE }, operation));
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        // Refusals are answers (below the minimum, above what is available, a key reused for another amount).
        if (isAppError(result.reason) && [400, 409, 422].includes(result.reason.statusCode)) refused += 1;
        else throw result.reason;
      }
    }
    await resumePayouts(app.deps, { olderThanMs: 0 });

    // Every account: its balance is the sum of its entries, recomputed here from every entry.
    const entries = await app.deps.db.select().from(ledgerEntries);
    const sums = new Map<string, number>();
    for (const e of entries) {
      const credit = `${e.creditAccount} ${e.currency}`;
      const debit = `${e.debitAccount} ${e.currency}`;
      sums.set(credit, (sums.get(credit) ?? 0) + e.amountMinor);
      sums.set(debit, (sums.get(debit) ?? 0) - e.amountMinor);
    }
    for (const [line, sum] of sums) {
      const [account = '', currency] = line.split(' ');
      expect(await balanceOf(app.deps.db, account, currency as 'INR' | 'USD'), line).toBe(sum);
    }
    for (const currency of ['INR', 'USD']) {
      const net = [...sums].filter(([line]) => line.endsWith(` ${currency}`)).reduce((a, [, b]) => a + b, 0);
      expect(net, currency).toBe(0);
    }
    expect((await balanceOf(app.deps.db, accountKey.exchange, 'USD')) > 0).toBe(true);
    const trial = await trialBalance(app.deps.db);
    expect(trial.isBalanced, JSON.stringify(trial)).toBe(true);

    // The ledger agrees with the rows.
    const allPayouts = await app.deps.db.select().from(payouts);
    expect(allPayouts.length).toBeGreaterThan(50);
    expect(allPayouts.some((p) => p.state === 'failed')).toBe(true);
    expect(allPayouts.some((p) => p.state === 'reversed')).toBe(true);
    expect(allPayouts.every((p) => ['paid', 'failed', 'reversed'].includes(p.state))).toBe(true);
    const paidOut = allPayouts.filter((p) => p.state === 'paid').reduce((s, p) => s + p.amountMinor, 0);
    expect(await balanceOf(app.deps.db, accountKey.externalPayouts)).toBe(paidOut);
    // TDS: withheld by the paid payouts only (a failed or reversed one returned it), gross = net + TDS.
    const withheld = allPayouts.filter((p) => p.state === 'paid').reduce((s, p) => s + p.tdsMinor, 0);
    expect(withheld).toBeGreaterThan(0);
    expect(allPayouts.some((p) => p.state === 'failed' && p.tdsMinor > 0)).toBe(true);
    expect(await balanceOf(app.deps.db, accountKey.tdsPayable)).toBe(withheld);
    for (const p of allPayouts) expect(p.grossMinor).toBe(p.amountMinor + p.tdsMinor);
    for (const person of people) {
      const id = person.publisherId;
      const rows = await app.deps.db.select().from(adEarnings).where(eq(adEarnings.publisherId, id));
      for (const currency of ['INR', 'USD'] as const) {
        const pending = rows
          .filter((r) => r.status === 'pending' && r.currency === currency)
          .reduce((s, r) => s + r.amountMinor, 0);
        expect(await balanceOf(app.deps.db, accountKey.publisherPending(id), currency)).toBe(pending);
        if (currency === 'USD') {
          expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(id), currency)).toBe(0);
          expect(await balanceOf(app.deps.db, accountKey.publisherOwed(id), currency)).toBe(0);
        }
      }
      expect(await balanceOf(app.deps.db, accountKey.payoutInTransit(id))).toBe(0);
      const owed = await balanceOf(app.deps.db, accountKey.publisherOwed(id));
      const available = await balanceOf(app.deps.db, accountKey.publisherAvailable(id));
      expect(owed).toBeLessThanOrEqual(0);
      expect(available).toBeGreaterThanOrEqual(0);
      // Released − reversed after release − paid out = what they have, less what they owe (in
      // INR: a USD earning counts as the INR it was converted to).
      const inrOf = (r: typeof adEarnings.$inferSelect) => r.paidAmountMinor ?? r.amountMinor;
      const released = rows.filter((r) => r.releaseKey !== null).reduce((s, r) => s + inrOf(r), 0);
      const reversedAfter = rows
        .filter((r) => r.releaseKey !== null && r.status === 'reversed')
        .reduce((s, r) => s + inrOf(r), 0);
      const theirPaid = allPayouts
        .filter((p) => p.publisherId === id && p.state === 'paid')
        .reduce((s, p) => s + p.grossMinor, 0);
      expect(available + owed).toBe(released - reversedAfter - theirPaid);
    }
    expect(refused).toBeLessThan(OPERATIONS);
  }, 600_000);
});
