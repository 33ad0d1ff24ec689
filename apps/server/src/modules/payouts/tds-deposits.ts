import {
  type TRecordTdsDepositRequest,
  type TTdsMonth,
  type TTdsMonths,
  toCsv,
} from '@creatorscope/contracts';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, fieldError } from '../../http/errors.js';
import { accountKey, lockLedgerAccounts, transfer } from '../ledger/index.js';
import { getPublisherPayee, type PublisherPayee } from '../publishers/index.js';
import { payouts, tdsDeposits } from './tables.js';
import { istDayOf, istMonthOf } from './tds.js';

/*
 * The TDS withheld from publishers' payouts goes to the government month by month (marketing.md,
 * "Money", 5): the TDS of the payouts paid in a month (IST) is deposited by the 7th of the next
 * (30 April for March) with a challan, which an operator records here; tds_payable → external:tds.
 */

type DepositDeps = Pick<Deps, 'db'>;
type DepositRow = typeof tdsDeposits.$inferSelect;

export const MONTH_NOT_ENDED_MESSAGE = 'A month can be deposited once it has ended';
export const ALREADY_DEPOSITED_MESSAGE = 'This month has been deposited already';
export const NOTHING_TO_DEPOSIT_MESSAGE = 'No TDS was withheld by payouts paid in this month';

/** `paid_at` as an Indian month, in SQL. */
const paidMonth = sql<string>`to_char(${payouts.paidAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`;

/** The last day to deposit a month's TDS: the 7th of the next month, 30 April for March. */
export function dueDateOf(month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  if (mm === 3) return `${year}-04-30`;
  const next = mm === 12 ? { year: year + 1, mm: 1 } : { year, mm: mm + 1 };
  return `${next.year}-${String(next.mm).padStart(2, '0')}-07`;
}

function statusOf(month: string, deposit: DepositRow | undefined, now: Date): TTdsMonth['status'] {
  if (deposit) return 'deposited';
  const today = istDayOf(now);
  if (month >= istMonthOf(now)) return 'open';
  return today > dueDateOf(month) ? 'overdue' : 'due';
}

type MonthTotal = { tdsMinor: number; payouts: number };

/** A month as the operator sees it: its total, its status and its deposit when there is one. */
function monthOf(month: string, total: MonthTotal, deposit: DepositRow | undefined, now: Date): TTdsMonth {
  return {
    month,
    status: statusOf(month, deposit, now),
    tdsAmount: total.tdsMinor / 100,
    payouts: total.payouts,
    dueDate: dueDateOf(month),
    deposit: deposit
      ? {
          bsrCode: deposit.bsrCode,
          challanSerial: deposit.challanSerial,
          challanDate: deposit.challanDate,
          recordedAt: deposit.createdAt.toISOString(),
          recordedBy: deposit.recordedBy,
        }
      : null,
  };
}

/** A deposited month shows what was deposited. */
const depositedMonth = (deposit: DepositRow, now: Date): TTdsMonth =>
  monthOf(deposit.month, { tdsMinor: deposit.amountMinor, payouts: deposit.payouts }, deposit, now);

/** /operations/get-tds-deposits: every month whose paid payouts withheld TDS, newest first. */
export async function listTdsMonths(deps: DepositDeps, now = new Date()): Promise<TTdsMonths> {
  const deposits = await deps.db.select().from(tdsDeposits);
  // A month not deposited shows what its paid payouts withheld and no deposit took yet (a payout
  // the bank returned before then gave its TDS back: it counts no more).
  const undeposited = [...(await undepositedByMonth(deps))]
    .filter(([month]) => !deposits.some((d) => d.month === month))
    .map(([month, total]) => monthOf(month, total, undefined, now));
  return {
    months: [...deposits.map((d) => depositedMonth(d, now)), ...undeposited].sort((a, b) =>
      a.month < b.month ? 1 : -1,
    ),
  };
}

/** The TDS still to deposit, by month: paid payouts that withheld some and name no deposit. */
async function undepositedByMonth(deps: DepositDeps): Promise<Map<string, MonthTotal>> {
  const rows = await deps.db
    .select({
      month: paidMonth,
      tdsMinor: sql<string>`sum(${payouts.tdsMinor})`,
      payouts: sql<number>`count(*)::int`,
    })
    .from(payouts)
    .where(and(eq(payouts.state, 'paid'), gt(payouts.tdsMinor, 0), isNull(payouts.tdsDepositId)))
    .groupBy(paidMonth);
  return new Map(rows.map((r) => [r.month, { tdsMinor: Number(r.tdsMinor), payouts: r.payouts }]));
}

/**
 * /operations/record-tds-deposit: a month's TDS deposited with this challan. Refused before the
 * month ends, twice, with nothing withheld, or with a challan dated before the month or in the
 * future; otherwise one transaction records it, marks its payouts and moves the money.
 */
