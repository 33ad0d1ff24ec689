import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { Db } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { purposeOf, renewingPurposes, type SubscriptionEvent } from '../purposes.js';
import { payments, webhookEvents } from '../tables.js';
import {
  failPayment,
  failRefundOfPayment,
  fulfilPayment,
  refundPartOfPayment,
  refundPayment,
} from './fulfil.js';
import type { PaymentRow } from './payment-view.js';

type WebhookDeps = Pick<Deps, 'db' | 'pubsub' | 'payments' | 'log' | 'config'>;

/** Dodo's event envelope (the sandbox sends the same): only the fields we act on. */
type EventData = {
  payment_id?: string | null;
  subscription_id?: string | null;
  status?: string | null;
  total_amount?: number | null;
  error_message?: string | null;
  currency?: string | null;
  /** refund.succeeded: a part of the amount only. */
  is_partial?: boolean | null;
  /** refund.succeeded: the provider's refund and its amount (minor units). */
  refund_id?: string | null;
  amount?: number | null;
  /** refund.*: why the refund was made (or failed), in the provider's words. */
  reason?: string | null;
  /** When the provider created the payment (a renewal: when it charged). */
  created_at?: string | null;
  next_billing_date?: string | null;
  metadata?: Record<string, string> | null;
};
type WebhookEvent = { type: string; data: EventData };

const REQUIRED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks a delivery per Standard Webhooks: the signature over id.timestamp.body with any of the
 * configured secrets (rotation), any of the signatures in the header, timestamp within 5 minutes
 * either way (the package's tolerance).
 */
function verifyWebhook(
  secrets: readonly string[],
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): WebhookEvent {
  const picked: Record<string, string> = {};
  for (const name of REQUIRED_HEADERS) {
    const value = headers[name];
    if (typeof value !== 'string' || value === '') {
      throw new AppError('bad_request', `Webhook header ${name} is missing`);
    }
    picked[name] = value;
  }
  for (const secret of secrets) {
    try {
      const event = new Webhook(secret).verify(rawBody, picked) as Partial<WebhookEvent>;
      if (typeof event?.type !== 'string')
        throw new AppError('bad_request', 'Webhook body has no event type');
      return { type: event.type, data: (event.data ?? {}) as EventData };
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
    }
  }
  throw new AppError('unauthorized', 'Webhook signature or timestamp is not valid');
}

/**
 * Applies one verified delivery. A `webhook-id` already processed is acknowledged and skipped;
 * one seen but not finished (a crash, or a twin still running) is processed again, which is safe
 * because every effect below is idempotent. Events may arrive in any order.
 */
export async function receiveWebhook(
  deps: WebhookDeps,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ duplicate: boolean }> {
  const event = verifyWebhook(deps.payments.webhookSecrets, rawBody, headers);
  const webhookId = headers['webhook-id'] as string;
  const [fresh] = await deps.db
    .insert(webhookEvents)
    .values({ webhookId, provider: deps.payments.name, type: event.type })
    .onConflictDoNothing()
    .returning({ webhookId: webhookEvents.webhookId });
  if (!fresh) {
    const [seen] = await deps.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.webhookId, webhookId))
      .limit(1);
    if (seen?.processedAt) return { duplicate: true };
  }
  await applyEvent(deps, event);
  await deps.db
    .update(webhookEvents)
    .set({ processedAt: new Date() })
    .where(eq(webhookEvents.webhookId, webhookId));
  return { duplicate: !fresh };
}

/** The payment an event is about: the provider's payment id first (a renewal has its own), else ours in the metadata. */
async function findPayment(db: Pick<Db, 'select'>, data: EventData) {
  if (data.payment_id) {
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, data.payment_id))
      .limit(1);
    if (row) return row;
  }
  const ours = data.metadata?.cs_payment_id;
  if (ours && UUID.test(ours)) {
    const [row] = await db.select().from(payments).where(eq(payments.id, ours)).limit(1);
    if (row) return row;
  }
  // A renewal whose metadata was lost still names its subscription.
  if (!data.subscription_id) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerSubscriptionId, data.subscription_id), isNull(payments.renewalOf)))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row;
}

/**
 * A successful payment of a subscription that is not the one its first payment recorded: the
 * provider charged a renewal. Told apart from the first payment restated (a webhook naming a
 * payment id we did not know yet) by time: a renewal comes a whole period after the newest
 * payment of its subscription, a restatement within days of it.
 */
async function isRenewalPayment(db: Pick<Db, 'select'>, origin: PaymentRow, data: EventData) {
  if (!purposeOf(origin).renews || !origin.fulfilledAt || !data.subscription_id || !data.payment_id) {
    return false;
  }
  if (origin.providerPaymentId === data.payment_id) return false;
  const [newest] = await db
    .select({ paidAt: payments.paidAt })
    .from(payments)
    .where(
      and(
        or(eq(payments.id, origin.id), eq(payments.renewalOf, origin.id)),
        eq(payments.providerSubscriptionId, data.subscription_id),
        isNotNull(payments.paidAt),
      ),
    )
    .orderBy(desc(payments.paidAt))
    .limit(1);
  const chargedAt = data.created_at ? new Date(data.created_at) : new Date();
  const last = newest?.paidAt ?? origin.fulfilledAt;
  return chargedAt.getTime() - last.getTime() >= SAME_CYCLE_MS;
}

