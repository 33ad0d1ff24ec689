import { z } from 'zod';
import { ZCountryCode } from './countries.js';
import { ZCreditLedgerEntry } from './credits.js';
import { ZBillingPeriod, ZGatingFeature } from './enums.js';
import { ZPlanCurrency, ZPlanId } from './plans.js';
import { countField, idField, optionalBlank, optionalText, textField } from './validation.js';

/*
 * Subscriptions, payments, checkout, receipts (issue #6). Money in these calls is always in MAJOR
 * units of its currency (rupees, dollars; up to two decimals), as the plans page shows prices; the
 * server stores minor units (paise, cents) and converts at the edge.
 */

const organizationId = idField('organization_id');

/** Optional, per click: the same key answers the same checkout (double clicks, retries). */
export const checkoutIdempotencyKey = z
  .string()
  .trim()
  .min(1)
  .max(100, 'idempotencyKey cannot exceed 100 characters')
  .optional();
const idempotencyKey = checkoutIdempotencyKey;

// ---------------------------------------------------------------------------------------------
// Catalogue: what can be bought besides plans (plans live in plans.ts).

/** Credit packs bought once; the credits never expire. */
export const CREDIT_PACKS = [
  { id: 'credits_10', credits: 10, price: { INR: 199, USD: 3 } },
  { id: 'credits_50', credits: 50, price: { INR: 799, USD: 12 } },
  { id: 'credits_200', credits: 200, price: { INR: 2499, USD: 36 } },
] as const;
export const CREDIT_PACK_IDS = ['credits_10', 'credits_50', 'credits_200'] as const;
export const ZCreditPackId = z.enum(CREDIT_PACK_IDS, {
  error: 'packId must be one of credits_10, credits_50, credits_200',
});
export type TCreditPackId = z.infer<typeof ZCreditPackId>;
export type TCreditPack = (typeof CREDIT_PACKS)[number];
export const getCreditPack = (id: TCreditPackId): TCreditPack => {
  const pack = CREDIT_PACKS.find((p) => p.id === id);
  if (!pack) throw new Error(`Unknown credit pack ${id}`);
  return pack;
};

/**
 * The premium insights pass: `insightsPremium` for PREMIUM_PASS_DAYS days for an organisation whose
 * plan lacks it (Free). Buying again while a pass runs extends it from its end.
 */
export const PREMIUM_PASS_DAYS = 30;
export const PREMIUM_PASS_PRICE = { INR: 499, USD: 8 } as const;
export const PREMIUM_PASS_PRODUCT_KEY = 'premium_insights_30d';

/** Test cards the sandbox checkout accepts (spaces optional). Any other number is refused as invalid. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
] as const;

/** GST (India) applied to receipts of buyers who gave a GSTIN; prices already include it. */
export const GST_RATE_PERCENT = 18;

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

// ---------------------------------------------------------------------------------------------
// Enums

export const PAYMENT_PURPOSES = ['plan', 'credit_pack', 'premium_insights', 'ad_budget'] as const;
export const ZPaymentPurpose = z.enum(PAYMENT_PURPOSES);
export type TPaymentPurpose = z.infer<typeof ZPaymentPurpose>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const PAYMENT_PROVIDERS = ['sandbox', 'dodo'] as const;
export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

/**
 * active: paid and running; on_hold: a renewal payment failed (the plan falls back to Free once the
 * period has ended); cancelled: ends at the renewal date. A Free organisation reads 'active'.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'on_hold', 'cancelled'] as const;
export const ZSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

// ---------------------------------------------------------------------------------------------
// Shared shapes

/** The buyer details printed on receipts; GSTIN only for Indian businesses that claim GST. */
export const ZBillingDetails = z.object({
  name: z.string(),
  email: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  gstin: z.string().nullable(),
});
export type TBillingDetails = z.infer<typeof ZBillingDetails>;

