import {
  getCreditPack,
  getPlan,
  PREMIUM_PASS_DAYS,
  type TBillingPeriod,
  type TCreditPackId,
  type TPlanId,
} from '@creatorscope/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import {
  activatePlan,
  addPeriod,
  endRefundedPlan,
  extendPremiumPass,
  renewPlan,
  shortenPremiumPass,
} from '../../billing/service.js';
import {
  changeCredits,
  creditsGrantedBy,
  grantPlanMonths,
  lockCredits,
  takeBackCredits,
} from '../../credits/service.js';
import { notify } from '../../notifications/service.js';
import { payments } from '../tables.js';
import type { PaymentRow } from './payment-view.js';

export type ProviderFacts = {
  providerPaymentId?: string | null;
  providerSubscriptionId?: string | null;
  /** Renewal date of the subscription a plan payment started, when the provider said it. */
  nextBillingDate?: string | null;
  /** What the provider actually charged (minor units), when it said. */
  amountMinor?: number | null;
};

/**
 * Credits a plan payment grants when it is paid: one month's, whatever the period. A yearly
 * payment's other eleven months are granted as each begins (grantPlanMonths).
 */
export const planPaymentCredits = (planId: TPlanId) => getPlan(planId).credits ?? 0;

const receiptNumberFor = (row: PaymentRow, at: Date) =>
  `CS-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${row.id.slice(0, 8).toUpperCase()}`;

/**
 * Marks a payment paid and delivers what it bought, EXACTLY ONCE however many status checks and
 * webhook deliveries race for it: the conditional update on `fulfilled_at IS NULL` lets one caller
 * through (PostgreSQL re-checks the condition after a concurrent writer's row lock is released),
 * and the effects run in that caller's transaction, so they commit or roll back with the flag.
 * The credit grant also carries the payment's idempotency key, as a second guard.
 * Answers true when this call fulfilled the payment.
 */
export async function fulfilPayment(
  deps: Pick<Deps, 'db' | 'pubsub' | 'payments' | 'log'>,
  paymentId: string,
  facts: ProviderFacts = {},
): Promise<boolean> {
  const now = new Date();
  let replacedSubscription: string | null = null;
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!current || current.fulfilledAt) return null;
    const [paid] = await tx
      .update(payments)
      .set({
        status: 'succeeded',
        fulfilledAt: now,
        paidAt: now,
        failureReason: null,
        receiptNumber: receiptNumberFor(current, now),
        ...(facts.providerPaymentId ? { providerPaymentId: facts.providerPaymentId } : {}),
        ...(facts.providerSubscriptionId ? { providerSubscriptionId: facts.providerSubscriptionId } : {}),
        ...(facts.amountMinor ? { amountMinor: facts.amountMinor } : {}),
        updatedAt: now,
      })
      .where(and(eq(payments.id, paymentId), isNull(payments.fulfilledAt), ne(payments.status, 'refunded')))
      .returning();
    if (!paid) return null;
    replacedSubscription = await deliver(tx, paid, facts, now);
    return paid;
  });
  if (!row) return false;
  if (replacedSubscription) {
    // The old plan's subscription would otherwise keep charging; failing to end it must not undo the new one.
    await deps.payments.cancelNow(replacedSubscription).catch((error: unknown) => {
      deps.log.error(
        { err: error, subscription: replacedSubscription },
        'could not cancel a replaced subscription',
      );
    });
  }
  await notify(deps, row.orgId, 'admins', {
    title: `Payment received: ${row.description}`,
    description: `Receipt ${row.receiptNumber ?? ''}`.trim(),
    path: '/apps/transactions',
  }).catch((error: unknown) => deps.log.warn({ err: error }, 'payment notification failed'));
  return true;
}

