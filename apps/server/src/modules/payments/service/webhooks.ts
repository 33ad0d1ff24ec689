import { getPlan, type TPlanId } from '@creatorscope/contracts';
import { eq, or } from 'drizzle-orm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { DECLINED } from '../../../adapters/payments/port.js';
import type { Db } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { findSubscriptionByProviderId, updateSubscriptionFromProvider } from '../../billing/service.js';
import { subscriptions } from '../../billing/tables.js';
import { changeCredits } from '../../credits/service.js';
import { payments, webhookEvents } from '../tables.js';
import { failPayment, fulfilPayment, planPaymentCredits, refundPayment } from './fulfil.js';

type WebhookDeps = Pick<Deps, 'db' | 'pubsub' | 'payments' | 'log'>;

/** Dodo's event envelope (the sandbox sends the same): only the fields we act on. */
type EventData = {
  payment_id?: string | null;
  subscription_id?: string | null;
  status?: string | null;
  total_amount?: number | null;
  error_message?: string | null;
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
export function verifyWebhook(
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

async function findPayment(db: Pick<Db, 'select'>, data: EventData) {
  const ours = data.metadata?.cs_payment_id;
  const conditions = [
    ours && UUID.test(ours) ? eq(payments.id, ours) : undefined,
    data.payment_id ? eq(payments.providerPaymentId, data.payment_id) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(or(...conditions))
    .limit(1);
  return row;
}

async function applyEvent(deps: WebhookDeps, event: WebhookEvent): Promise<void> {
  const { data } = event;
  switch (event.type) {
    case 'payment.succeeded': {
      const payment = await findPayment(deps.db, data);
      // A renewal's payment names the first payment in its metadata: that one is already fulfilled
      // and the renewal itself is applied by subscription.renewed.
      if (payment) {
        await fulfilPayment(deps, payment.id, {
          providerPaymentId: payment.providerPaymentId ?? data.payment_id ?? null,
          providerSubscriptionId: data.subscription_id ?? null,
          amountMinor: data.total_amount ?? null,
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
        isFailed ? (data.error_message ?? DECLINED) : 'The payment was cancelled',
      );
      return;
    }
    case 'refund.succeeded':
      if (data.payment_id) await refundPayment(deps, data.payment_id);
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
        await moveRenewalDate(
          deps,
          data.subscription_id,
          new Date(data.next_billing_date),
          event.type === 'subscription.renewed',
        );
      }
      return;
    }
    case 'subscription.on_hold':
    case 'subscription.failed':
      if (data.subscription_id)
        await updateSubscriptionFromProvider(deps.db, data.subscription_id, { status: 'on_hold' });
      return;
    case 'subscription.cancelled':
      if (data.subscription_id) {
        await updateSubscriptionFromProvider(deps.db, data.subscription_id, {
          status: 'cancelled',
          cancelAtPeriodEnd: true,
        });
      }
      return;
    case 'subscription.expired':
      if (data.subscription_id) {
        await updateSubscriptionFromProvider(deps.db, data.subscription_id, {
          status: 'cancelled',
          cancelAtPeriodEnd: true,
          currentPeriodEnd: new Date(),
        });
      }
      return;
    default:
      deps.log.debug({ type: event.type }, 'webhook event ignored');
  }
}

/** A renewal moves the date by a whole period; anything under this is the same cycle restated. */
const SAME_CYCLE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Takes the provider's renewal date. On a renewal that starts a new cycle it also grants that
 * cycle's credits, once: under a row lock only a date a cycle beyond the stored one counts, and
 * the grant is keyed by the cycle, so an older, repeated or out-of-order event changes nothing.
 */
async function moveRenewalDate(
  deps: WebhookDeps,
  providerSubscriptionId: string,
  nextBillingDate: Date,
  isRenewal: boolean,
) {
  const known = await findSubscriptionByProviderId(deps.db, providerSubscriptionId);
  if (!known) return;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orgId, known.orgId))
      .for('update')
      .limit(1);
    if (!row || row.providerSubscriptionId !== providerSubscriptionId || !row.period) return;
    const end = row.currentPeriodEnd;
    if (end && nextBillingDate.getTime() <= end.getTime() && !isRenewal) {
      // subscription.active restating the date we derived at fulfilment: take the provider's.
      if (end.getTime() - nextBillingDate.getTime() < SAME_CYCLE_MS) {
        await tx
          .update(subscriptions)
          .set({ currentPeriodEnd: nextBillingDate })
          .where(eq(subscriptions.orgId, row.orgId));
      }
      return;
    }
    if (end && nextBillingDate.getTime() <= end.getTime()) return;
    const isNewCycle = isRenewal && !!end && nextBillingDate.getTime() - end.getTime() >= SAME_CYCLE_MS;
    await tx
      .update(subscriptions)
      .set({ currentPeriodEnd: nextBillingDate, status: 'active', updatedAt: new Date() })
      .where(eq(subscriptions.orgId, row.orgId));
    if (!isNewCycle) return;
    const credits = planPaymentCredits(row.planId as TPlanId);
    if (credits > 0) {
      await changeCredits({ db: tx as unknown as Db }, row.orgId, {
        delta: credits,
        reason: 'plan_grant',
        note: `${getPlan(row.planId as TPlanId).title} plan renewed`,
        idempotencyKey: `renewal:${providerSubscriptionId}:${nextBillingDate.toISOString().slice(0, 10)}`,
      });
    }
  });
}
