import {
  DEFAULT_PLAN_ID,
  getPlan,
  type TCreditLedgerEntry,
  type TCreditLedgerPage,
  type TCreditNoteItem,
  type TCreditReason,
  type TPlanId,
} from '@creatorscope/contracts';
import { and, count, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { addMonths, getSubscription, listYearlyPlanOrgIds } from '../entitlements/index.js';
import { creditLedger } from './tables.js';

type Change = {
  delta: number;
  reason: TCreditReason;
  note?: string;
  item?: TCreditNoteItem;
  idempotencyKey?: string;
  createdBy?: string;
};

/** The Free plan's monthly credits, as a ledger row names them. */
export const FREE_PLAN_ITEM: TCreditNoteItem = {
  purpose: 'plan',
  planId: 'free',
  period: null,
  credits: null,
  month: null,
};

/** What a payment bought, as the ledger rows of its credits (granted or taken back) name it. */
export const paymentItem = (payment: {
  purpose: string;
  planId: string | null;
  period: string | null;
  credits: number | null;
}): TCreditNoteItem => ({
  purpose: payment.purpose === 'credit_pack' ? 'credit_pack' : 'plan',
  planId: payment.planId as TCreditNoteItem['planId'],
  period: payment.period as TCreditNoteItem['period'],
  credits: payment.credits,
  month: null,
});

/**
 * The first row of a new organisation's ledger: the Free plan's monthly credits, written in the
 * transaction that creates the organisation so that no organisation exists without a balance.
 */
export async function openCreditLedger(tx: Pick<Db, 'insert'>, orgId: string): Promise<void> {
  const credits = getPlan(DEFAULT_PLAN_ID).credits ?? 0;
  await tx.insert(creditLedger).values({
    orgId,
    seq: 1,
    delta: credits,
    reason: 'plan_grant' satisfies TCreditReason,
    note: 'Free plan',
    noteItem: FREE_PLAN_ITEM,
    balanceAfter: credits,
  });
}

/**
 * Changes of one organisation's balance take turns on this transaction-scoped lock. Re-entrant:
 * a nested change in the same transaction passes.
 */
export async function lockCredits(tx: Pick<Db, 'execute'>, orgId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credits:${orgId}`}, 0))`);
}

export async function getCreditBalance(deps: Pick<Deps, 'db'>, orgId: string): Promise<number> {
  await grantPlanMonths(deps, orgId);
  return (await newest(deps.db, orgId))?.balanceAfter ?? 0;
}

/**
 * Adds or takes credits as one ledger row. A charge that would take the balance below zero is
 * refused with a clear message pointing to plans; a change whose idempotency key was already
 * applied returns that row instead of applying twice. Changes of one organisation's balance take
 * turns on a transaction-scoped advisory lock, so concurrent charges can never overspend.
 */
export async function changeCredits(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  change: Change,
): Promise<TCreditLedgerEntry> {
  return deps.db.transaction(async (tx) => {
    // A charge may spend a month of a yearly plan that has begun but that no reader granted yet.
    if (change.delta < 0) await grantPlanMonths({ db: tx }, orgId);
    await lockCredits(tx, orgId);
    if (change.idempotencyKey) {
      const [done] = await tx
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.orgId, orgId), eq(creditLedger.idempotencyKey, change.idempotencyKey)))
        .limit(1);
      if (done) return toEntry(done);
    }
    const last = await newest(tx, orgId);
    const balance = last?.balanceAfter ?? 0;
    if (balance + change.delta < 0) {
      throw new AppError(
        'unprocessable',
        'You have no insight credits left: upgrade your plan or buy more credits in Plans and billing',
        { balance, needed: -change.delta },
      );
    }
    const [row] = await tx
      .insert(creditLedger)
      .values({
        orgId,
        seq: (last?.seq ?? 0) + 1,
        delta: change.delta,
        reason: change.reason,
        note: change.note ?? null,
        noteItem: change.item ?? null,
        balanceAfter: balance + change.delta,
        idempotencyKey: change.idempotencyKey ?? null,
        createdBy: change.createdBy ?? null,
      })
      .returning();
    if (!row) throw new AppError('internal', 'Could not record the credit change');
    return toEntry(row);
  });
}

