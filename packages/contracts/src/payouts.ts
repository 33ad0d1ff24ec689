import { z } from 'zod';
import { ZPlanCurrency } from './plans.js';
import {
  countField,
  cursorField,
  dateField,
  idField,
  numberField,
  requiredOr,
  textField,
} from './validation.js';

/*
 * Publishers get paid (issue #18; marketing.md, "Money", 3 and 4): the holding period of an ad's
 * earnings, the publisher's payout methods (a UPI id or a bank account, verified before the first
 * payout), payouts (pending → processing → paid | failed) and what a brand owes and paid. Money
 * in answers is in major units (rupees, dollars) of its `currency`; the server keeps minor units.
 */

// ---------- holding period (a field of every affiliate ad) ----------

/** The days an ad's earnings stay pending before a payout may take them (the refund window). */
export const HOLDING_DAYS_CHOICES = [0, 7, 14, 30, 60, 90] as const;
export const DEFAULT_HOLDING_DAYS = 30;
export type THoldingDays = (typeof HOLDING_DAYS_CHOICES)[number];
const HOLDING_DAYS_INVALID = 'holdingDays must be one of 0, 7, 14, 30, 60, 90';
export const ZHoldingDays = z
  .number({ error: HOLDING_DAYS_INVALID })
  .refine((value): value is THoldingDays => (HOLDING_DAYS_CHOICES as readonly number[]).includes(value), {
    message: HOLDING_DAYS_INVALID,
  });

// ---------- amounts ----------

/** The smallest withdrawal, in minor units, unless PAYOUT_MINIMUM_MINOR says otherwise (₹500). */
export const DEFAULT_PAYOUT_MINIMUM_MINOR = 50_000;

/**
 * An amount of money in major units: greater than 0, at most two decimals (a paisa or a cent),
 * at most 10,000,000.
 */
export const moneyAmountField = (label: string) =>
  numberField(label)
    .positive(`${label} must be greater than 0`)
    .max(10_000_000, `${label} cannot exceed 10000000`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      message: `${label} can have at most 2 decimal places`,
    });

/** A client's key for one withdrawal: the same key again answers the same payout. */
export const payoutIdempotencyKey = textField({
  required: 'idempotencyKey is required',
  min: [8, 'idempotencyKey must be at least 8 characters'],
  max: [100, 'idempotencyKey cannot exceed 100 characters'],
  pattern: [/^[A-Za-z0-9_.:-]+$/, 'idempotencyKey may hold only letters, digits and _ . : -'],
});

const pageField = countField('page').min(1, 'page starts at 1').default(1);
export const PAYOUTS_MAX_PAGE_SIZE = 100;
const pageSizeField = countField('pageSize')
  .min(1, 'pageSize must be at least 1')
  .max(PAYOUTS_MAX_PAGE_SIZE, `pageSize cannot exceed ${PAYOUTS_MAX_PAGE_SIZE}`)
  .default(20);

// ---------- payout methods ----------

export const PAYOUT_METHOD_KINDS = ['upi', 'bank'] as const;
export const ZPayoutMethodKind = z.enum(PAYOUT_METHOD_KINDS, {
  error: requiredOr('method is required', 'method must be upi or bank'),
});
export type TPayoutMethodKind = z.infer<typeof ZPayoutMethodKind>;

/**
 * unverified (never checked, or changed since, or the publisher's name changed) → pending (the
 * provider is checking it) → verified (the account exists and is registered to the publisher's
 * name) | mismatch (registered to another name) | failed. Only a verified method is paid, and
 * only two verified ones of the same account flag their publishers.
 */
export const PAYOUT_METHOD_VERIFICATIONS = [
  'unverified',
  'pending',
  'verified',
  'mismatch',
  'failed',
] as const;
export type TPayoutMethodVerification = (typeof PAYOUT_METHOD_VERIFICATIONS)[number];

