import type { TAffiliateAd, TPayout, TTdsMonth, TTdsMonths } from '@creatorscope/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { makeFundedAd, readyPublisher, type TestPublisher, withdraw } from '../../test/payouts.js';
import { accountKey, balanceOf, trialBalance } from '../ledger/index.js';
import { resumePayouts, settlePayout } from './payouts.js';
import { payouts } from './tables.js';
import { istMonthOf } from './tds.js';
import {
  ALREADY_DEPOSITED_MESSAGE,
  dueDateOf,
  listTdsMonths,
  MONTH_NOT_ENDED_MESSAGE,
  NOTHING_TO_DEPOSIT_MESSAGE,
  recordTdsDeposit,
} from './tds-deposits.js';

/*
 * The TDS of a month's paid payouts deposited with the government. Here the threshold is ₹1,000
 * a year and the rate 2%; payouts are moved into a month by their paid_at, as if paid then.
 * The clock is fixed, in the past so no payout made by the test's real clock falls in its months:
 * the last minute of March 2026 in India, the last of a financial year.
 */

describe('TDS deposits with the government', () => {
  let app: FastifyInstance;
  let ad: TAffiliateAd;
  let operator: TestUser;
  let brand: TestUser;
  const now = new Date('2026-03-31T18:29:00Z'); // 31 March 23:59 IST
  const today = '2026-03-31';
  const lastMonthAt = new Date('2026-02-15T06:00:00Z');
  const lastMonth = '2026-02';

  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'error',
      PAYOUTS_SANDBOX_SETTLE_MS: '0',
      PAYOUT_MINIMUM_MINOR: '10000',
      TDS_194H_THRESHOLD_MINOR: '100000',
      TDS_194H_RATE_PERCENT: '2',
      OPERATOR_EMAILS: 'ops@creatorscope.test',
    });
    brand = await createTestUser(app, { plan: 'enterprise' });
    operator = await createTestUser(app, { email: 'ops@creatorscope.test' });
    ad = await makeFundedAd(app, brand, 10_000_000, { holdingDays: 7 });
  }, 60_000);
  afterAll(() => app.close());

  /** A publisher with ₹1,200 paid out this year, ₹24 of it withheld by the second payout. */
  async function paidWithTds(): Promise<{ publisher: TestPublisher; taxed: TPayout }> {
    const publisher = await readyPublisher(app, ad, 300_000, { pan: 'ABCPD1234E' });
    await withdraw(app, publisher, 900);
    const taxed = await withdraw(app, publisher, 300); // ₹1,200 this year: 2% of all of it, ₹24
    expect(taxed.tdsAmount).toBe(24);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    return { publisher, taxed };
  }
  const intoLastMonth = (ids: string[]) =>
    app.deps.db.update(payouts).set({ paidAt: lastMonthAt }).where(inArray(payouts.id, ids));
  const monthOf = async (month: string, at = now): Promise<TTdsMonth | undefined> =>
    (await listTdsMonths(app.deps, at)).months.find((m) => m.month === month);

  it('is due by the 7th of the next month, and by 30 April for March', () => {
    expect(dueDateOf('2026-11')).toBe('2026-12-07');
    expect(dueDateOf('2026-12')).toBe('2027-01-07');
    expect(dueDateOf('2027-03')).toBe('2027-04-30');
  });

  it('lists the running month as open and refuses to deposit it before it ends (in India)', async () => {
    const { taxed } = await paidWithTds();
    // Paid on 31 March at 23:30 IST, which is still 31 March in UTC too.
    await app.deps.db
      .update(payouts)
      .set({ paidAt: new Date('2026-03-31T18:00:00Z') })
      .where(eq(payouts.id, taxed._id));
    expect(istMonthOf(now)).toBe('2026-03');
    const month = await monthOf('2026-03');
    expect(month).toMatchObject({ status: 'open', deposit: null, tdsAmount: 24, dueDate: '2026-04-30' });
    await expect(
      recordTdsDeposit(
        app.deps,
        'ops@creatorscope.test',
        { month: '2026-03', bsrCode: '0510002', challanSerial: '00042', challanDate: today },
        now,
      ),
    ).rejects.toMatchObject({ message: MONTH_NOT_ENDED_MESSAGE });
    const [row] = await app.deps.db.select().from(payouts).where(eq(payouts.id, taxed._id));
    expect(row?.tdsDepositId).toBeNull();
    // A minute later it is 1 April in India (18:30 UTC on 31 March): March has ended, due by 30 April.
    expect((await monthOf('2026-03', new Date('2026-03-31T18:30:00Z')))?.status).toBe('due');
    expect((await monthOf('2026-03', new Date('2026-04-30T18:29:59Z')))?.status).toBe('due');
    expect((await monthOf('2026-03', new Date('2026-04-30T18:30:00Z')))?.status).toBe('overdue');
  });

  it("deposits an ended month's TDS once: tds_payable → external:tds, its payouts marked, overdue after the 7th", async () => {
    const { taxed } = await paidWithTds();
    const other = await paidWithTds();
    await intoLastMonth([taxed._id, other.taxed._id]);
    // On 3 March it is due, until the 7th ends in India; then overdue.
    const before = await monthOf(lastMonth, new Date('2026-03-03T06:00:00Z'));
    expect(before).toMatchObject({ status: 'due', payouts: 2, tdsAmount: 48, deposit: null });
    expect((await monthOf(lastMonth, new Date('2026-03-07T18:29:59Z')))?.status).toBe('due');
    expect((await monthOf(lastMonth, new Date('2026-03-07T18:30:00Z')))?.status).toBe('overdue');

    const payable = await balanceOf(app.deps.db, accountKey.tdsPayable);
    const deposited = await recordTdsDeposit(
      app.deps,
      'ops@creatorscope.test',
      {
        month: lastMonth,
        bsrCode: '0510002',
        challanSerial: '00042',
        challanDate: today,
      },
      now,
    );
    expect(deposited).toMatchObject({
      month: lastMonth,
      status: 'deposited',
      tdsAmount: 48,
      payouts: 2,
      deposit: { bsrCode: '0510002', challanSerial: '00042', recordedBy: 'ops@creatorscope.test' },
    });
    expect(await balanceOf(app.deps.db, accountKey.tdsPayable)).toBe(payable - 4_800);
    expect(await balanceOf(app.deps.db, accountKey.externalTds)).toBe(4_800);
    const rows = await app.deps.db
      .select()
      .from(payouts)
      .where(inArray(payouts.id, [taxed._id, other.taxed._id]));
    expect(new Set(rows.map((r) => r.tdsDepositId)).size).toBe(1);
    expect(rows[0]?.tdsDepositId).not.toBeNull();
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);

    await expect(
      recordTdsDeposit(
        app.deps,
        'ops@creatorscope.test',
        {
          month: lastMonth,
          bsrCode: '0510002',
          challanSerial: '00043',
          challanDate: today,
        },
        now,
      ),
    ).rejects.toMatchObject({ message: ALREADY_DEPOSITED_MESSAGE, statusCode: 409 });
    await expect(
      recordTdsDeposit(
        app.deps,
        'ops@creatorscope.test',
        {
          month: '2020-01',
          bsrCode: '0510002',
          challanSerial: '00044',
          challanDate: today,
        },
        now,
      ),
    ).rejects.toMatchObject({ message: NOTHING_TO_DEPOSIT_MESSAGE, statusCode: 422 });
    expect(await balanceOf(app.deps.db, accountKey.externalTds)).toBe(4_800);
  });

  it('keeps deposited TDS with the government when the bank returns the payout, and does not tax the returned net again', async () => {
    const { publisher, taxed } = await paidWithTds();
    const month = new Date('2026-01-10T06:00:00Z');
    await app.deps.db.update(payouts).set({ paidAt: month }).where(eq(payouts.id, taxed._id));
    await recordTdsDeposit(
      app.deps,
      'ops@creatorscope.test',
      {
        month: istMonthOf(month),
        bsrCode: '0510002',
        challanSerial: '00050',
        challanDate: today,
      },
      now,
    );
    const available = await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId));
    const payable = await balanceOf(app.deps.db, accountKey.tdsPayable);
    const [paid] = await app.deps.db.select().from(payouts).where(eq(payouts.id, taxed._id));
    await settlePayout(app.deps, taxed._id, {
      status: 'reversed',
      providerPayoutId: paid?.providerPayoutId ?? '',
      reference: null,
      failureReason: 'Beneficiary account is closed',
    });
    // Only the net comes back; the TDS stays deposited, credited to the PAN.
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(
      available + 27_600,
    );
    expect(await balanceOf(app.deps.db, accountKey.tdsPayable)).toBe(payable);
    const again = await withdraw(app, publisher, 276);
    expect(again).toMatchObject({ grossAmount: 276, tdsAmount: 0, amount: 276 });
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it("answers a month's deductees for Form 26Q as CSV: the PAN itself, PANNOTAVBL and remark C without one, the challan", async () => {
    const { taxed } = await paidWithTds();
    // A publisher without a PAN: 206AA's 20%.
    const noPan = await readyPublisher(app, ad, 300_000, { pan: null });
    const first = await withdraw(app, noPan, 900);
    const second = await withdraw(app, noPan, 300);
    expect(second).toMatchObject({ tdsAmount: 240, isTdsWithoutPan: true });
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const month = new Date('2025-12-12T06:00:00Z');
    await app.deps.db
      .update(payouts)
      .set({ paidAt: month })
      .where(inArray(payouts.id, [taxed._id, first._id, second._id]));
    await recordTdsDeposit(
      app.deps,
      'ops@creatorscope.test',
      {
        month: istMonthOf(month),
        bsrCode: '0510002',
        challanSerial: '00061',
        challanDate: today,
      },
      now,
    );

    const res = await app.inject({
      method: 'POST',
      url: '/api/operations/get-tds-deductees',
      headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'application/json' },
      payload: { month: istMonthOf(month) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tds-deductees-${istMonthOf(month)}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Payout id,Paid on,Deductee,PAN,Section,Amount paid (INR),TDS rate (%),TDS (INR),Remark,BSR code,Challan serial,Challan date',
    );
    // Only the payouts that withheld TDS: the ₹900s withheld nothing.
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.startsWith(taxed._id))).toMatch(/,ABCPD1234E,194H,300,2,24,,0510002,00061,/);
    expect(lines.find((l) => l.startsWith(second._id))).toMatch(
      /,PANNOTAVBL,194H,300,20,240,C,0510002,00061,/,
    );
    expect(
      (await call(app, '/operations/get-tds-deductees', { month: istMonthOf(month) }, brand.token))
        .statusCode,
    ).toBe(403);
    const bad = await call(app, '/operations/get-tds-deductees', { month: 'May' }, operator.token);
    expect(bad.statusCode).toBe(400);
  });

  it('answers only operators, and refuses bad input naming each field', async () => {
    const list = await call<TTdsMonths>(app, '/operations/get-tds-deposits', {}, operator.token);
    expect(list.statusCode).toBe(200);
    expect(list.body.data.months.length).toBeGreaterThan(0);
    expect((await call(app, '/operations/get-tds-deposits', {}, brand.token)).statusCode).toBe(403);
    expect((await call(app, '/operations/get-tds-deposits', {})).statusCode).toBe(401);
    const denied = await call(
      app,
      '/operations/record-tds-deposit',
      { month: lastMonth, bsrCode: '0510002', challanSerial: '00042', challanDate: '2026-01-01' },
      brand.token,
    );
    expect(denied.statusCode).toBe(403);
    const bad = await call(
      app,
      '/operations/record-tds-deposit',
      { month: '2026-13', bsrCode: '51002', challanSerial: 'abcde', challanDate: 'soon' },
      operator.token,
    );
    expect(bad.statusCode).toBe(400);
    expect((bad.body as unknown as { data: { errors: Record<string, string> } }).data.errors).toEqual({
      month: 'month must look like 2026-04',
      bsrCode: 'bsrCode is 7 digits',
      challanSerial: 'challanSerial is 5 digits',
      challanDate: 'challanDate must be a valid date',
    });
    const future = await call(
      app,
      '/operations/record-tds-deposit',
      { month: '2020-01', bsrCode: '0510002', challanSerial: '00042', challanDate: '2099-01-01' },
      operator.token,
    );
    expect(future.statusCode).toBe(400);
    expect(Object.keys((future.body as unknown as { data: { errors: object } }).data.errors)).toEqual([
      'challanDate',
    ]);
  });
});