export const ZPayment = z.object({
  _id: z.string(),
  /** The token of the checkout; also what `?payment=` carries on the way back. */
  token: z.string(),
  purpose: ZPaymentPurpose,
  /** What was bought, e.g. 'Creator plan (yearly)', '50 insight credits'. English; the UI may build its own from the fields below. */
  description: z.string(),
  /** Plan product key, credit pack id or PREMIUM_PASS_PRODUCT_KEY. */
  productKey: z.string(),
  planId: ZPlanId.nullable(),
  period: ZBillingPeriod.nullable(),
  credits: z.number().int().nullable(),
  /** Major units (rupees, dollars). */
  amount: z.number(),
  currency: ZPlanCurrency,
  status: ZPaymentStatus,
  provider: ZPaymentProvider,
  /** A receipt can be downloaded (succeeded or later refunded payments). */
  hasReceipt: z.boolean(),
  receiptNumber: z.string().nullable(),
  /** Why a payment failed, in the payment provider's own words (untranslated), when it gave any. */
  failureReason: z.string().nullable(),
  /** A subscription renewal the provider charged (no checkout), with a receipt of its own. */
  isRenewal: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** On a refund: the credits the payment had granted that were taken back from the balance. */
  refundedCredits: z.number().int().nullable(),
  /** On a refund: credits it had granted that were already spent, so could not be taken back. */
  refundShortfallCredits: z.number().int().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** What an organisation is on now (also what `getOrgPlan` answers on the server). */
export const ZOrgPlan = z.object({
  plan: ZPlanId,
  /** null on Free. */
  period: ZBillingPeriod.nullable(),
  status: ZSubscriptionStatus,
  /** Next renewal (or the end of the paid period when cancelled); null on Free. */
  renewsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Tracked handles allowed; null when agreed per contract (Custom). */
  handlesLimit: z.number().int().nullable(),
  /** Team seats (members and pending invitations that are switched on); null when agreed per contract. */
  teamSeats: z.number().int().nullable(),
  /** End of a premium insights pass, when one is running. */
  premiumInsightsUntil: z.string().nullable(),
  /** Gated features this organisation may use now (plan + premium pass). */
  features: z.array(ZGatingFeature),
});
export type TOrgPlan = z.infer<typeof ZOrgPlan>;

const ZPrice = z.object({ monthly: z.number(), yearly: z.number() });

// ---------------------------------------------------------------------------------------------
// /billing/get-subscription (Read)

export const ZGetSubscriptionRequest = z.object({ organization_id: organizationId });
export type TGetSubscriptionRequest = z.infer<typeof ZGetSubscriptionRequest>;

export const ZSubscriptionView = ZOrgPlan.extend({
  /** INR, or USD when the organisation's country is not India. */
  currency: ZPlanCurrency,
  /** The organisation's trends role is creator: plans with discount.forCreators are cheaper. */
  isCreator: z.boolean(),
  /**
   * Per plan id, the price of one month for each period in `currency`, creator discount applied
   * (what the plan cards show), and what one billing cycle charges (yearly = 12 months).
   */
  prices: z.record(ZPlanId, z.object({ perMonth: ZPrice, charge: ZPrice })),
  creditPacks: z.array(z.object({ id: ZCreditPackId, credits: z.number().int(), price: z.number() })),
  premiumPassPrice: z.number(),
  creditsBalance: z.number().int(),
  /** Tracked handles in use; null until the tracked-creators module reports it. */
  handlesUsed: z.number().int().nullable(),
  billingDetails: ZBillingDetails.nullable(),
  /** 'sandbox' shows the test-checkout notice. */
  provider: ZPaymentProvider,
});
export type TSubscriptionView = z.infer<typeof ZSubscriptionView>;

// ---------------------------------------------------------------------------------------------
// Checkout: "generate a token, then check its status"

/** /dodo-payments/generate-token (Admin): a plan subscription. */
export const ZGeneratePlanTokenRequest = z.object({
  organization_id: organizationId,
  productKey: z
    .string({ error: 'productKey is required' })
    .trim()
    .regex(
      /^(creator|enterprise)_(monthly|yearly)$/,
      'productKey must be one of creator_monthly, creator_yearly, enterprise_monthly, enterprise_yearly',
    ),
  idempotencyKey,
});
export type TGeneratePlanTokenRequest = z.infer<typeof ZGeneratePlanTokenRequest>;

/** /dodo-payments/generate-premium-token and /payout/generate-insights-premium-insights-token (Admin). */
export const ZGeneratePremiumTokenRequest = z.object({ organization_id: organizationId, idempotencyKey });
export type TGeneratePremiumTokenRequest = z.infer<typeof ZGeneratePremiumTokenRequest>;

/** /payout/generate-insights-token (Admin): a credit pack. */
export const ZGenerateCreditsTokenRequest = z.object({
  organization_id: organizationId,
  packId: ZCreditPackId,
  idempotencyKey,
});
export type TGenerateCreditsTokenRequest = z.infer<typeof ZGenerateCreditsTokenRequest>;

/** Every generate-*-token answers this (201): send the browser to checkoutUrl. */
export const ZCheckoutToken = z.object({
  token: z.string(),
  /** Sandbox: `/checkout/sandbox/<token>` on this site; Dodo: its hosted checkout. */
  checkoutUrl: z.string(),
  payment: ZPayment,
});
export type TCheckoutToken = z.infer<typeof ZCheckoutToken>;

/** /dodo-payments/check-status, check-premium-status, /payout/check-insights-status (Read). */
export const ZCheckStatusRequest = z.object({
  organization_id: organizationId,
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(100, 'token is invalid'),
});
export type TCheckStatusRequest = z.infer<typeof ZCheckStatusRequest>;

export const ZCheckStatusResponse = z.object({
  token: z.string(),
  status: ZPaymentStatus,
  payment: ZPayment,
  /** The organisation's plan after this payment (changed once it succeeded). */
  plan: ZOrgPlan,
  creditsBalance: z.number().int(),
});
export type TCheckStatusResponse = z.infer<typeof ZCheckStatusResponse>;

// ---------------------------------------------------------------------------------------------
// /payout/update-profile-plan (Admin): no payment involved

export const PLAN_CHANGE_ACTIONS = ['downgrade', 'cancel', 'resume'] as const;
export const ZUpdateProfilePlanRequest = z.object({
  organization_id: organizationId,
  /**
   * downgrade: back to Free now (data kept; paid time left is not refunded);
   * cancel: stays on the plan until renewsAt, then Free; resume: undo a cancel before renewsAt.
   */
  action: z.enum(PLAN_CHANGE_ACTIONS, { error: 'action must be one of downgrade, cancel, resume' }),
});
export type TUpdateProfilePlanRequest = z.infer<typeof ZUpdateProfilePlanRequest>;
// Answers ZOrgPlan.

// ---------------------------------------------------------------------------------------------
// Lists (Read), newest first

const page = z.number().int().min(1, 'page must be at least 1').default(1);
const pageSize = z
  .number()
  .int()
  .min(1, 'pageSize must be at least 1')
  .max(100, 'pageSize cannot exceed 100')
  .default(20);

export const ZGetPaymentsRequest = z.object({ organization_id: organizationId, page, pageSize });
export type TGetPaymentsRequest = z.input<typeof ZGetPaymentsRequest>;
export const ZPaymentsPage = z.object({
  items: z.array(ZPayment),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TPaymentsPage = z.infer<typeof ZPaymentsPage>;

export const ZGetCreditLedgerRequest = z.object({ organization_id: organizationId, page, pageSize });
export type TGetCreditLedgerRequest = z.input<typeof ZGetCreditLedgerRequest>;
export const ZCreditLedgerPage = z.object({
  items: z.array(ZCreditLedgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  balance: z.number().int(),
});
export type TCreditLedgerPage = z.infer<typeof ZCreditLedgerPage>;

/** /billing/download-receipt (Read): answers the PDF itself (application/pdf, attachment), not an envelope. */
export const ZDownloadReceiptRequest = z.object({
  organization_id: organizationId,
  paymentId: idField('paymentId'),
});
export type TDownloadReceiptRequest = z.infer<typeof ZDownloadReceiptRequest>;

// ---------------------------------------------------------------------------------------------
// /billing/update-billing-details (Admin): answers ZBillingDetails

export const ZUpdateBillingDetailsRequest = z.object({
  organization_id: organizationId,
  name: textField({
    required: 'Billing name is required',
    max: [120, 'Billing name cannot exceed 120 characters'],
  }),
  email: optionalBlank(
    z
      .email('Billing email must be a valid email address')
      .max(254, 'Billing email must be a valid email address'),
    'Billing email must be a valid email address',
  ),
  addressLine1: textField({
    required: 'Address is required',
    max: [200, 'Address cannot exceed 200 characters'],
  }),
  addressLine2: optionalText('Address line 2', 200),
  city: textField({ required: 'City is required', max: [100, 'City cannot exceed 100 characters'] }),
  state: textField({ required: 'State is required', max: [100, 'State cannot exceed 100 characters'] }),
  postalCode: textField({
    required: 'Postal code is required',
    max: [20, 'Postal code cannot exceed 20 characters'],
    pattern: [/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Postal code must be letters, digits, spaces or hyphens'],
  }),
  country: ZCountryCode,
  /** Upper-cased before the check; blank means none. */
  gstin: optionalBlank(
    z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(GSTIN_PATTERN, 'GSTIN must be 15 characters like 27ABCDE1234F1Z5')),
    'GSTIN must be 15 characters like 27ABCDE1234F1Z5',
  ),
});
export type TUpdateBillingDetailsRequest = z.input<typeof ZUpdateBillingDetailsRequest>;

// ---------------------------------------------------------------------------------------------
// /insights/fill-credits-form (Read: any member may ask the admins for more credits)

export const ZFillCreditsFormRequest = z.object({
  organization_id: organizationId,
  credits: countField('credits')
    .min(1, 'credits must be at least 1')
    .max(100000, 'credits cannot exceed 100000'),
  note: optionalText('Note', 1000),
});
export type TFillCreditsFormRequest = z.input<typeof ZFillCreditsFormRequest>;
export const ZCreditRequest = z.object({
  _id: z.string(),
  credits: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** Admins told (by notification). */
  notified: z.number().int(),
});
export type TCreditRequest = z.infer<typeof ZCreditRequest>;

// ---------------------------------------------------------------------------------------------
// Public sandbox checkout (outside /api, no sign-in: the token is the secret)

/** GET /sandbox/checkout/:token */
export const ZSandboxCheckout = z.object({
  token: z.string(),
  merchant: z.string(),
  organizationName: z.string(),
  description: z.string(),
  purpose: ZPaymentPurpose,
  amount: z.number(),
  currency: ZPlanCurrency,
  status: ZPaymentStatus,
  /** Where the page sends the buyer afterwards (/insights/plans-and-billing?payment=<token>). */
  returnUrl: z.string(),
  testCards: z.array(z.object({ number: z.string(), outcome: z.string() })),
});
export type TSandboxCheckout = z.infer<typeof ZSandboxCheckout>;

/** POST /sandbox/checkout/:token/pay; /decline takes an empty body. Both answer ZSandboxCheckout. */
export const ZSandboxPayRequest = z.object({
  cardNumber: z
    .string({ error: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits')),
});
export type TSandboxPayRequest = z.input<typeof ZSandboxPayRequest>;

// ---------------------------------------------------------------------------------------------
// 403 data when a plan lacks a feature (requireFeature)

export const ZFeatureLockedData = z.object({ feature: ZGatingFeature, requiredPlans: z.array(ZPlanId) });
export type TFeatureLockedData = z.infer<typeof ZFeatureLockedData>;