/**
 * A payout's failures whose reason is the app's own, not the provider's: method_changed, the
 * method it was to be paid into changed or lost its verification before it was sent.
 */
export const PAYOUT_FAILURE_CODES = ['method_changed'] as const;
export type TPayoutFailureCode = (typeof PAYOUT_FAILURE_CODES)[number];

/** One of the publisher's payout methods as they see it: masked, never whole. */
export const ZPayoutMethod = z.object({
  kind: ZPayoutMethodKind,
  /** as•••@okaxis, or the bank's IFSC and ••••9012. */
  masked: z.string(),
  accountHolderName: z.string().nullable(),
  ifsc: z.string().nullable(),
  verification: z.enum(PAYOUT_METHOD_VERIFICATIONS),
  /** Why the last verification failed, in the provider's own words (untranslated); null otherwise. */
  failureReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
});
export type TPayoutMethod = z.infer<typeof ZPayoutMethod>;

/** /publisher/get-payout-methods: the caller's methods (none until they add one in their profile). */
export const ZGetPayoutMethodsRequest = z.object({}).optional();
export const ZPayoutMethods = z.object({
  methods: z.array(ZPayoutMethod),
  /**
   * The same UPI id or bank account is on another publisher: no payout until a person clears the
   * review (the app tells the publisher so in their language; flagReason is the English).
   */
  isFlagged: z.boolean(),
  flagReason: z.string().nullable(),
  /** The smallest withdrawal, major units, INR. */
  minimumPayout: z.number(),
  /** TDS as it will apply to the next payouts (configuration; sections 194H and 206AA). */
  tax: z.object({
    /** The profile's PAN, masked (••••••234F), or null. */
    pan: z.string().nullable(),
    /** With a PAN, in percent. */
    ratePercent: z.number(),
    /** Without one (section 206AA), in percent. */
    noPanRatePercent: z.number(),
    /** Gross payouts in a financial year up to this (major units, INR) withhold nothing. */
    thresholdAmount: z.number(),
  }),
});
export type TPayoutMethods = z.infer<typeof ZPayoutMethods>;

/** /publisher/verify-payout-method: asks the payout provider to check one method. */
export const ZVerifyPayoutMethodRequest = z.object({ method: ZPayoutMethodKind });
export type TVerifyPayoutMethodRequest = z.infer<typeof ZVerifyPayoutMethodRequest>;

// ---------- payout-method reviews (the platform's operators) ----------

/** /operations/get-payout-reviews: the open reviews by publisher, and the latest cleared ones. */
export const ZGetPayoutReviewsRequest = z.object({}).optional();
export const PAYOUT_REVIEW_STATUSES = ['open', 'cleared'] as const;
export const ZPayoutReview = z.object({
  publisherId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(PAYOUT_REVIEW_STATUSES),
  reason: z.string(),
  openedAt: z.string(),
  /** The publisher's methods that another publisher has too, masked; empty if changed since. */
  methods: z.array(z.object({ kind: ZPayoutMethodKind, masked: z.string() })),
  /** The other publishers with the same UPI id or bank account. */
  sharedWith: z.array(z.object({ publisherId: z.string(), name: z.string(), email: z.string() })),
  /** Money the review holds back: the publisher's available balance, major units, INR. */
  available: z.number(),
  clearedBy: z.string().nullable(),
  clearedAt: z.string().nullable(),
});
export type TPayoutReview = z.infer<typeof ZPayoutReview>;
export const ZPayoutReviews = z.object({
  open: z.array(ZPayoutReview),
  /** The 20 most recently cleared. */
  cleared: z.array(ZPayoutReview),
});
export type TPayoutReviews = z.infer<typeof ZPayoutReviews>;

/** /operations/clear-payout-review: the shared account is legitimate; the publisher is paid again. */
export const ZClearPayoutReviewRequest = z.object({ publisherId: idField('publisherId') });
export type TClearPayoutReviewRequest = z.infer<typeof ZClearPayoutReviewRequest>;

