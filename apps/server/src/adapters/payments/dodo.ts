import type DodoPayments from 'dodopayments';
import type { CountryCode } from 'dodopayments/resources/misc';
import { AppError } from '../../http/errors.js';
import type {
  CheckoutInput,
  CheckoutResult,
  PaymentProvider,
  PaymentRef,
  ProviderPaymentState,
  RefundInput,
  RefundRequested,
} from './port.js';

type DodoOptions = {
  apiKey: string;
  /** Test mode (https://test.dodopayments.com) or a local fake in tests; unset: live. */
  baseUrl?: string | undefined;
  webhookSecrets: readonly string[];
  /** Dodo product id per product key (DODO_PRODUCT_IDS). */
  productIds: Readonly<Record<string, string>>;
};

const FAILED = new Set(['failed']);
const CANCELLED = new Set(['cancelled']);

/**
 * Dodo Payments through its official SDK: plans are subscriptions, packs and passes one-time
 * payments, both paid on Dodo's hosted checkout (payment_link) that returns to our return URL.
 * Prices are the products' prices in Dodo's dashboard; ours are recorded on the payment row and
 * replaced by what Dodo charged when its webhook reports it.
 */
export class DodoProvider implements PaymentProvider {
  readonly name = 'dodo' as const;
  readonly webhookSecrets: readonly string[];
  /** The SDK is some 10 MB resident: loaded on the first call, not by every server that starts. */
  private client?: Promise<DodoPayments>;

  constructor(private readonly options: DodoOptions) {
    this.webhookSecrets = options.webhookSecrets;
  }

  private api(): Promise<DodoPayments> {
    this.client ??= import('dodopayments').then(
      ({ default: Dodo }) =>
        new Dodo({
          bearerToken: this.options.apiKey,
          ...(this.options.baseUrl
            ? { baseURL: this.options.baseUrl }
            : { environment: 'live_mode' as const }),
          maxRetries: 2,
          timeout: 20_000,
        }),
    );
    return this.client;
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
    const productId = this.options.productIds[input.productKey];
    if (!productId) {
      throw new AppError(
        'unavailable',
        `Payments are not set up for ${input.productKey}: ask the administrator`,
      );
    }
    const common = {
      billing: {
        country: input.buyer.country as CountryCode,
        state: input.buyer.state,
        city: input.buyer.city,
        street: input.buyer.street,
        zipcode: input.buyer.postalCode,
      },
      customer: { email: input.buyer.email, name: input.buyer.name },
      customer_business_name: input.orgName,
      tax_id: input.buyer.gstin,
      metadata: input.metadata,
      payment_link: true,
      return_url: input.returnUrl,
    };
    if (input.period) {
      const sub = await (await this.api()).subscriptions.create({
        ...common,
        product_id: productId,
        quantity: 1,
      });
      if (!sub.payment_link)
        throw new AppError('unavailable', 'The payment provider returned no checkout link');
      return {
        checkoutUrl: sub.payment_link,
        providerPaymentId: sub.payment_id,
        providerSubscriptionId: sub.subscription_id,
      };
    }
    const payment = await (await this.api()).payments.create({
      ...common,
      product_cart: [{ product_id: productId, quantity: 1 }],
    });
    if (!payment.payment_link)
      throw new AppError('unavailable', 'The payment provider returned no checkout link');
    return {
      checkoutUrl: payment.payment_link,
      providerPaymentId: payment.payment_id,
      providerSubscriptionId: null,
    };
  }

  async getPayment(ref: PaymentRef): Promise<ProviderPaymentState> {
    if (!ref.providerPaymentId) {
      return {
        status: 'pending',
        failureReason: null,
        providerPaymentId: null,
        providerSubscriptionId: ref.providerSubscriptionId,
        nextBillingDate: null,
      };
    }
    const payment = await (await this.api()).payments.retrieve(ref.providerPaymentId);
    const raw = payment.status ?? 'processing';
    const status: ProviderPaymentState['status'] =
      raw === 'succeeded'
        ? 'succeeded'
        : FAILED.has(raw)
          ? 'failed'
          : CANCELLED.has(raw)
            ? 'cancelled'
            : 'pending';
    const subscriptionId = payment.subscription_id ?? ref.providerSubscriptionId;
    let nextBillingDate: string | null = null;
    if (status === 'succeeded' && subscriptionId) {
      nextBillingDate = (await (await this.api()).subscriptions.retrieve(subscriptionId)).next_billing_date;
    }
    return {
      status,
      // Only the provider's own words: the status says the rest, in the reader's language.
      failureReason: status === 'failed' ? (payment.error_message ?? null) : null,
      providerPaymentId: payment.payment_id,
      providerSubscriptionId: subscriptionId,
      nextBillingDate,
    };
  }

  async setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void> {
    await (await this.api()).subscriptions.update(providerSubscriptionId, {
      cancel_at_next_billing_date: cancel,
    });
  }

  async cancelNow(providerSubscriptionId: string): Promise<void> {
    await (await this.api()).subscriptions.update(providerSubscriptionId, { status: 'cancelled' });
  }

  /**
   * POST /refunds: the whole payment, or a part of its one item (GST included, as it was paid).
   * Dodo takes no idempotency key, so the key travels in the refund's metadata, where its webhook
   * and its dashboard show it; not asking twice is the caller's (the return's stored rows).
   */
  async refund(ref: PaymentRef, input: RefundInput): Promise<RefundRequested> {
    if (!ref.providerPaymentId) {
      throw new Error('this payment has no provider payment to refund');
    }
    const api = await this.api();
    const payment = await api.payments.retrieve(ref.providerPaymentId);
    const isFull = input.amountMinor >= payment.total_amount;
    const item = payment.product_cart?.[0];
    if (!isFull && !item) {
      throw new Error('the payment provider shows no item to refund a part of');
    }
    const refund = await api.refunds.create(
      {
        payment_id: ref.providerPaymentId,
        reason: input.reason,
        metadata: { cs_refund_key: input.idempotencyKey },
        ...(isFull || !item
          ? {}
          : { items: [{ item_id: item.product_id, amount: input.amountMinor, tax_inclusive: true }] }),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { providerRefundId: refund.refund_id };
  }
}
