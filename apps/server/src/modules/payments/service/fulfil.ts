import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { notify } from '../../notifications/index.js';
import { type ProviderFacts, purposeOf } from '../purposes.js';
import { payments } from '../tables.js';
import type { PaymentRow } from './payment-view.js';

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
  deps: Pick<Deps, 'db' | 'pubsub' | 'payments' | 'log' | 'config'>,
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
    replacedSubscription = await purposeOf(paid).deliver(tx, paid, facts, now, { seller: deps.config });
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
    message: {
      key: 'paymentReceived',
      // What was bought as well as its English description, so that the app can say it in the
      // reader's language, as the payments page does.
      params: {
        item: row.description,
        receipt: row.receiptNumber ?? '',
        purpose: row.purpose,
        ...(row.planId ? { planId: row.planId } : {}),
        ...(row.period ? { period: row.period } : {}),
        ...(row.credits !== null ? { credits: row.credits } : {}),
      },
    },
    path: '/apps/transactions',
  }).catch((error: unknown) => deps.log.warn({ err: error }, 'payment notification failed'));
  return true;
}

/**
 * A pending payment that the provider says failed or was abandoned; `reason` is the provider's own
 * words when it gave any (the status says the rest, translated, in the app).
 */
export async function failPayment(
  deps: Pick<Deps, 'db'>,
  paymentId: string,
  status: 'failed' | 'cancelled',
  reason: string | null,
): Promise<void> {
  await deps.db
    .update(payments)
    .set({ status, failureReason: reason, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

/**
 * A refund takes back what the payment bought (its purpose says what that means), once however
 * often the provider says so: the conditional update from succeeded to refunded lets one caller
 * through, and the purpose's undoing runs in its transaction. The receipt stays, marked refunded.
 * Answers true when this call refunded.
 */
export async function refundPayment(
  deps: Pick<Deps, 'db' | 'payments' | 'log' | 'config'>,
  providerPaymentId: string,
  refundId: string | null = null,
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
    const outcome = await purposeOf(refunded).refund(tx, refunded, {
      provider: deps.payments.name,
      seller: deps.config,
      refundId,
    });
    stop = outcome.stopSubscription ?? null;
    if (outcome.refundedCredits === undefined) return refunded;
    const [saved] = await tx
      .update(payments)
      .set({
        refundedCredits: outcome.refundedCredits,
        refundShortfallCredits: outcome.refundShortfallCredits ?? 0,
      })
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

/**
 * A partial refund the provider made of a succeeded payment: its purpose takes back that part
 * (an ad budget: what remains of it; what was spent is recorded as a shortfall), once per
 * provider refund id. Answers false when the payment is not (or no longer) a succeeded one here.
 */
export async function refundPartOfPayment(
  deps: Pick<Deps, 'db' | 'log' | 'config'>,
  providerPaymentId: string,
  refund: { refundId: string; amountMinor: number },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.status, 'succeeded')))
      .limit(1);
    if (!payment) return false;
    const purpose = purposeOf(payment);
    if (!purpose.refundPart) {
      // A goodwill amount on a purchase that cannot be split: what it bought stays.
      deps.log.warn({ payment: payment.id }, 'partial refund left as it is');
      return true;
    }
    const amountMinor = Math.min(refund.amountMinor, payment.amountMinor);
    await purpose.refundPart(tx, payment, { ...refund, amountMinor }, { seller: deps.config });
    return true;
  });
}

/** A refund the provider could not make (refund.failed): the payment's purpose hears it; nothing moved. */
export async function failRefundOfPayment(
  deps: Pick<Deps, 'db'>,
  providerPaymentId: string,
  refund: { refundId: string; reason: string | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, providerPaymentId))
      .limit(1);
    if (!payment) return;
    await purposeOf(payment).refundFailed?.(tx, payment, refund);
  });
}
