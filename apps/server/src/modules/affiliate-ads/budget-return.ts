import type { TAdBudgetReturn, TPlanCurrency } from '@creatorscope/contracts';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import {
  accountKey,
  balanceOf,
  type LedgerCurrency,
  lockLedgerAccounts,
  movedBySource,
} from '../ledger/index.js';
import { type PaymentRow, succeededPaymentsOf } from '../payments/index.js';
import { budgetPartOf, largestPaymentFor } from './funding.js';
import { toMajor } from './money.js';
import { statusOf } from './service.js';
import { adBudgetReturnRefunds, adBudgetReturns, affiliateAds } from './tables.js';

/*
 * "Return remaining budget" (issue #41): what is left on an ended ad's budget goes back to the
 * brand's card as refunds of the ad's own payments, newest first, each at most what that payment
 * can still give back. The click only asks the provider: the money leaves the budget (and its
 * GST output tax) when each refund's refund.succeeded arrives, through the budget purpose's
 * refund paths (budget.ts), which mark the refund done here in the same transaction.
 *
 * Exactly once: the click stores its refunds under the budget's ledger lock, and at most one
 * return per ad is requested at a time (a unique index), so a second click, or one racing it,
 * answers the first. While requested, the refunds' budget part is promised: the earnings payer
 * and bonuses cannot spend it (reservedBudgetOf), so the provider never returns money that
 * publishers were also paid.
 *
 * Open reports do not block a return: their held money is already out of the budget, and if a
 * report is confirmed later it comes back to the budget, where another return can take it.
 * Pending earnings are out of the budget too (they are the publishers').
 */

export const AD_STILL_RUNNING_MESSAGE =
  "This ad is still running: only an ended ad's remaining budget can be returned";
export const NOTHING_TO_RETURN_MESSAGE = 'This ad has no budget left to return';

type ReturnDeps = Pick<Deps, 'db' | 'payments' | 'log'>;

const RETURN_REASON = 'Remaining budget of an ended ad returned';

/** One refund to ask: `amountMinor` of `payment` (GST included), whose budget part is `budgetMinor`. */
type PlannedRefund = { payment: PaymentRow; amountMinor: number; budgetMinor: number };

/**
 * Spreads `leftMinor` of budget over the payments, newest first: each gives back at most what it
 * can still give (its amount less what the provider already returned of it), as the GST-inclusive
 * amount whose budget part is exactly the share it takes.
 */
export function planRefunds(
  leftMinor: number,
  paid: readonly { payment: PaymentRow; returnedMinor: number }[],
): PlannedRefund[] {
  const planned: PlannedRefund[] = [];
  let left = leftMinor;
  for (const { payment, returnedMinor } of paid) {
    if (left <= 0) break;
    const refundable = payment.amountMinor - returnedMinor;
    if (refundable <= 0) continue;
    const share = Math.min(left, budgetPartOf(refundable));
    if (share <= 0) continue;
    // The largest amount with this budget part, never above what the payment can give back.
    const amountMinor = Math.min(largestPaymentFor(share), refundable);
    planned.push({ payment, amountMinor, budgetMinor: budgetPartOf(amountMinor) });
    left -= budgetPartOf(amountMinor);
  }
  return planned;
}

/** The budget each ad's requested refunds promised to the brand (minor units); read under the budget's lock. */
export async function reservedBudgetOf(db: Db, adIds: readonly string[]): Promise<Map<string, number>> {
  const reserved = new Map(adIds.map((id) => [id, 0]));
  if (adIds.length === 0) return reserved;
  const rows = await db
    .select({
      adId: adBudgetReturnRefunds.adId,
      total: sql<string>`sum(${adBudgetReturnRefunds.budgetMinor})`,
    })
    .from(adBudgetReturnRefunds)
    .where(
      and(inArray(adBudgetReturnRefunds.adId, [...adIds]), eq(adBudgetReturnRefunds.status, 'requested')),
    )
    .groupBy(adBudgetReturnRefunds.adId);
  for (const row of rows) reserved.set(row.adId, Number(row.total));
  return reserved;
}

type ReturnRow = typeof adBudgetReturns.$inferSelect;