/*
 * A yearly plan's credits are "a month" too: its payment grants the first month (fulfilPayment)
 * and each later month of the paid year is granted when that month begins. The months due are a
 * pure function of the subscription (the paying payment, the period start and end) and the clock,
 * so they are granted lazily wherever the balance is read or spent, and by an hourly pass for
 * organisations nobody looks at. A job alone can miss months (downtime, a crash mid-pass) and
 * leave a buyer unable to spend a month they paid for until it runs; the lazy grant cannot miss
 * one, and it back-pays every month of the paid year that began, even one noticed late. Each
 * grant's idempotency key names the payment and the month, so concurrent readers, the pass and
 * retries grant a month once (changeCredits checks the key under the organisation's lock).
 */

/** Key of the grant for month `month` (1..11) of the year a plan payment paid; month 0 is the payment's own. */
const planMonthKey = (paymentId: string, month: number) => `plan-month:${paymentId}:${month}`;

/** Months 1..11 of a paid year that began by `until` (month k begins `start` + k calendar months). */
export function monthsBegun(start: Date, until: Date): number {
  let months = 0;
  while (months < 11 && addMonths(start, months + 1).getTime() <= until.getTime()) months++;
  return months;
}

/**
 * Grants the months of the organisation's yearly plan that have begun and were not granted yet.
 * Months stop at the end of the paid period (a cancelled or expired plan keeps the months it paid
 * for), at a downgrade to Free, and when another payment starts a new period.
 */
export async function grantPlanMonths(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  now = new Date(),
): Promise<number> {
  const sub = await getSubscription(deps.db, orgId);
  if (!sub || sub.period !== 'Yearly' || sub.planId === 'free' || !sub.paymentId || !sub.currentPeriodStart) {
    return 0;
  }
  const credits = getPlan(sub.planId as TPlanId).credits ?? 0;
  const end = sub.currentPeriodEnd && sub.currentPeriodEnd < now ? sub.currentPeriodEnd : now;
  const due = credits > 0 ? monthsBegun(sub.currentPeriodStart, end) : 0;
  if (due === 0) return 0;
  // Months are granted in order, so the newest one granted means all are: one indexed read per balance.
  const keys = Array.from({ length: due }, (_, i) => planMonthKey(sub.paymentId as string, i + 1));
  const [last] = await deps.db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.orgId, orgId), eq(creditLedger.idempotencyKey, keys[due - 1] as string)))
    .limit(1);
  if (last) return 0;
  const done = new Set(
    (
      await deps.db
        .select({ key: creditLedger.idempotencyKey })
        .from(creditLedger)
        .where(and(eq(creditLedger.orgId, orgId), inArray(creditLedger.idempotencyKey, keys)))
    ).map((r) => r.key),
  );
  const title = getPlan(sub.planId as TPlanId).title;
  let granted = 0;
  for (const [i, key] of keys.entries()) {
    if (done.has(key)) continue;
    const isGranted = await deps.db.transaction(async (tx) => {
      // Under the lock, the plan is read again: a refund (which holds this lock while it ends the
      // plan and sums what the payment granted) or a new payment may have come in meanwhile.
      await lockCredits(tx, orgId);
      const still = await getSubscription(tx, orgId);
      if (still?.paymentId !== sub.paymentId || still.planId === 'free') return false;
      // changeCredits answers the existing row to a reader that lost the race for this month.
      await changeCredits({ db: tx }, orgId, {
        delta: credits,
        reason: 'plan_grant',
        note: `${title} plan (yearly), month ${i + 2} of 12`,
        item: {
          purpose: 'plan',
          planId: sub.planId as TPlanId,
          period: 'Yearly',
          credits: null,
          month: i + 2,
        },
        idempotencyKey: key,
      });
      return true;
    });
    if (!isGranted) break;
    granted++;
  }
  return granted;
}