// ---------- TDS deposits (the platform's operators) ----------

/**
 * A month's TDS (IST, by the day its payouts were paid): open while the month runs; due once it
 * has ended, until the 7th of the next month (30 April for March); overdue after; deposited once
 * an operator recorded the challan.
 */
export const TDS_MONTH_STATUSES = ['open', 'due', 'overdue', 'deposited'] as const;
export const ZTdsMonth = z.object({
  /** '2026-11' */
  month: z.string(),
  status: z.enum(TDS_MONTH_STATUSES),
  /** The TDS withheld by the month's paid payouts (INR), deposited or to deposit. */
  tdsAmount: z.number(),
  payouts: z.number().int(),
  /** The last day to deposit it (ISO date). */
  dueDate: z.string(),
  deposit: z
    .object({
      bsrCode: z.string(),
      challanSerial: z.string(),
      challanDate: z.string(),
      recordedAt: z.string(),
      recordedBy: z.string(),
    })
    .nullable(),
});
export type TTdsMonth = z.infer<typeof ZTdsMonth>;
export const ZTdsMonths = z.object({ months: z.array(ZTdsMonth) });
export type TTdsMonths = z.infer<typeof ZTdsMonths>;

/** /operations/get-tds-deposits: every month with TDS withheld, newest first. */
export const ZGetTdsDepositsRequest = z.object({}).optional();
export const TDS_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const BSR_CODE_PATTERN = /^\d{7}$/;
export const CHALLAN_SERIAL_PATTERN = /^\d{5}$/;
/**
 * /operations/record-tds-deposit: the challan (ITNS 281) a month's TDS was deposited with: the
 * bank branch's 7-digit BSR code, the challan's date and its 5-digit serial number.
 */
export const ZRecordTdsDepositRequest = z.object({
  month: textField({
    required: 'month is required',
    pattern: [TDS_MONTH_PATTERN, 'month must look like 2026-04'],
  }),
  bsrCode: textField({ required: 'bsrCode is required', pattern: [BSR_CODE_PATTERN, 'bsrCode is 7 digits'] }),
  challanSerial: textField({
    required: 'challanSerial is required',
    pattern: [CHALLAN_SERIAL_PATTERN, 'challanSerial is 5 digits'],
  }),
  challanDate: dateField('challanDate'),
});
export type TRecordTdsDepositRequest = z.infer<typeof ZRecordTdsDepositRequest>;

/**
 * /operations/get-tds-deductees: a month's deductees for its TDS return (Form 26Q), one row per
 * payout that withheld TDS; answers a CSV file, not an envelope.
 */
export const ZGetTdsDeducteesRequest = ZRecordTdsDepositRequest.pick({ month: true });
export type TGetTdsDeducteesRequest = z.infer<typeof ZGetTdsDeducteesRequest>;

// ---------- payouts ----------

/** reversed: paid, then sent back by the bank; the money is available again. */
export const PAYOUT_STATES = ['pending', 'processing', 'paid', 'failed', 'reversed'] as const;
export const ZPayoutState = z.enum(PAYOUT_STATES);
export type TPayoutState = z.infer<typeof ZPayoutState>;

/** manual: the publisher withdrew; scheduled: the platform's weekly or monthly run. */
export const PAYOUT_ORIGINS = ['manual', 'scheduled'] as const;