async function viewOf(db: Db, row: ReturnRow): Promise<TAdBudgetReturn> {
  const currency = row.currency as TPlanCurrency;
  const refunds = await db
    .select()
    .from(adBudgetReturnRefunds)
    .where(eq(adBudgetReturnRefunds.returnId, row.id))
    .orderBy(adBudgetReturnRefunds.createdAt, adBudgetReturnRefunds.id);
  const statusWord = (status: string) =>
    status === 'done' ? 'returned' : status === 'failed' ? 'failed' : 'requested';
  const returnedMinor = refunds.filter((r) => r.status === 'done').reduce((sum, r) => sum + r.amountMinor, 0);
  return {
    _id: row.id,
    adId: row.adId,
    status: statusWord(row.status) as TAdBudgetReturn['status'],
    currency,
    amount: toMajor(row.amountMinor, currency),
    budgetAmount: toMajor(row.budgetMinor, currency),
    returnedAmount: toMajor(returnedMinor, currency),
    refunds: refunds.map((r) => ({
      paymentId: r.paymentId,
      amount: toMajor(r.amountMinor, currency),
      status: statusWord(r.status) as TAdBudgetReturn['status'],
    })),
    requestedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

async function latestReturn(db: Db, adId: string): Promise<ReturnRow | null> {
  const [row] = await db
    .select()
    .from(adBudgetReturns)
    .where(eq(adBudgetReturns.adId, adId))
    .orderBy(desc(adBudgetReturns.createdAt), desc(adBudgetReturns.id))
    .limit(1);
  return row ?? null;
}

async function findAd(db: Db, orgId: string, adId: string) {
  const [ad] = await db
    .select()
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, adId), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!ad) throw notFound('Affiliate ad');
  return ad;
}

/** /affliate-ad/budget-return: the ad's latest return, or null. Another organisation's ad is "not found". */
export async function getAdBudgetReturn(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  adId: string,
): Promise<TAdBudgetReturn | null> {
  await findAd(deps.db, orgId, adId);
  const row = await latestReturn(deps.db, adId);
  return row ? viewOf(deps.db, row) : null;
}

/**
 * /affliate-ad/return-budget: asks the provider to refund what is left of an ended ad's budget.
 * Answers the return (requested; returned once the refunds' webhooks arrived). A click while one
 * is requested, or once nothing is left, answers the latest return and asks nothing.
 */
export async function returnAdBudget(
  deps: ReturnDeps,
  orgId: string,
  userId: string,
  adId: string,
): Promise<TAdBudgetReturn> {
  const now = new Date();
  const ad = await findAd(deps.db, orgId, adId);
  if (statusOf(ad, now) !== 'ended') throw new AppError('unprocessable', AD_STILL_RUNNING_MESSAGE);
  const currency = ad.currency as LedgerCurrency;
  const budgetKey = accountKey.adBudget(ad.id);

  const asked = await deps.db.transaction(async (tx) => {
    // The budget's lock: the payer, a bonus, a report and a second click all wait on it.
    await lockLedgerAccounts(tx, [budgetKey]);
    const latest = await latestReturn(tx, ad.id);
    if (latest?.status === 'requested') return { row: latest, refunds: [] };
    const leftMinor = await balanceOf(tx, budgetKey, currency);
    if (leftMinor <= 0) {
      if (latest) return { row: latest, refunds: [] };
      throw new AppError('unprocessable', NOTHING_TO_RETURN_MESSAGE);
    }
    const paid = await succeededPaymentsOf(tx, orgId, `ad_budget:${ad.id}`);
    const returned = await movedBySource(
      tx,
      paid.map((p) => p.id),
      { debit: accountKey.refunds, credit: accountKey.externalPayments },
      currency,
    );
    const planned = planRefunds(
      leftMinor,
      paid.map((payment) => ({ payment, returnedMinor: returned.get(payment.id) ?? 0 })),
    );
    if (planned.length === 0) {
      if (latest) return { row: latest, refunds: [] };
      throw new AppError('unprocessable', NOTHING_TO_RETURN_MESSAGE);
    }
    const [row] = await tx
      .insert(adBudgetReturns)
      .values({
        orgId,
        adId: ad.id,
        currency,
        amountMinor: planned.reduce((sum, p) => sum + p.amountMinor, 0),
        budgetMinor: planned.reduce((sum, p) => sum + p.budgetMinor, 0),
        requestedBy: userId,
      })
      .returning();
    const saved = row as ReturnRow;
    const refunds = await tx
      .insert(adBudgetReturnRefunds)
      .values(
        planned.map((p) => ({
          returnId: saved.id,
          adId: ad.id,
          paymentId: p.payment.id,
          amountMinor: p.amountMinor,
          budgetMinor: p.budgetMinor,
          idempotencyKey: `ad_budget_return:${saved.id}:${p.payment.id}`,
        })),
      )
      .returning();
    return {
      row: saved,
      refunds: refunds.map((r) => ({ refund: r, payment: paidById(planned, r.paymentId) })),
    };
  });

  // Asked after the commit, so that no lock waits on the provider and its webhook finds the rows.
  for (const { refund, payment } of asked.refunds) {
    try {
      const answer = await deps.payments.refund(
        {
          token: payment.token,
          providerPaymentId: payment.providerPaymentId,
          providerSubscriptionId: payment.providerSubscriptionId,
        },
        { amountMinor: refund.amountMinor, reason: RETURN_REASON, idempotencyKey: refund.idempotencyKey },
      );
      if (answer.providerRefundId) {
        await deps.db
          .update(adBudgetReturnRefunds)
          .set({ providerRefundId: answer.providerRefundId })
          .where(
            and(eq(adBudgetReturnRefunds.id, refund.id), isNull(adBudgetReturnRefunds.providerRefundId)),
          );
      }
    } catch (error) {
      deps.log.error({ err: error, refund: refund.id }, 'the provider refused a budget return refund');
      await deps.db.transaction(async (tx) => {
        await lockLedgerAccounts(tx, [budgetKey]);
        const [failed] = await tx
          .update(adBudgetReturnRefunds)
          .set({
            status: 'failed',
            failureReason: error instanceof Error ? error.message.slice(0, 500) : 'refund refused',
            completedAt: new Date(),
          })
          .where(and(eq(adBudgetReturnRefunds.id, refund.id), eq(adBudgetReturnRefunds.status, 'requested')))
          .returning({ returnId: adBudgetReturnRefunds.returnId });
        if (failed) await settleReturn(tx, failed.returnId);
      });
    }
  }
  const [fresh] = await deps.db.select().from(adBudgetReturns).where(eq(adBudgetReturns.id, asked.row.id));
  return viewOf(deps.db, fresh ?? asked.row);
}

