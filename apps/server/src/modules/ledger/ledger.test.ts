import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { buildTestApp, createTestUser } from '../../test/app.js';
import {
  accountEntries,
  accountKey,
  balanceOf,
  balancesOf,
  openAccount,
  type TransferInput,
  transfer,
  trialBalance,
} from './index.js';
import { ledgerEntries } from './tables.js';

describe('the money ledger', () => {
  let app: FastifyInstance;
  let db: Db;
  let orgId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    db = app.deps.db;
    orgId = (await createTestUser(app)).orgId;
  });
  afterAll(() => app.close());

  /** A new ad budget of the test organisation, funded with `amountMinor` when given. */
  async function budget(amountMinor = 0, currency: 'INR' | 'USD' = 'INR') {
    const key = accountKey.adBudget(randomUUID());
    await openAccount(db, { key, orgId, currency });
    if (amountMinor > 0) await fund(key, amountMinor, currency);
    return key;
  }
  const fund = (key: string, amountMinor: number, currency: 'INR' | 'USD' = 'INR') =>
    transfer(db, {
      debit: accountKey.externalPayments,
      credit: key,
      amountMinor,
      currency,
      reason: 'funding',
      sourceId: randomUUID(),
      idempotencyKey: `fund:${randomUUID()}`,
    });
  const earn = (
    from: string,
    to: string,
    amountMinor: number,
    extra: Partial<TransferInput> = {},
    on: Db = db,
  ) =>
    transfer(on, {
      debit: from,
      credit: to,
      amountMinor,
      reason: 'click',
      sourceId: 'click-1',
      idempotencyKey: `click:${randomUUID()}`,
      cap: 'debit_balance',
      ...extra,
    });
  const entryCount = async () => (await db.select({ n: count() }).from(ledgerEntries))[0]?.n ?? 0;

  it('moves money as one entry: out of the debit account, into the credit account, the ledger still balanced', async () => {
    const ad = await budget(10_000);
    const publisher = accountKey.publisherPending(randomUUID());
    const result = await earn(ad, publisher, 2_500);
    expect(result).toMatchObject({ movedMinor: 2_500, isRepeat: false });
    expect(result.entry).toMatchObject({ debit: ad, credit: publisher, amountMinor: 2_500, currency: 'INR' });
    expect(await balanceOf(db, ad, 'INR')).toBe(7_500);
    expect(await balanceOf(db, publisher, 'INR')).toBe(2_500);
    expect(await balanceOf(db, publisher, 'USD')).toBe(0);
    const trial = await trialBalance(db);
    expect(trial.isBalanced).toBe(true);
    expect(trial.lines.map((line) => [line.currency, line.netMinor])).toEqual([['INR', 0]]);
  });

  it('refuses an uncapped transfer that would take an account below zero, and changes nothing', async () => {
    const ad = await budget(1_000);
    const before = await entryCount();
    await expect(
      earn(ad, accountKey.publisherPending(randomUUID()), 1_001, { cap: undefined }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: `Ledger account ${ad} holds 1000, less than the 1001 to move`,
    });
    expect(await entryCount()).toBe(before);
    expect(await balanceOf(db, ad)).toBe(1_000);
  });

  it('lets only the outside world go negative: what was paid in', async () => {
    const ad = await budget(4_200);
    expect(await balanceOf(db, ad)).toBe(4_200);
    expect(await balanceOf(db, accountKey.externalPayments)).toBeLessThanOrEqual(-4_200);
    await expect(
      transfer(db, {
        debit: accountKey.platformFee,
        credit: ad,
        amountMinor: 1,
        reason: 'fee',
        sourceId: 'x',
        idempotencyKey: `fee:${randomUUID()}`,
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it('moves at most what the budget holds when capped, and nothing once it is empty', async () => {
    const ad = await budget(1_000);
    const publisher = accountKey.publisherPending(randomUUID());
    expect((await earn(ad, publisher, 600)).movedMinor).toBe(600);
    const partial = await earn(ad, publisher, 600);
    expect(partial.movedMinor).toBe(400);
    expect(partial.entry?.amountMinor).toBe(400);
    expect(await earn(ad, publisher, 600)).toEqual({ entry: null, movedMinor: 0, isRepeat: false });
    expect(await balanceOf(db, ad)).toBe(0);
    expect(await balanceOf(db, publisher)).toBe(1_000);
  });

  it('stops exactly at zero when many capped earnings race for one budget', async () => {
    const ad = await budget(1_000);
    const publishers = Array.from({ length: 8 }, () => accountKey.publisherPending(randomUUID()));
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => earn(ad, publishers[i % publishers.length] as string, 37)),
    );
    const moved = results.map((r) => r.movedMinor);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(moved.filter((m) => m === 37)).toHaveLength(27);
    expect(moved.filter((m) => m > 0 && m < 37)).toEqual([1]);
    expect(await balanceOf(db, ad)).toBe(0);
    const paid = await balancesOf(db, publishers);
    expect([...paid.values()].reduce((a, b) => a + b, 0)).toBe(1_000);
  });

  it('answers the first entry to racing repeats of one idempotency key, capped or not', async () => {
    const ad = await budget(0);
    const fundKey = `fund:${randomUUID()}`;
    const funding = await Promise.all(
      Array.from({ length: 12 }, () =>
        transfer(db, {
          debit: accountKey.externalPayments,
          credit: ad,
          amountMinor: 5_000,
          reason: 'funding',
          sourceId: 'pay_1',
          idempotencyKey: fundKey,
        }),
      ),
    );
    expect(new Set(funding.map((r) => r.entry?.id)).size).toBe(1);
    expect(funding.filter((r) => !r.isRepeat)).toHaveLength(1);
    expect(await balanceOf(db, ad)).toBe(5_000);

    const publisher = accountKey.publisherPending(randomUUID());
    const clickKey = `click:${randomUUID()}`;
    const earnings = await Promise.all(
      Array.from({ length: 12 }, () => earn(ad, publisher, 300, { idempotencyKey: clickKey })),
    );
    expect(new Set(earnings.map((r) => r.entry?.id)).size).toBe(1);
    expect(earnings.every((r) => r.movedMinor === 300)).toBe(true);
    expect(await balanceOf(db, publisher)).toBe(300);
    expect(await balanceOf(db, ad)).toBe(4_700);
  });

  it('refuses a key used again for another movement', async () => {
    const ad = await budget(1_000);
    const publisher = accountKey.publisherPending(randomUUID());
    const first = await earn(ad, publisher, 100, { idempotencyKey: 'click:reused' });
    await expect(
      earn(ad, accountKey.publisherPending(randomUUID()), 100, { idempotencyKey: 'click:reused' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'Idempotency key click:reused was already used for another transfer',
      data: { entryId: first.entry?.id },
    });
    await expect(
      earn(ad, publisher, 101, { idempotencyKey: 'click:reused', cap: undefined }),
    ).rejects.toThrow(/already used/);
    expect(await balanceOf(db, ad)).toBe(900);
  });

  it('refuses bad input with a message naming the field, changing nothing', async () => {
    const ad = await budget(1_000);
    const good: TransferInput = {
      debit: ad,
      credit: accountKey.publisherPending(randomUUID()),
      amountMinor: 10,
      currency: 'INR',
      reason: 'click',
      sourceId: 'click-1',
      idempotencyKey: `click:${randomUUID()}`,
    };
    const amount = 'Amount must be a whole number of minor units greater than zero';
    const cases: [Partial<Record<keyof TransferInput, unknown>>, string, string][] = [
      [{ amountMinor: 0 }, 'amountMinor', amount],
      [{ amountMinor: -5 }, 'amountMinor', amount],
      [{ amountMinor: 1.5 }, 'amountMinor', amount],
      [{ amountMinor: Number.NaN }, 'amountMinor', amount],
      [{ amountMinor: '10' }, 'amountMinor', amount],
      [{ amountMinor: 2 ** 60 }, 'amountMinor', amount],
      [{ currency: 'EUR' }, 'currency', 'Currency must be INR or USD'],
      [{ currency: 'USD' }, 'currency', `Ledger account ${ad} holds INR only, not USD`],
      [{ credit: ad }, 'credit', 'The debit and credit accounts must be different'],
      [{ debit: 'wallet:1' }, 'debit', 'Ledger account wallet:1 does not exist'],
      [{ credit: 'platform_fee:7' }, 'credit', 'Ledger account platform_fee:7 does not exist'],
      [{ debit: '' }, 'debit', 'Ledger account  does not exist'],
      [
        { debit: accountKey.adBudget(randomUUID()) },
        'debit',
        expect.stringMatching(/^Ledger account ad_budget:.* does not exist$/),
      ],
      [{ reason: ' ' }, 'reason', 'Reason must be 1 to 100 characters'],
      [{ sourceId: undefined }, 'sourceId', 'Source id must be 1 to 200 characters'],
      [{ idempotencyKey: 'k'.repeat(201) }, 'idempotencyKey', 'Idempotency key must be 1 to 200 characters'],
    ];
    const before = await entryCount();
    for (const [change, field, message] of cases) {
      const input = { ...good, ...change } as TransferInput;
      await expect(transfer(db, input), field).rejects.toMatchObject({
        statusCode: 400,
        message,
        data: { errors: { [field]: message } },
      });
    }
    expect(await entryCount()).toBe(before);
    expect(await balanceOf(db, ad)).toBe(1_000);
    expect((await transfer(db, good)).movedMinor).toBe(10);
  });

  it('opens a budget only with its organisation, and once', async () => {
    const key = accountKey.adBudget(randomUUID());
    await expect(openAccount(db, { key })).rejects.toMatchObject({
      data: { errors: { orgId: `Ledger account ${key} needs an organisation` } },
    });
    const opened = await openAccount(db, { key, orgId, currency: 'USD' });
    expect(opened).toMatchObject({ kind: 'ad_budget', orgId, currency: 'USD' });
    expect(await openAccount(db, { key, orgId, currency: 'USD' })).toEqual(opened);
    const other = (await createTestUser(app)).orgId;
    await expect(openAccount(db, { key, orgId: other, currency: 'USD' })).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('keeps currencies apart: each sums to zero on its own', async () => {
    const usd = await budget(900, 'USD');
    const publisher = accountKey.publisherPending(randomUUID());
    await earn(usd, publisher, 250, { currency: 'USD' });
    expect(await balanceOf(db, publisher, 'USD')).toBe(250);
    expect(await balanceOf(db, publisher, 'INR')).toBe(0);
    const trial = await trialBalance(db);
    expect(trial.lines.map((line) => [line.currency, line.netMinor])).toEqual([
      ['INR', 0],
      ['USD', 0],
    ]);
    expect(trial.lines.find((line) => line.currency === 'USD')?.heldMinor).toBe(900);
  });

  it("writes inside the caller's transaction and rolls back with it", async () => {
    const ad = await budget(1_000);
    const publisher = accountKey.publisherPending(randomUUID());
    await expect(
      db.transaction(async (tx) => {
        await earn(ad, publisher, 400, {}, tx);
        await transfer(tx, {
          debit: ad,
          credit: publisher,
          amountMinor: 300,
          reason: 'click',
          sourceId: 'c',
          idempotencyKey: `click:${randomUUID()}`,
        });
        expect(await balanceOf(tx, ad)).toBe(300);
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await balanceOf(db, ad)).toBe(1_000);
    expect(await balanceOf(db, publisher)).toBe(0);
  });

  it('refuses a checked transfer in a REPEATABLE READ transaction, whose snapshot could overspend', async () => {
    const ad = await budget(1_000);
    await expect(
      db.transaction(async (tx) => earn(ad, accountKey.publisherPending(randomUUID()), 10, {}, tx), {
        isolationLevel: 'repeatable read',
      }),
    ).rejects.toThrow(/READ COMMITTED/);
  });

  it("pages an account's entries newest first, each with what it did to the account", async () => {
    const ad = await budget(0);
    const publisher = accountKey.publisherPending(randomUUID());
    await fund(ad, 1_000);
    for (let i = 1; i <= 6; i++) await earn(ad, publisher, i * 10);
    const first = await accountEntries(db, ad, { limit: 3 });
    expect(first.items.map((e) => e.deltaMinor)).toEqual([-60, -50, -40]);
    const second = await accountEntries(db, ad, { limit: 3, before: first.nextBefore });
    expect(second.items.map((e) => e.deltaMinor)).toEqual([-30, -20, -10]);
    const third = await accountEntries(db, ad, { limit: 3, before: second.nextBefore });
    expect(third).toEqual({
      items: [expect.objectContaining({ deltaMinor: 1_000, reason: 'funding' })],
      nextBefore: null,
    });
    const mine = await accountEntries(db, publisher, { limit: 10 });
    expect(mine.items.map((e) => e.deltaMinor)).toEqual([60, 50, 40, 30, 20, 10]);
    expect(mine.nextBefore).toBeNull();
  });
});
