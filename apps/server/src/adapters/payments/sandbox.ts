import { createHash, randomUUID } from 'node:crypto';
import {
  SANDBOX_TEST_CARDS,
  type TBillingPeriod,
  type TPaymentStatus,
  type TPlanCurrency,
} from '@creatorscope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../http/errors.js';
import type {
  CheckoutInput,
  CheckoutResult,
  PaymentProvider,
  PaymentRef,
  ProviderPaymentState,
  RefundInput,
  RefundRequested,
} from './port.js';
import { sandboxCheckouts } from './tables.js';

/** Sends one signed delivery to our own webhook endpoint (the app wires it to /webhooks/dodo). */
export type WebhookDelivery = (body: string, headers: Record<string, string>) => Promise<void>;

export type SandboxCheckoutView = {
  token: string;
  organizationName: string;
  description: string;
  purpose: string;
  amountMinor: number;
  currency: TPlanCurrency;
  status: TPaymentStatus;
  returnUrl: string;
};

const digits = (card: string) => card.replace(/\D/g, '');
const SUCCEEDS = digits(SANDBOX_TEST_CARDS[0].number);
/** The sandbox's words for a declined card, as a real provider gives its own. */
const DECLINED = 'Your card was declined';
const DECLINES = digits(SANDBOX_TEST_CARDS[1].number);