const paidById = (planned: PlannedRefund[], paymentId: string): PaymentRow =>
  (planned.find((p) => p.payment.id === paymentId) as PlannedRefund).payment;

/** A return whose refunds have all been answered is done (all returned) or failed (one refused). */
async function settleReturn(tx: Db, returnId: string): Promise<void> {
  const refunds = await tx
    .select({ status: adBudgetReturnRefunds.status })
    .from(adBudgetReturnRefunds)
    .where(eq(adBudgetReturnRefunds.returnId, returnId));
  if (refunds.some((r) => r.status === 'requested')) return;
  const status = refunds.every((r) => r.status === 'done') ? 'done' : 'failed';
  await tx
    .update(adBudgetReturns)
    .set({ status, completedAt: new Date() })
    .where(eq(adBudgetReturns.id, returnId));
}

/**
 * A provider refund of `paymentId` arrived (inside the refund's transaction, after its money
 * moved): the return's refund it answers is done. Found by the provider's refund id, or, when its
 * webhook beat the provider's answer, by its amount. A refund the provider made after it said it
 * failed (a timeout) counts too. A refund that is not a return's (the dashboard's) changes nothing here.
 */
export async function settleReturnRefund(
  tx: Tx,
  paymentId: string,
  refund: { refundId: string | null; amountMinor: number },
): Promise<void> {
  const byAmount = and(
    isNull(adBudgetReturnRefunds.providerRefundId),
    eq(adBudgetReturnRefunds.amountMinor, refund.amountMinor),
  );
  const [done] = await tx
    .update(adBudgetReturnRefunds)
    .set({
      status: 'done',
      ...(refund.refundId ? { providerRefundId: refund.refundId } : {}),
      completedAt: new Date(),
    })
    .where(
      and(
        eq(adBudgetReturnRefunds.paymentId, paymentId),
        inArray(adBudgetReturnRefunds.status, ['requested', 'failed']),
        refund.refundId
          ? or(eq(adBudgetReturnRefunds.providerRefundId, refund.refundId), byAmount)
          : byAmount,
      ),
    )
    .returning({ returnId: adBudgetReturnRefunds.returnId });
  if (done) await settleReturn(tx, done.returnId);
}

/** The provider said a return's refund failed (refund.failed): nothing moved, the promise is released. */
export async function failReturnRefund(tx: Tx, paymentId: string, refundId: string, reason: string | null) {
  const [failed] = await tx
    .update(adBudgetReturnRefunds)
    .set({ status: 'failed', failureReason: reason?.slice(0, 500) ?? null, completedAt: new Date() })
    .where(
      and(
        eq(adBudgetReturnRefunds.paymentId, paymentId),
        eq(adBudgetReturnRefunds.providerRefundId, refundId),
        eq(adBudgetReturnRefunds.status, 'requested'),
      ),
    )
    .returning({ returnId: adBudgetReturnRefunds.returnId });
  if (failed) await settleReturn(tx, failed.returnId);
}
