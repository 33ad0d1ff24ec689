import type { TBillingPeriod, TPaymentProvider, TPlanCurrency } from '@creatorscope/contracts';

type CheckoutBuyer = {
  name: string;
  email: string;
  country: string;
  state: string | null;
  city: string | null;
  street: string | null;
  postalCode: string | null;
  gstin: string | null;
};

export type CheckoutInput = {
  paymentId: string;
  token: string;
  orgName: string;
  /** Plan product key, credit pack id or the premium pass key; the provider maps it to its product. */
  productKey: string;
  description: string;
  amountMinor: number;
  currency: TPlanCurrency;
  /** Set for plan subscriptions, which renew every period; null for one-time payments. */
  period: TBillingPeriod | null;
  buyer: CheckoutBuyer;
  /** Where the provider sends the buyer back to. */
  returnUrl: string;
  /** Comes back in every webhook about this payment, which is how a webhook finds its payment. */
  metadata: Record<string, string>;
};

export type CheckoutResult = {
  checkoutUrl: string;
  providerPaymentId: string | null;
  providerSubscriptionId: string | null;
};

/** What the provider says about a payment now. */
export type ProviderPaymentState = {
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  failureReason: string | null;
  providerPaymentId: string | null;
  providerSubscriptionId: string | null;
  /** The renewal date of the subscription this payment started, when the provider knows it. */
  nextBillingDate: string | null;
};

export type PaymentRef = {
  token: string;
  providerPaymentId: string | null;
  providerSubscriptionId: string | null;
};

/** A refund to ask of the provider: `amountMinor` of the payment (GST included), at most what it can still give back. */
export type RefundInput = {
  amountMinor: number;
  /** Shown to the buyer by the provider. */
  reason: string;
  /** The same key asks for the same refund: a repeat must not refund twice. */
  idempotencyKey: string;
};

/** The provider's answer: its refund id; the money moves when its refund.succeeded webhook arrives. */
export type RefundRequested = { providerRefundId: string | null };

/**
 * A card-payment provider. Both implementations speak Dodo's webhook format (the sandbox imitates
 * it), so the payments module has one webhook handler whichever is configured.
 */
export interface PaymentProvider {
  readonly name: TPaymentProvider;
  /** Standard Webhooks secrets (whsec_…) accepted on /webhooks/dodo; several while rotating. */
  readonly webhookSecrets: readonly string[];
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>;
  getPayment(ref: PaymentRef): Promise<ProviderPaymentState>;
  /** Cancel at the end of the paid period (true) or undo that (false). */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
  /** End a subscription now (a downgrade to Free, or a replaced plan). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /**
   * Asks the provider to refund `input.amountMinor` of a paid payment (all of it: a full refund).
   * Only asks: the refund's effects run when its signed refund.succeeded webhook arrives, through
   * the same path as a refund made from the provider's dashboard.
   */
  refund(ref: PaymentRef, input: RefundInput): Promise<RefundRequested>;
}