export async function recordTdsDeposit(
  deps: DepositDeps,
  operator: string,
  input: TRecordTdsDepositRequest,
  now = new Date(),
): Promise<TTdsMonth> {
  if (input.month >= istMonthOf(now)) throw fieldError('month', MONTH_NOT_ENDED_MESSAGE);
  const challanDay = input.challanDate.slice(0, 10);
  const today = istDayOf(now);
  if (challanDay < `${input.month}-01` || challanDay > today)
    throw fieldError('challanDate', 'challanDate must be after the month began and not in the future');
  const deposit = await deps.db.transaction(async (tx) => {
    // The month's payouts first, then the ledger, in the order a bank's return takes them
    // (settlePayout), so the two never wait on each other in a circle. A second deposit of the
    // month waits here and then finds its payouts taken.
    const due = await tx
      .select({ id: payouts.id, tdsMinor: payouts.tdsMinor })
      .from(payouts)
      .where(
        and(
          eq(payouts.state, 'paid'),
          gt(payouts.tdsMinor, 0),
          isNull(payouts.tdsDepositId),
          sql`${paidMonth} = ${input.month}`,
        ),
      )
      .for('update');
    const [done] = await tx.select().from(tdsDeposits).where(eq(tdsDeposits.month, input.month));
    if (done) throw new AppError('conflict', ALREADY_DEPOSITED_MESSAGE);
    const amountMinor = due.reduce((sum, p) => sum + p.tdsMinor, 0);
    if (amountMinor === 0) throw new AppError('unprocessable', NOTHING_TO_DEPOSIT_MESSAGE);
    await lockLedgerAccounts(tx, [accountKey.tdsPayable]);
    const [deposit] = await tx
      .insert(tdsDeposits)
      .values({
        month: input.month,
        amountMinor,
        payouts: due.length,
        bsrCode: input.bsrCode,
        challanSerial: input.challanSerial,
        challanDate: challanDay,
        recordedBy: operator,
      })
      .returning();
    if (!deposit) throw new Error('the deposit was not recorded');
    await tx
      .update(payouts)
      .set({ tdsDepositId: deposit.id })
      .where(
        inArray(
          payouts.id,
          due.map((p) => p.id),
        ),
      );
    await transfer(tx, {
      debit: accountKey.tdsPayable,
      credit: accountKey.externalTds,
      amountMinor,
      currency: 'INR',
      reason: 'tds_deposited',
      sourceId: deposit.id,
      idempotencyKey: `tds_deposited:${deposit.month}`,
    });
    return deposit;
  });
  return depositedMonth(deposit, now);
}

/** Form 26Q's word for a deductee without a PAN. */
export const PAN_NOT_AVAILABLE = 'PANNOTAVBL';

/**
 * /operations/get-tds-deductees: one CSV row per payout paid in the month that withheld TDS, with
 * what the TDS return (Form 26Q) asks: the deductee, their PAN (PANNOTAVBL without one; a PAN
 * changed since the payout is left masked, for a person to check), section 194H, the amount paid,
 * the rate and TDS, remark C when section 206AA's rate applied, and the challan once deposited.
 */
export async function tdsDeducteesCsv(
  deps: Pick<Deps, 'db' | 'config'>,
  month: string,
): Promise<{ body: string; filename: string }> {
  const rows = await deps.db
    .select({ payout: payouts, deposit: tdsDeposits })
    .from(payouts)
    .leftJoin(tdsDeposits, eq(payouts.tdsDepositId, tdsDeposits.id))
    .where(and(eq(payouts.state, 'paid'), gt(payouts.tdsMinor, 0), sql`${paidMonth} = ${month}`))
    .orderBy(payouts.paidAt);
  const payees = new Map<string, PublisherPayee | null>();
  for (const { payout } of rows)
    if (!payees.has(payout.publisherId))
      payees.set(payout.publisherId, await getPublisherPayee(deps, payout.publisherId));
  const body = toCsv(
    [
      'Payout id',
      'Paid on',
      'Deductee',
      'PAN',
      'Section',
      'Amount paid (INR)',
      'TDS rate (%)',
      'TDS (INR)',
      'Remark',
      'BSR code',
      'Challan serial',
      'Challan date',
    ],
    rows.map(({ payout, deposit }) => {
      const payee = payees.get(payout.publisherId) ?? null;
      const pan =
        payout.panMasked === null
          ? PAN_NOT_AVAILABLE
          : payee?.pan && payee.panMasked === payout.panMasked
            ? payee.pan
            : payout.panMasked;
      return [
        payout.id,
        payout.paidAt ? istDayOf(payout.paidAt) : '',
        payee?.name ?? '',
        pan,
        '194H',
        payout.grossMinor / 100,
        payout.tdsRateBps / 100,
        payout.tdsMinor / 100,
        payout.isTdsWithoutPan ? 'C' : '',
        deposit?.bsrCode ?? '',
        deposit?.challanSerial ?? '',
        deposit?.challanDate ?? '',
      ];
    }),
  );
  return { body, filename: `tds-deductees-${month}.csv` };
}