const addPeriod = (from: Date, period: TBillingPeriod): Date => {
  const next = new Date(from);
  if (period === 'Yearly') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

/**
 * The default provider: a hosted test checkout served by this product, with its own books (the
 * sandbox_checkouts table) and signed Standard Webhooks deliveries in Dodo's event format, so the
 * whole flow, webhooks included, runs offline exactly as it does against Dodo.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly webhookSecrets: readonly string[];
  private readonly signer: Webhook;

  constructor(
    private readonly db: Db,
    private readonly options: {
      publicUrl: string;
      /** Signs deliveries. */
      secret: string;
      /** Accepted on receipt; defaults to the signing secret (more while rotating). */
      acceptedSecrets?: readonly string[];
      deliver: WebhookDelivery;
    },
  ) {
    this.webhookSecrets = options.acceptedSecrets?.length ? options.acceptedSecrets : [options.secret];
    this.signer = new Webhook(options.secret);
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
    const id = `sbx_pay_${randomUUID().replaceAll('-', '')}`;
    await this.db.insert(sandboxCheckouts).values({
      id,
      token: input.token,
      period: input.period,
      amountMinor: input.amountMinor,
      currency: input.currency,
      description: input.description,
      customerName: input.orgName,
      metadata: input.metadata,
      returnUrl: input.returnUrl,
    });
    return {
      checkoutUrl: `${this.options.publicUrl}/checkout/sandbox/${encodeURIComponent(input.token)}`,
      providerPaymentId: id,
      providerSubscriptionId: null,
    };
  }

  async getPayment(ref: PaymentRef): Promise<ProviderPaymentState> {
    const row = await this.find(ref.token);
    return {
      // A refunded payment had succeeded; the refund reaches us by its own webhook.
      status: row.status === 'refunded' ? 'succeeded' : (row.status as ProviderPaymentState['status']),
      failureReason: row.failureReason,
      providerPaymentId: row.id,
      providerSubscriptionId: row.subscriptionId,
      nextBillingDate: this.nextBillingDate(row)?.toISOString() ?? null,
    };
  }

  async setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void> {
    await this.db
      .update(sandboxCheckouts)
      .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
      .where(eq(sandboxCheckouts.subscriptionId, providerSubscriptionId));
  }

  async cancelNow(providerSubscriptionId: string): Promise<void> {
    await this.db
      .update(sandboxCheckouts)
      .set({ subscriptionStatus: 'cancelled', updatedAt: new Date() })
      .where(eq(sandboxCheckouts.subscriptionId, providerSubscriptionId));
  }

  /** What the hosted page shows. */
  async view(token: string): Promise<SandboxCheckoutView> {
    const row = await this.find(token);
    return {
      token: row.token,
      organizationName: row.customerName,
      description: row.description,
      purpose: row.metadata.cs_purpose ?? 'plan',
      amountMinor: row.amountMinor,
      currency: row.currency as TPlanCurrency,
      status: row.status as TPaymentStatus,
      returnUrl: row.returnUrl,
    };
  }

  /** The buyer pays with a card: the success card pays, the decline card fails, others are refused. */
  async pay(token: string, cardNumber: string): Promise<SandboxCheckoutView> {
    const card = digits(cardNumber);
    if (card !== SUCCEEDS && card !== DECLINES) {
      throw fieldError(
        'cardNumber',
        'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 declines',
      );
    }
    const row = await this.find(token);
    const isPaid = card === SUCCEEDS;
    const subscriptionId = isPaid && row.period ? `sbx_sub_${randomUUID().replaceAll('-', '')}` : null;
    const [done] = await this.db
      .update(sandboxCheckouts)
      .set({
        status: isPaid ? 'succeeded' : 'failed',
        failureReason: isPaid ? null : DECLINED,
        subscriptionId,
        subscriptionStatus: subscriptionId ? 'active' : null,
        updatedAt: new Date(),
      })
      .where(and(eq(sandboxCheckouts.token, token), eq(sandboxCheckouts.status, 'pending')))
      .returning();
    if (!done) throw new AppError('conflict', 'This checkout is already finished');
    await this.send(isPaid ? 'payment.succeeded' : 'payment.failed', this.paymentData(done));
    if (subscriptionId) await this.send('subscription.active', this.subscriptionData(done));
    return this.view(token);
  }

  /** The buyer leaves without paying. */
  async decline(token: string): Promise<SandboxCheckoutView> {
    const [done] = await this.db
      .update(sandboxCheckouts)
      .set({ status: 'cancelled', failureReason: null, updatedAt: new Date() })
      .where(and(eq(sandboxCheckouts.token, token), eq(sandboxCheckouts.status, 'pending')))
      .returning();
    if (!done) {
      await this.find(token);
      throw new AppError('conflict', 'This checkout is already finished');
    }
    await this.send('payment.cancelled', this.paymentData(done));
    return this.view(token);
  }

  /**
   * The merchant refunds a paid checkout, as from Dodo's dashboard: in full, or `amountMinor` of
   * it (a partial refund leaves the checkout paid); a signed refund.succeeded follows. (Test hook:
   * the app serves it outside production only.)
   */
  async refund(token: string, amountMinor?: number): Promise<SandboxCheckoutView>;
  /** The port's refund: the same refund, its webhook sent after this answers, as a provider's would be. */
  async refund(ref: PaymentRef, input: RefundInput): Promise<RefundRequested>;
  async refund(
    target: string | PaymentRef,
    amount?: number | RefundInput,
  ): Promise<SandboxCheckoutView | RefundRequested> {
    if (typeof target === 'string') {
      const event = await this.takeRefund(target, typeof amount === 'number' ? amount : undefined);
      await this.send('refund.succeeded', event);
      return this.view(target);
    }
    const input = amount as RefundInput;
    // The refund's id follows from the idempotency key: asked again, the same refund arrives, once.
    const refundId = `sbx_ref_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 32)}`;
    const event = await this.takeRefund(target.token, input.amountMinor, refundId);
    setTimeout(() => void this.send('refund.succeeded', event), 0);
    return { providerRefundId: refundId };
  }

  /** Records a refund in the sandbox's books, at most what the checkout can still give back. */
  private async takeRefund(token: string, amountMinor: number | undefined, refundId?: string) {
    const row = await this.find(token);
    if (row.status !== 'succeeded') {
      throw new AppError('conflict', 'This checkout is not paid: there is nothing to refund');
    }
    const isPartial = amountMinor !== undefined && amountMinor < row.amountMinor;
    const minor = isPartial ? amountMinor : row.amountMinor;
    // One conditional update: two refunds at once cannot give back more than was paid.
    const [done] = await this.db
      .update(sandboxCheckouts)
      .set({
        refundedMinor: sql`${sandboxCheckouts.refundedMinor} + ${minor}`,
        ...(isPartial ? {} : { status: 'refunded' }),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(sandboxCheckouts.token, token),
          eq(sandboxCheckouts.status, 'succeeded'),
          sql`${sandboxCheckouts.refundedMinor} + ${minor} <= ${sandboxCheckouts.amountMinor}`,
        ),
      )
      .returning();
    if (!done) throw new AppError('conflict', 'This checkout has not that much left to refund');
    return {
      payload_type: 'Refund',
      refund_id: refundId ?? `sbx_ref_${randomUUID().replaceAll('-', '')}`,
      payment_id: done.id,
      amount: minor,
      currency: done.currency,
      is_partial: isPartial,
      status: 'succeeded',
      metadata: done.metadata,
      created_at: new Date().toISOString(),
    };
  }

  private async find(token: string) {
    const [row] = await this.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.token, token))
      .limit(1);
    if (!row) throw new AppError('not_found', 'Checkout not found');
    return row;
  }

  private nextBillingDate(row: typeof sandboxCheckouts.$inferSelect): Date | null {
    if (!row.period || row.status !== 'succeeded') return null;
    return addPeriod(row.updatedAt, row.period as TBillingPeriod);
  }

  private paymentData(row: typeof sandboxCheckouts.$inferSelect) {
    return {
      payload_type: 'Payment',
      payment_id: row.id,
      status: row.status,
      total_amount: row.amountMinor,
      currency: row.currency,
      subscription_id: row.subscriptionId,
      error_message: row.failureReason,
      metadata: row.metadata,
      created_at: row.createdAt.toISOString(),
    };
  }

  private subscriptionData(row: typeof sandboxCheckouts.$inferSelect) {
    return {
      payload_type: 'Subscription',
      subscription_id: row.subscriptionId,
      status: row.subscriptionStatus,
      previous_billing_date: row.updatedAt.toISOString(),
      next_billing_date: this.nextBillingDate(row)?.toISOString() ?? null,
      cancel_at_next_billing_date: row.cancelAtPeriodEnd,
      metadata: row.metadata,
    };
  }

  /** Signs and delivers one event; a lost delivery is harmless because the status check asks getPayment. */
  private async send(type: string, data: Record<string, unknown>): Promise<void> {
    const id = `msg_${randomUUID().replaceAll('-', '')}`;
    const now = new Date();
    const body = JSON.stringify({ business_id: 'sandbox', type, timestamp: now.toISOString(), data });
    await this.options
      .deliver(body, {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': this.signer.sign(id, now, body),
      })
      .catch(() => undefined);
  }
}