/** The hourly pass: the months due to every organisation on a yearly plan, a batch at a time. */
export async function grantDuePlanMonths(
  deps: Pick<Deps, 'db'>,
  now = new Date(),
): Promise<{ granted: number }> {
  const BATCH = 500;
  // A period that ended over a year ago had all its months granted by earlier passes or reads.
  const since = new Date(now.getTime() - 400 * 24 * 60 * 60 * 1000);
  let granted = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await listYearlyPlanOrgIds(deps.db, { since, after, limit: BATCH });
    for (const orgId of batch) granted += await grantPlanMonths(deps, orgId, now);
    if (batch.length < BATCH) return { granted };
    after = batch[batch.length - 1] ?? null;
  }
}

/**
 * Takes back up to `upTo` credits, never below a zero balance (a refund of credits already
 * spent): answers what was taken and what could not be. Once per idempotency key.
 */
export async function takeBackCredits(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  change: { upTo: number; note: string; item?: TCreditNoteItem; idempotencyKey: string },
): Promise<{ taken: number; shortfall: number }> {
  return deps.db.transaction(async (tx) => {
    await lockCredits(tx, orgId);
    const [done] = await tx
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.orgId, orgId), eq(creditLedger.idempotencyKey, change.idempotencyKey)))
      .limit(1);
    if (done) return { taken: -done.delta, shortfall: change.upTo + done.delta };
    const last = await newest(tx, orgId);
    const balance = last?.balanceAfter ?? 0;
    const taken = Math.max(0, Math.min(change.upTo, balance));
    // A row even when nothing could be taken: the ledger shows the refund happened.
    await tx.insert(creditLedger).values({
      orgId,
      seq: (last?.seq ?? 0) + 1,
      delta: -taken,
      reason: 'refund' satisfies TCreditReason,
      note: change.note,
      noteItem: change.item ?? null,
      balanceAfter: balance - taken,
      idempotencyKey: change.idempotencyKey,
    });
    return { taken, shortfall: change.upTo - taken };
  });
}

/** Credits a payment granted: its own grant and, for a yearly plan, each month granted since. */
export async function creditsGrantedBy(db: Pick<Db, 'select'>, orgId: string, paymentId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.orgId, orgId),
        or(
          eq(creditLedger.idempotencyKey, `payment:${paymentId}`),
          like(creditLedger.idempotencyKey, `plan-month:${paymentId}:%`),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function listCreditLedger(deps: Pick<Deps, 'db'>, orgId: string, limit = 50) {
  const rows = await deps.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.orgId, orgId))
    .orderBy(desc(creditLedger.seq))
    .limit(limit);
  return rows.map(toEntry);
}

async function newest(db: Pick<Db, 'select'>, orgId: string) {
  const [row] = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.orgId, orgId))
    .orderBy(desc(creditLedger.seq))
    .limit(1);
  return row;
}

const toEntry = (row: typeof creditLedger.$inferSelect): TCreditLedgerEntry => ({
  _id: row.id,
  delta: row.delta,
  reason: row.reason as TCreditReason,
  note: row.note,
  item: row.noteItem ?? null,
  balanceAfter: row.balanceAfter,
  createdAt: row.createdAt.toISOString(),
});

/** /billing/get-credit-ledger: the ledger, a page at a time, newest first, with the balance. */
export async function getCreditLedgerPage(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  page: number,
  pageSize: number,
): Promise<TCreditLedgerPage> {
  const [rows, [total], balance] = await Promise.all([
    deps.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.orgId, orgId))
      .orderBy(desc(creditLedger.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.orgId, orgId)),
    getCreditBalance(deps, orgId),
  ]);
  return {
    items: rows.map(toEntry),
    total: total?.n ?? 0,
    page,
    pageSize,
    balance,
  };
}