/** Records a renewal as a payment of its own (once per provider payment id) and fulfils it. */
async function recordRenewal(deps: WebhookDeps, origin: PaymentRow, data: EventData) {
  const providerPaymentId = data.payment_id as string;
  // Prices are ours in the plan's currency; an amount charged in another one is not comparable.
  const amountMinor =
    data.total_amount && (!data.currency || data.currency === origin.currency)
      ? data.total_amount
      : origin.amountMinor;
  await deps.db
    .insert(payments)
    .values({
      orgId: origin.orgId,
      token: `cs_${randomBytes(18).toString('base64url')}`,
      purpose: origin.purpose,
      productKey: origin.productKey,
      description: origin.description,
      planId: origin.planId,
      period: origin.period,
      credits: origin.credits,
      amountMinor,
      currency: origin.currency,
      idempotencyKey: `renewal:${providerPaymentId}`,
      provider: origin.provider,
      providerPaymentId,
      providerSubscriptionId: data.subscription_id ?? origin.providerSubscriptionId,
      buyer: origin.buyer,
      renewalOf: origin.renewalOf ?? origin.id,
    })
    .onConflictDoNothing();
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orgId, origin.orgId), eq(payments.idempotencyKey, `renewal:${providerPaymentId}`)))
    .limit(1);
  if (row) await fulfilPayment(deps, row.id, { providerPaymentId, amountMinor });
}

async function applyEvent(deps: WebhookDeps, event: WebhookEvent): Promise<void> {
  const { data } = event;
  switch (event.type) {
    case 'payment.succeeded': {
      const payment = await findPayment(deps.db, data);
      // A renewal's payment names the first payment in its metadata; it becomes a payment of its own.
      if (payment && (await isRenewalPayment(deps.db, payment, data))) {
        await recordRenewal(deps, payment, data);
      } else if (payment) {
        await fulfilPayment(deps, payment.id, {
          providerPaymentId: payment.providerPaymentId ?? data.payment_id ?? null,
          providerSubscriptionId: data.subscription_id ?? null,
          // As for a renewal: an amount charged in another currency is not comparable with ours.
          amountMinor:
            !data.currency || data.currency === payment.currency ? (data.total_amount ?? null) : null,
        });
      }
      return;
    }
    case 'payment.failed':
    case 'payment.cancelled': {
      const payment = await findPayment(deps.db, data);
      if (!payment) return;
      const isFailed = event.type === 'payment.failed';
      await failPayment(
        deps,
        payment.id,
        isFailed ? 'failed' : 'cancelled',
        isFailed ? (data.error_message ?? null) : null,
      );
      return;
    }
    case 'refund.succeeded':
      if (data.is_partial) {
        const amountMinor = data.amount;
        if (!data.payment_id || !data.refund_id || !amountMinor || !Number.isSafeInteger(amountMinor)) {
          deps.log.warn(
            { payment: data.payment_id },
            'partial refund without its id or amount left as it is',
          );
          return;
        }
        const refund = { refundId: data.refund_id, amountMinor };
        if (await refundPartOfPayment(deps, data.payment_id, refund)) return;
        // Ahead of the payment's own success, as below: refused, the provider sends it again.
        if ((await findPayment(deps.db, data))?.status === 'pending') {
          throw new AppError(
            'conflict',
            'The refunded payment has not succeeded here yet: send the refund again',
          );
        }
        return;
      }
      if (!data.payment_id || (await refundPayment(deps, data.payment_id, data.refund_id ?? null))) return;
      // Ahead of the payment's own success: acknowledged now, the refund would be lost and the
      // purchase then delivered. Refused, the provider sends it again, after the success.
      if ((await findPayment(deps.db, data))?.status === 'pending') {
        throw new AppError(
          'conflict',
          'The refunded payment has not succeeded here yet: send the refund again',
        );
      }
      return;
    case 'refund.failed':
      if (data.payment_id && data.refund_id) {
        await failRefundOfPayment(deps, data.payment_id, {
          refundId: data.refund_id,
          reason: data.error_message ?? data.reason ?? null,
        });
      }
      return;
    case 'subscription.active':
    case 'subscription.renewed': {
      if (!data.subscription_id) return;
      const payment = await findPayment(deps.db, data);
      if (payment && !payment.fulfilledAt) {
        await fulfilPayment(deps, payment.id, {
          providerSubscriptionId: data.subscription_id,
          nextBillingDate: data.next_billing_date ?? null,
        });
      }
      if (data.next_billing_date) {
        await tellSubscription(deps, {
          kind: 'renewal_date',
          providerSubscriptionId: data.subscription_id,
          nextBillingDate: new Date(data.next_billing_date),
        });
      }
      return;
    }
    case 'subscription.on_hold':
    case 'subscription.failed':
      if (data.subscription_id)
        await tellSubscription(deps, { kind: 'on_hold', providerSubscriptionId: data.subscription_id });
      return;
    case 'subscription.cancelled':
      if (data.subscription_id)
        await tellSubscription(deps, { kind: 'cancelled', providerSubscriptionId: data.subscription_id });
      return;
    case 'subscription.expired':
      if (data.subscription_id)
        await tellSubscription(deps, { kind: 'expired', providerSubscriptionId: data.subscription_id });
      return;
    default:
      deps.log.debug({ type: event.type }, 'webhook event ignored');
  }
}

/** A renewal moves the date by a whole period; anything under this is the same cycle restated. */
const SAME_CYCLE_MS = 7 * 24 * 60 * 60 * 1000;

/** The provider's news about a subscription goes to the purposes that start subscriptions. */
async function tellSubscription(deps: WebhookDeps, event: SubscriptionEvent) {
  for (const purpose of renewingPurposes()) await purpose.onSubscriptionEvent?.(deps.db, event);
}
