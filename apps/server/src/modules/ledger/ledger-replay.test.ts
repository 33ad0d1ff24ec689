import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { buildTestApp, createTestUser } from '../../test/app.js';
import {
  accountKey,
  balanceOf,
  balancesOf,
  type LedgerCurrency,
  openAccount,
  type TransferInput,
  type TransferResult,
  transfer,
  trialBalance,
} from './index.js';
import { ledgerEntries } from './tables.js';

/** A small seeded generator (mulberry32), so a failing run can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
}

type Budget = { key: string; currency: LedgerCurrency };

describe('the ledger under random concurrent money movements', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    app = await buildTestApp();
    db = app.deps.db;
  });
  afterAll(() => app.close());

  it('keeps every balance equal to its entries, no budget below zero, nothing moved beyond what was funded, the trial balance zero', async () => {
    // A fixed default, so that CI does not draw a run too small for the coverage checks below (seed
    // 716160 made only 45 earnings); LEDGER_REPLAY_SEED=<n> explores others.
    const seed = Number(process.env.LEDGER_REPLAY_SEED ?? 20_261_127);
    const rnd = random(seed);
    const note = `replay seed ${seed} (LEDGER_REPLAY_SEED=${seed} replays it)`;

    const orgs = [(await createTestUser(app)).orgId, (await createTestUser(app)).orgId];
    const budgets: Budget[] = [];
    for (const [i, currency] of (['INR', 'INR', 'INR', 'USD'] as const).entries()) {
      const key = accountKey.adBudget(randomUUID());
      await openAccount(db, { key, orgId: orgs[i % 2] as string, currency });
      budgets.push({ key, currency });
    }
    const publishers = Array.from({ length: 6 }, () => randomUUID());

    /** What the test believes each account holds, from the answers of transfer alone. */
    const model = new Map<string, number>();
    const apply = (input: TransferInput, result: TransferResult) => {
      if (result.isRepeat || result.movedMinor === 0) return;
      const currency = input.currency ?? 'INR';
      const at = (key: string) => `${key}|${currency}`;
      model.set(at(input.debit), (model.get(at(input.debit)) ?? 0) - result.movedMinor);
      model.set(at(input.credit), (model.get(at(input.credit)) ?? 0) + result.movedMinor);
    };
    const funded = new Map<string, number>();
    /** Moves that moved money, to be asked again (a retried job, a webhook delivered twice). */
    const done: { input: TransferInput; result: TransferResult }[] = [];

    /** Capped transfers that stopped at the balance (part of the amount) or found it empty. */
    const capped = { partial: 0, empty: 0 };
    const move = async (input: TransferInput) => {
      const result = await transfer(db, input);
      apply(input, result);
      if (input.cap && result.movedMinor === 0) capped.empty++;
      else if (input.cap && result.movedMinor < input.amountMinor) capped.partial++;
      if (result.movedMinor > 0) done.push({ input, result });
      return result;
    };
    const base = (budget: Budget, reason: string) => ({
      currency: budget.currency,
      reason,
      sourceId: randomUUID(),
      idempotencyKey: `${reason}:${randomUUID()}`,
    });
    const topUp = async (budget: Budget) => {
      const amountMinor = rnd.int(200, 1_500);
      await move({
        ...base(budget, 'funding'),
        debit: accountKey.externalPayments,
        credit: budget.key,
        amountMinor,
      });
      funded.set(budget.key, (funded.get(budget.key) ?? 0) + amountMinor);
    };

    type Op = () => Promise<unknown>;
    const ops: Record<string, Op> = {
      earning: async () => {
        const budget = rnd.pick(budgets);
        const input: TransferInput = {
          ...base(budget, 'click'),
          debit: budget.key,
          credit: accountKey.publisherPending(rnd.pick(publishers)),
          amountMinor: rnd.int(1, 400),
          cap: 'debit_balance',
        };
        // A click counted twice at once (two instances, a retry): one earning.
        if (rnd.next() < 0.2) {
          const both = await Promise.all([transfer(db, input), transfer(db, input)]);
          const movers = both.filter((r) => r.movedMinor > 0 && !r.isRepeat);
          expect(movers.length, note).toBeLessThanOrEqual(1);
          // The other answers that entry, or found the budget empty before a top-up came in.
          for (const r of both) if (r.isRepeat) expect(r.entry?.id, note).toBe(movers[0]?.entry?.id);
          for (const r of both) apply(input, r);
          if (movers[0]) done.push({ input, result: movers[0] });
          return;
        }
        await move(input);
      },
      topUp: () => topUp(rnd.pick(budgets)),
      release: async () => {
        const budget = rnd.pick(budgets);
        const publisher = rnd.pick(publishers);
        await move({
          ...base(budget, 'release'),
          debit: accountKey.publisherPending(publisher),
          credit: accountKey.publisherAvailable(publisher),
          amountMinor: rnd.int(1, 1_000),
          cap: 'debit_balance',
        });
      },
      payout: async () => {
        const budget = rnd.pick(budgets);
        const publisher = rnd.pick(publishers);
        const sent = await move({
          ...base(budget, 'payout'),
          debit: accountKey.publisherAvailable(publisher),
          credit: accountKey.payoutInTransit(publisher),
          amountMinor: rnd.int(1, 2_000),
          cap: 'debit_balance',
        });
        if (sent.movedMinor === 0) return;
        const isPaid = rnd.next() < 0.7;
        await move({
          ...base(budget, isPaid ? 'payout_paid' : 'payout_failed'),
          debit: accountKey.payoutInTransit(publisher),
          credit: isPaid ? accountKey.externalPayouts : accountKey.publisherAvailable(publisher),
          amountMinor: sent.movedMinor,
        });
      },
      refund: async () => {
        const budget = rnd.pick(budgets);
        const taken = await move({
          ...base(budget, 'refund'),
          debit: budget.key,
          credit: accountKey.refunds,
          amountMinor: rnd.int(1, 3_000),
          cap: 'debit_balance',
        });
        if (taken.movedMinor === 0) return;
        await move({
          ...base(budget, 'refund_paid'),
          debit: accountKey.refunds,
          credit: accountKey.externalPayments,
          amountMinor: taken.movedMinor,
        });
      },
      reversal: async () => {
        const budget = rnd.pick(budgets);
        await move({
          ...base(budget, 'reversal'),
          debit: accountKey.publisherPending(rnd.pick(publishers)),
          credit: budget.key,
          amountMinor: rnd.int(1, 300),
          cap: 'debit_balance',
        });
      },
      repeat: async () => {
        const earlier = done.length > 0 ? rnd.pick(done) : null;
        if (!earlier) return;
        const again = await transfer(db, earlier.input);
        expect(again, note).toMatchObject({ isRepeat: true, movedMinor: earlier.result.movedMinor });
        expect(again.entry?.id, note).toBe(earlier.result.entry?.id);
      },
    };
    const weights: [keyof typeof ops, number][] = [
      ['earning', 40],
      ['topUp', 8],
      ['release', 12],
      ['payout', 10],
      ['refund', 6],
      ['reversal', 10],
      ['repeat', 14],
    ];
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    const pickOp = (): Op => {
      let roll = rnd.next() * total;
      for (const [name, w] of weights) {
        roll -= w;
        if (roll < 0) return ops[name] as Op;
      }
      return ops.earning as Op;
    };

    for (const budget of budgets) await topUp(budget);
    for (let round = 0; round < 8; round++) {
      await Promise.all(Array.from({ length: 40 }, () => pickOp()()));
    }

    // Every balance equals its entries: read back, summed here from the rows, and as the test's model.
    const rows = await db.select().from(ledgerEntries);
    const fromRows = new Map<string, number>();
    for (const row of rows) {
      const debit = `${row.debitAccount}|${row.currency}`;
      const credit = `${row.creditAccount}|${row.currency}`;
      fromRows.set(debit, (fromRows.get(debit) ?? 0) - row.amountMinor);
      fromRows.set(credit, (fromRows.get(credit) ?? 0) + row.amountMinor);
    }
    const keys = new Set([...fromRows.keys(), ...model.keys()]);
    for (const at of keys) {
      const [account, currency] = at.split('|') as [string, LedgerCurrency];
      const balance = await balanceOf(db, account, currency);
      expect(balance, `${at}, ${note}`).toBe(fromRows.get(at) ?? 0);
      expect(balance, `${at}, ${note}`).toBe(model.get(at) ?? 0);
    }
    for (const currency of ['INR', 'USD'] as const) {
      const accounts = [...keys]
        .filter((at) => at.endsWith(`|${currency}`))
        .map((at) => at.split('|')[0] as string);
      const many = await balancesOf(db, accounts, currency);
      for (const account of accounts)
        expect(many.get(account), note).toBe(fromRows.get(`${account}|${currency}`) ?? 0);
    }

    // No account that may not go negative ever did: its running balance, entry by entry.
    const dips = (await db.execute(sql`
      with moves as (
        select id, credit_account as account, currency, amount_minor as delta from ledger_entries
        union all
        select id, debit_account, currency, -amount_minor from ledger_entries
      ),
      running as (
        select account, currency, sum(delta) over (partition by account, currency order by id) as balance
        from moves
      )
      select r.account, min(r.balance) as lowest from running r
      join ledger_accounts a on a.key = r.account
      where a.kind <> 'external'
      group by r.account having min(r.balance) < 0`)) as unknown as { rows: unknown[] };
    expect(dips.rows, note).toEqual([]);

    // No budget gave out more than was paid into it and came back to it.
    for (const budget of budgets) {
      const out = rows.filter((r) => r.debitAccount === budget.key).reduce((s, r) => s + r.amountMinor, 0);
      const returned = rows
        .filter((r) => r.creditAccount === budget.key && r.reason === 'reversal')
        .reduce((s, r) => s + r.amountMinor, 0);
      expect(out, `${budget.key}, ${note}`).toBeLessThanOrEqual((funded.get(budget.key) ?? 0) + returned);
    }
    const earned = rows.filter((r) => r.reason === 'click').reduce((s, r) => s + r.amountMinor, 0);
    const paidIn = [...funded.values()].reduce((s, v) => s + v, 0);
    expect(earned, note).toBeLessThanOrEqual(
      paidIn + rows.filter((r) => r.reason === 'reversal').reduce((s, r) => s + r.amountMinor, 0),
    );
    expect(rows.filter((r) => r.reason === 'click').length, note).toBeGreaterThan(50);
    // The run did drain budgets, or it proved nothing about the caps.
    expect(capped.partial, note).toBeGreaterThan(3);
    expect(capped.empty, note).toBeGreaterThan(3);

    const trial = await trialBalance(db);
    expect(trial, note).toMatchObject({ isBalanced: true });
    expect(trial.lines.map((line) => [line.currency, line.netMinor, line.negativeAccounts])).toEqual([
      ['INR', 0, []],
      ['USD', 0, []],
    ]);
  });
});
