import type {
  TBillingPeriod,
  TOrgPlan,
  TPaymentPurpose,
  TPlanCurrency,
  TPlanId,
  TTrendsRole,
} from '@creatorscope/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Seller } from './service/document-pdf.js';
import type { PaymentRow } from './service/payment-view.js';

/** Who sold it, for a purpose whose ledger entries follow its tax invoice (an ad budget's GST split). */
export type SaleContext = { seller: Pick<Seller, 'SELLER_STATE' | 'SELLER_GSTIN'> };

/** Who is buying, as a price needs it (the currency follows the organisation's country). */
export type Buyer = {
  orgId: string;
  currency: TPlanCurrency;
  /** The creator discount applies when this is 'creator'. */
  trendsRole: TTrendsRole | null;
};

/** A purchase priced for its buyer: what the payment row records and the provider charges. */
export type PricedPurchase = {
  productKey: string;
  description: string;
  /** Major units in the buyer's currency. */
  amount: number;
  planId?: TPlanId | null;
  period?: TBillingPeriod | null;
  credits?: number | null;
  /**
   * Where the provider sends the buyer back, a path of this site (`/marketing/affiliate-ads/<id>`);
   * `?payment=<token>` is added. Omitted: the plans page, where plans and credits are bought.
   */
  returnPath?: string;
};

/** What the provider said about a payment it took, when it said it. */
export type ProviderFacts = {
  providerPaymentId?: string | null;
  providerSubscriptionId?: string | null;
  /** Renewal date of the subscription a plan payment started, when the provider said it. */
  nextBillingDate?: string | null;
  /** What the provider actually charged (minor units), when it said. */
  amountMinor?: number | null;
};

/** What undoing a refunded purchase took back, recorded on the payment. */
export type RefundOutcome = {
  /** A provider subscription to stop once the refund is committed. */
  stopSubscription?: string | null;
  refundedCredits?: number;
  refundShortfallCredits?: number;
};

/** The provider's news about a running subscription (webhooks), for a purpose that renews. */
export type SubscriptionEvent =
  | { kind: 'on_hold' | 'cancelled' | 'expired'; providerSubscriptionId: string }
  | { kind: 'renewal_date'; providerSubscriptionId: string; nextBillingDate: Date };

/**
 * A thing that can be bought, declared by the module that sells it (billing: plans and the premium
 * pass; credits: credit packs) and registered with payments at start-up, so that payments knows no
 * domain: it records, charges, fulfils exactly once and refunds, and asks the purpose what each
 * of those means.
 */
export type PaymentPurpose<Input = never> = {
  name: TPaymentPurpose;
  /** Its payments start a provider subscription whose later charges are renewals. */
  renews?: boolean;
  /** Prices a purchase, or refuses it with an AppError naming why (already on that plan, say). */
  price: (deps: Pick<Deps, 'db'>, buyer: Buyer, input: Input) => Promise<PricedPurchase>;
  /**
   * Delivers what a payment bought, inside the transaction that marks it fulfilled, so both commit
   * or neither. Answers a provider subscription the purchase replaced, which payments ends after
   * the commit.
   */
  deliver: (
    tx: Tx,
    paid: PaymentRow,
    facts: ProviderFacts,
    now: Date,
    context: SaleContext,
  ) => Promise<string | null>;
  /** Takes back what a fully refunded payment bought, inside the refund's transaction. */
  refund: (
    tx: Tx,
    refunded: PaymentRow,
    context: SaleContext & { provider: string; refundId?: string | null },
  ) => Promise<RefundOutcome>;
  /**
   * Takes back what a part of a payment bought (the provider's partial refund `refundId` of
   * `amountMinor`, GST included), inside the refund's transaction; idempotent on `refundId`.
   * Without it a partial refund is left as a goodwill amount.
   */
  refundPart?: (
    tx: Tx,
    payment: PaymentRow,
    refund: { refundId: string; amountMinor: number },
    context: SaleContext,
  ) => Promise<void>;
  /**
   * The provider's news that a refund it was asked for failed (refund.failed): nothing moved, and
   * what waited on that refund may be released. Idempotent on `refundId`.
   */
  refundFailed?: (
    tx: Tx,
    payment: PaymentRow,
    refund: { refundId: string; reason: string | null },
  ) => Promise<void>;
  /** Applies the provider's news about a subscription this purpose started. */
  onSubscriptionEvent?: (db: Db, event: SubscriptionEvent) => Promise<void>;
  /** What a status check answers beside the payment: the plan and the balance it changed. */
  standing: (deps: Pick<Deps, 'db'>, orgId: string) => Promise<Standing>;
};

export type Standing = { plan: TOrgPlan; creditsBalance: number };

// biome-ignore lint/suspicious/noExplicitAny: the registry holds purposes of every input type
type AnyPurpose = PaymentPurpose<any>;

const registered = new Map<string, AnyPurpose>();

/**
 * Called by app.ts at start-up with every module's purposes. Registering the same purpose again
 * (another app in the same process, as tests build) replaces it; two modules claiming one name is
 * a programming error.
 */
export function registerPaymentPurposes(purposes: readonly AnyPurpose[]): void {
  const names = new Set<string>();
  for (const purpose of purposes) {
    if (names.has(purpose.name)) throw new Error(`payment purpose ${purpose.name} is declared twice`);
    names.add(purpose.name);
    registered.set(purpose.name, purpose);
  }
}

/** The purpose a stored payment was made for. */
export function purposeOf(payment: Pick<PaymentRow, 'id' | 'purpose'>): AnyPurpose {
  const purpose = registered.get(payment.purpose);
  if (!purpose) throw new Error(`payment ${payment.id} has no fulfilment for purpose ${payment.purpose}`);
  return purpose;
}

/** Every registered purpose that follows a provider subscription. */
export const renewingPurposes = (): AnyPurpose[] => [...registered.values()].filter((p) => p.renews);