export const ZPayout = z.object({
  _id: z.string(),
  /** The net: what the bank account receives (gross − TDS). */
  amount: z.number(),
  /** What left the publisher's available earnings. */
  grossAmount: z.number(),
  /** TDS withheld under section 194H (0 below the year's threshold). */
  tdsAmount: z.number(),
  /** The TDS rate applied, in percent; 0 when none was withheld. */
  tdsRatePercent: z.number(),
  /** TDS was withheld at the no-PAN rate (section 206AA): the profile had no PAN when it was made. */
  isTdsWithoutPan: z.boolean(),
  /** The self-billed statement's serial once first downloaded (`PS/2526/000001`); null before. */
  statementNumber: z.string().nullable(),
  currency: ZPlanCurrency,
  state: ZPayoutState,
  origin: z.enum(PAYOUT_ORIGINS),
  /** What was paid into, masked as it was at the time. */
  method: z.object({ kind: ZPayoutMethodKind, masked: z.string() }),
  /** UPI, IMPS or NEFT. */
  mode: z.enum(['UPI', 'IMPS', 'NEFT']),
  /** Why it failed, when the reason is ours: the app says it in the reader's language. */
  failureCode: z.enum(PAYOUT_FAILURE_CODES).nullable(),
  /** The provider's or the bank's own words on a failure or return, as they gave them (untranslated). */
  failureReason: z.string().nullable(),
  /** The bank's reference once paid (UTR), when the provider gives one. */
  reference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TPayout = z.infer<typeof ZPayout>;

/**
 * /publisher/withdraw: pays the caller's available earnings (all of them, or `amount`, major
 * units) into their verified method (`method`; the verified UPI id first when left out). The same
 * idempotencyKey again answers the same payout and never pays twice.
 */
export const ZWithdrawRequest = z.object({
  amount: moneyAmountField('amount').optional(),
  currency: ZPlanCurrency.default('INR'),
  method: ZPayoutMethodKind.optional(),
  idempotencyKey: payoutIdempotencyKey,
});
export type TWithdrawRequest = z.input<typeof ZWithdrawRequest>;

/**
 * /publisher/get-payout-statement: the self-billed statement (PDF) of one of the caller's
 * payouts that is processing or paid.
 */
export const ZGetPayoutStatementRequest = z.object({ payoutId: idField('payoutId') });
export type TGetPayoutStatementRequest = z.infer<typeof ZGetPayoutStatementRequest>;

/** /publisher/get-payouts: the caller's payouts, newest first. */
export const ZGetPayoutsRequest = z.object({ page: pageField, pageSize: pageSizeField });
export type TGetPayoutsRequest = z.input<typeof ZGetPayoutsRequest>;
export const ZPayoutsPage = z.object({
  rows: z.array(ZPayout),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TPayoutsPage = z.infer<typeof ZPayoutsPage>;

// ---------- earnings (the publisher's side) ----------

/**
 * pending (inside the ad's holding period) | held (the brand reported the publisher; under
 * review) | available (past the holding period: a payout may take it) | reversed (back to the
 * brand: a confirmed report or a refund).
 */
export const EARNING_STATUSES = ['pending', 'held', 'available', 'reversed'] as const;
export const ZEarningStatus = z.enum(EARNING_STATUSES, {
  error: `status must be one of ${EARNING_STATUSES.join(', ')}`,
});
export type TEarningStatus = z.infer<typeof ZEarningStatus>;

/** What earned it: an event of the ad's pricing, a verified post, or a brand's manual bonus. */
export const EARNING_KINDS = ['click', 'pageview', 'conversion', 'post', 'bonus'] as const;
export type TEarningKind = (typeof EARNING_KINDS)[number];

export const EARNINGS_MAX_RANGE_DAYS = 366;

/**
 * /publisher/get-earnings: the caller's earnings. `from`/`to` (dates, inclusive, UTC) bound the
 * by-day series (the last 30 days when left out); `cursor` is the previous page's `nextCursor`.
 */
export const ZGetEarningsRequest = z.object({
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  status: ZEarningStatus.optional(),
  adId: idField('adId').optional(),
  cursor: cursorField().optional(),
  pageSize: pageSizeField,
});
export type TGetEarningsRequest = z.input<typeof ZGetEarningsRequest>;

/** One currency's totals. `available` may be below 0: a reversal after release, which later earnings pay off. */
export const ZEarningsTotals = z.object({
  currency: ZPlanCurrency,
  pending: z.number(),
  held: z.number(),
  available: z.number(),
  /** Sent to the bank, not settled yet. */
  inTransit: z.number(),
  paid: z.number(),
  reversed: z.number(),
  /** available ≥ the minimum, a verified method and no review: the publisher may withdraw. */
  canWithdraw: z.boolean(),
});
export type TEarningsTotals = z.infer<typeof ZEarningsTotals>;

export const ZEarningsByAd = z.object({
  adId: z.string(),
  campaignName: z.string(),
  brandName: z.string(),
  currency: ZPlanCurrency,
  holdingDays: z.number().int(),
  pending: z.number(),
  held: z.number(),
  available: z.number(),
  reversed: z.number(),
  /** pending + held + available: what the ad earned the publisher, reversals left out. */
  earned: z.number(),
  /**
   * A USD ad's available earnings as the INR they were converted to at their release (payouts
   * are INR only), major units; null for an ad paid in INR.
   */
  availableConverted: z.number().nullable(),
});
export type TEarningsByAd = z.infer<typeof ZEarningsByAd>;

export const ZEarningsByDay = z.object({
  /** YYYY-MM-DD (UTC), the day of the events. */
  day: z.string(),
  currency: ZPlanCurrency,
  /** Earned that day, reversals left out. */
  earned: z.number(),
  reversed: z.number(),
});
export type TEarningsByDay = z.infer<typeof ZEarningsByDay>;

export const ZEarningConversion = z.object({
  amount: z.number(),
  currency: ZPlanCurrency,
  rate: z.number().positive(),
});
export type TEarningConversion = z.infer<typeof ZEarningConversion>;

/** One earning and why it exists. */
export const ZEarningEntry = z.object({
  _id: z.string(),
  adId: z.string(),
  campaignName: z.string(),
  kind: z.enum(EARNING_KINDS),
  /** When the click, view or conversion happened (a bonus: when it was given). */
  occurredAt: z.string(),
  amount: z.number(),
  currency: ZPlanCurrency,
  status: ZEarningStatus,
  /** When it becomes (or became) available: occurredAt + the ad's holding days. */
  availableFrom: z.string(),
  /** A bonus's reason, as the brand wrote it; null for events. */
  note: z.string().nullable(),
  /**
   * A USD earning converted to INR when it became available: the amount it credited (major
   * units), in which currency, at which rate (rupees per dollar); null when paid as earned.
   */
  converted: ZEarningConversion.nullable(),
});
export type TEarningEntry = z.infer<typeof ZEarningEntry>;

export const ZPublisherEarnings = z.object({
  totals: z.array(ZEarningsTotals),
  byAd: z.array(ZEarningsByAd),
  byDay: z.array(ZEarningsByDay),
  from: z.string(),
  to: z.string(),
  entries: z.object({ rows: z.array(ZEarningEntry), nextCursor: z.string().nullable() }),
  /** The smallest withdrawal, major units, INR. */
  minimumPayout: z.number(),
});
export type TPublisherEarnings = z.infer<typeof ZPublisherEarnings>;

// ---------- the brand's side (/payout/*) ----------

const orgIdField = idField('orgId');

/**
 * /payout/get-all-payout (Read member): what the organisation's ads earned their publishers, one
 * line per ad and publisher, biggest first; `adId` narrows it to one ad.
 */
export const ZGetAllAdPayoutsRequest = z.object({
  orgId: orgIdField,
  adId: idField('adId').optional(),
  page: pageField,
  pageSize: pageSizeField,
});
export type TGetAllAdPayoutsRequest = z.input<typeof ZGetAllAdPayoutsRequest>;

/** One ad and publisher: what the ad's budget paid them, by state. */
export const ZAdPayoutLine = z.object({
  /** `<adId>_<publisherId>`, what /payout/get-payout takes. */
  _id: z.string(),
  adId: z.string(),
  campaignName: z.string(),
  publisherId: z.string(),
  publisherName: z.string(),
  currency: ZPlanCurrency,
  pending: z.number(),
  held: z.number(),
  available: z.number(),
  reversed: z.number(),
  /** Manual bonuses and adjustments, included in the states above. */
  bonuses: z.number(),
  earned: z.number(),
  lastEarnedAt: z.string().nullable(),
});
export type TAdPayoutLine = z.infer<typeof ZAdPayoutLine>;

export const ZAdPayoutLinesPage = z.object({
  rows: z.array(ZAdPayoutLine),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdPayoutLinesPage = z.infer<typeof ZAdPayoutLinesPage>;

/** /payout/get-payout (Read member): one line with its latest entries. */
export const ZGetAdPayoutRequest = z.object({
  orgId: orgIdField,
  adId: idField('adId'),
  publisherId: idField('publisherId'),
});
export type TGetAdPayoutRequest = z.infer<typeof ZGetAdPayoutRequest>;
export const ZAdPayoutDetail = z.object({
  line: ZAdPayoutLine,
  /** The newest entries (at most 100). */
  entries: z.array(ZEarningEntry),
});
export type TAdPayoutDetail = z.infer<typeof ZAdPayoutDetail>;

/** /payout/get-payout-amount (Read member): what the organisation owes and paid, per ad and publisher. */
export const ZGetPayoutAmountRequest = z.object({ orgId: orgIdField, adId: idField('adId').optional() });
export type TGetPayoutAmountRequest = z.infer<typeof ZGetPayoutAmountRequest>;

/**
 * /payout/generate-invoice (Read member): the GST tax invoice of one of the organisation's paid
 * ad-budget payments; answers the PDF itself, not an envelope.
 */
export const ZGenerateInvoiceRequest = z.object({ orgId: orgIdField, paymentId: idField('paymentId') });
export type TGenerateInvoiceRequest = z.infer<typeof ZGenerateInvoiceRequest>;
/**
 * /payout/generate-credit-note (Read member): the GST credit note of a refunded ad-budget payment,
 * against its tax invoice; answers the PDF itself, not an envelope.
 */
export const ZGenerateCreditNoteRequest = ZGenerateInvoiceRequest;
export type TGenerateCreditNoteRequest = TGenerateInvoiceRequest;
export const ZPayoutAmountLine = z.object({
  adId: z.string(),
  campaignName: z.string(),
  publisherId: z.string(),
  publisherName: z.string(),
  currency: ZPlanCurrency,
  /** Earned and not yet released to the publisher (pending + held). */
  owed: z.number(),
  /** Released to the publisher (available to them, or already paid out). */
  paid: z.number(),
});
export type TPayoutAmountLine = z.infer<typeof ZPayoutAmountLine>;
export const ZPayoutAmount = z.object({
  totals: z.array(z.object({ currency: ZPlanCurrency, owed: z.number(), paid: z.number() })),
  lines: z.array(ZPayoutAmountLine),
});
export type TPayoutAmount = z.infer<typeof ZPayoutAmount>;

export const BONUS_REASON_MAX = 200;

/**
 * /payout/add-affliate-payout (Admin): a manual bonus or adjustment from the ad's budget to a
 * publisher on it, in the ad's currency, with a reason. It is an earning of kind `bonus` and
 * follows the ad's holding period like the others.
 */
export const ZAddAffiliatePayoutRequest = z.object({
  orgId: orgIdField,
  adId: idField('adId'),
  publisherId: idField('publisherId'),
  amount: moneyAmountField('amount'),
  /** Must be the ad's currency when given. */
  currency: ZPlanCurrency.optional(),
  reason: textField({
    required: 'reason is required',
    max: [BONUS_REASON_MAX, `reason cannot exceed ${BONUS_REASON_MAX} characters`],
  }),
  /** The same key again answers the first bonus. */
  idempotencyKey: payoutIdempotencyKey.optional(),
});
export type TAddAffiliatePayoutRequest = z.infer<typeof ZAddAffiliatePayoutRequest>;