/** What each purpose buys. New purposes (ad budgets, campaigns) add a case here. */
async function deliver(tx: Db, paid: PaymentRow, facts: ProviderFacts, now: Date): Promise<string | null> {
  const key = `payment:${paid.id}`;
  if (paid.purpose === 'plan' && paid.planId && paid.period) {
    const period = paid.period as TBillingPeriod;
    const planId = paid.planId as TPlanId;
    // Months of a replaced yearly plan that began before this payment were paid for: grant them first.
    await grantPlanMonths({ db: tx }, paid.orgId, now);
    if (paid.renewalOf) {
      await renewPlan(tx, paid.orgId, {
        providerSubscriptionId: paid.providerSubscriptionId,
        paymentId: paid.id,
        paidAt: now,
      });
    }
    const replaced = paid.renewalOf
      ? null
      : await activatePlan(tx, paid.orgId, {
          planId,
          period,
          periodEnd: facts.nextBillingDate ? new Date(facts.nextBillingDate) : addPeriod(now, period),
          provider: paid.provider,
          providerSubscriptionId: paid.providerSubscriptionId,
          paymentId: paid.id,
        });
    const credits = planPaymentCredits(planId);
    if (credits > 0) {
      await changeCredits({ db: tx }, paid.orgId, {
        delta: credits,
        reason: 'plan_grant',
        note: paid.description,
        idempotencyKey: key,
        ...(paid.createdBy ? { createdBy: paid.createdBy } : {}),
      });
    }
    return replaced;
  }
  if (paid.purpose === 'credit_pack') {
    const credits = paid.credits ?? getCreditPack(paid.productKey as TCreditPackId).credits;
    await changeCredits({ db: tx }, paid.orgId, {
      delta: credits,
      reason: 'purchase',
      note: paid.description,
      idempotencyKey: key,
      ...(paid.createdBy ? { createdBy: paid.createdBy } : {}),
    });
    return null;
  }
  if (paid.purpose === 'premium_insights') {
    await extendPremiumPass(tx, paid.orgId, PREMIUM_PASS_DAYS);
    return null;
  }
  throw new Error(`payment ${paid.id} has no fulfilment for purpose ${paid.purpose}`);
}

/** A pending payment that the provider says failed or was abandoned. */
export async function failPayment(
  deps: Pick<Deps, 'db'>,
  paymentId: string,
  status: 'failed' | 'cancelled',
  reason: string,
): Promise<void> {
  await deps.db
    .update(payments)
    .set({ status, failureReason: reason, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

/**
 * A refund takes back what the payment bought, once however often the provider says so:
 * the conditional update from succeeded to refunded lets one caller through, and the effects run
 * in its transaction. A plan it paid for ends now (Free), the credits it granted come off the
 * balance (never below zero: what was already spent is recorded as the shortfall), a premium
 * pass loses its days. The receipt stays, marked refunded. Answers true when this call refunded.
 */
export async function refundPayment(
  deps: Pick<Deps, 'db' | 'payments' | 'log'>,
  providerPaymentId: string,
): Promise<boolean> {
  const now = new Date();
  let stop: string | null = null;
  const row = await deps.db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt: now, updatedAt: now })
      .where(and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.status, 'succeeded')))
      .returning();
    if (!refunded) return null;
    const db = tx;
    // Held until commit: a balance reader granting a month of this plan either finished before
    // (and its month is summed below) or waits and then finds the plan ended.
    await lockCredits(db, refunded.orgId);
    if (refunded.purpose === 'premium_insights') {
      await shortenPremiumPass(db, refunded.orgId, PREMIUM_PASS_DAYS);
      return refunded;
    }
    if (refunded.purpose === 'plan') {
      // First, so that no month of the plan is granted while its credits are taken back.
      const ended = await endRefundedPlan(db, refunded.orgId, refunded.id);
      if (ended?.providerSubscriptionId && ended.provider === deps.payments.name) {
        stop = ended.providerSubscriptionId;
      }
    }
    const granted = await creditsGrantedBy(db, refunded.orgId, refunded.id);
    const { taken, shortfall } =
      granted > 0
        ? await takeBackCredits({ db }, refunded.orgId, {
            upTo: granted,
            note: `Refund: ${refunded.description}`,
            idempotencyKey: `refund:${refunded.id}`,
          })
        : { taken: 0, shortfall: 0 };
    const [saved] = await tx
      .update(payments)
      .set({ refundedCredits: taken, refundShortfallCredits: shortfall })
      .where(eq(payments.id, refunded.id))
      .returning();
    return saved ?? refunded;
  });
  if (!row) return false;
  if (stop) {
    const subscription = stop;
    // Refunded, the subscription must not charge again; failing to tell the provider must not undo the refund.
    await deps.payments.cancelNow(subscription).catch((error: unknown) => {
      deps.log.error({ err: error, subscription }, 'could not cancel a refunded subscription');
    });
  }
  return true;
}
