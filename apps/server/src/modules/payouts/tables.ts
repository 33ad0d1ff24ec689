import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from '../payments/tables.js';
import { publishers } from '../publishers/tables.js';

/**
 * A publisher's payout method as the payout provider knows it: one row per publisher and kind
 * (upi | bank) for the details their profile holds now. `fingerprint` is the HMAC-SHA256 of the
 * normalised UPI id or IFSC + account number (keyed with DATA_ENCRYPTION_KEY), so the same
 * account on two publishers is found without storing it whole; when the profile's details
 * change, the fingerprint does and the row starts over unverified. `verification`: unverified |
 * pending (the provider is checking) | verified (the account exists and its holder's name is the
 * publisher's) | mismatch (it exists, registered to another name) | failed. Only a verified row is
 * paid or counts as a duplicate of another publisher's.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint').notNull(),
    verification: text('verification').notNull().default('unverified'),
    failureReason: text('failure_reason'),
    /** The provider's id of the account (RazorpayX fund account), once created. */
    providerAccountId: text('provider_account_id'),
    /** The provider's id of the last verification (RazorpayX fund-account validation). */
    providerValidationId: text('provider_validation_id'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * The publisher's name the holder's name was compared with: a verified or mismatching row
     * starts over when the publisher's name changes.
     */
    checkedName: text('checked_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'payout_methods_pkey', columns: [t.publisherId, t.kind] }),
    index('payout_methods_fingerprint_idx').on(t.fingerprint),
    check('payout_methods_kind_check', sql`${t.kind} in ('upi', 'bank')`),
  ],
);

/**
 * Why a publisher was flagged for review (publishers.status 'flagged'): one row per publisher and
 * shared fingerprint. `status`: open | cleared (a person looked and cleared it; that fingerprint
 * no longer flags this publisher). The publisher is paid again once none of their rows is open.
 */
export const payoutReviews = pgTable(
  'payout_reviews',
  {
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    clearedBy: text('cleared_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'payout_reviews_pkey', columns: [t.publisherId, t.fingerprint] })],
);

/**
 * One payout of a publisher's available money: pending (the money is in transit in the ledger,
 * the provider not asked yet or not answered) → processing (the provider took it) → paid |
 * failed (the money went back to available); paid → reversed (the bank sent it back: available
 * again). `idempotency_key` is the publisher's key prefixed
 * with their id (`<publisherId>:<key>`), so one key is one payout per publisher.
 *
 * Money: `gross_minor` left the publisher's available balance; `tds_minor` of it was withheld
 * (section 194H, to tds_payable) and `amount_minor` (gross − TDS, the net) is what goes through
 * payout_in_transit to the bank. `tds_base_minor` is the part of the financial year's gross this
 * payout's TDS was worked out on (the year so far on the first crossing, else this payout), so
 * the year's untaxed gross is Σ gross − Σ base over its payouts neither failed nor reversed.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id),
    /** The net: what the provider pays (gross − TDS). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    tdsMinor: bigint('tds_minor', { mode: 'number' }).notNull().default(0),
    tdsBaseMinor: bigint('tds_base_minor', { mode: 'number' }).notNull().default(0),
    /** The TDS rate applied, in basis points (200 = 2%); 0 when none was withheld. */
    tdsRateBps: integer('tds_rate_bps').notNull().default(0),
    /** Withheld at the no-PAN rate (section 206AA): the profile had no PAN when it was made. */
    isTdsWithoutPan: boolean('tds_without_pan').notNull().default(false),
    /** The payee's PAN as it was then, masked (••••••234F), for the statement; null: none given. */
    panMasked: text('pan_masked'),
    /** The deposit its TDS went to the government with; null: not deposited (or none withheld). */
    tdsDepositId: uuid('tds_deposit_id').references(() => tdsDeposits.id),
    /** The Indian financial year of its creation (IST), as `2526` for 1 Apr 2025 – 31 Mar 2026. */
    financialYear: text('financial_year').notNull(),
    /** The self-billed statement's serial (`PS/2526/000001`), given at its first download. */
    statementNumber: text('statement_number').unique('payouts_statement_number_key'),
    currency: text('currency').notNull(),
    state: text('state').notNull().default('pending'),
    /** manual | scheduled */
    origin: text('origin').notNull(),
    methodKind: text('method_kind').notNull(),
    /** The method as the publisher saw it then (as•••@okaxis, HDFC0001234 ••••9012). */
    methodMasked: text('method_masked').notNull(),
    /** UPI | IMPS | NEFT */
    mode: text('mode').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('payouts_idempotency_key'),
    providerPayoutId: text('provider_payout_id'),
    /** The bank's reference (UTR) once paid. */
    reference: text('reference'),
    /** A reason of the app's own (PAYOUT_FAILURE_CODES), shown translated; null otherwise. */
    failureCode: text('failure_code'),
    /** The provider's or the bank's own words on a failure or return. */
    failureReason: text('failure_reason'),
    /**
     * What the first attempt asked the provider to pay (CreatePayoutInput as JSON, sealed: it holds
     * the UPI id or bank account): a retry after a lost answer sends exactly this again, whatever
     * the publisher's methods are by then.
     */
    sentRequestSealed: text('sent_request_sealed'),
    /** Times the provider was asked to send it (a retry after a lost answer reuses the key). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_publisher_created_idx').on(t.publisherId, t.createdAt),
    index('payouts_open_idx').on(t.updatedAt).where(sql`${t.state} in ('pending', 'processing')`),
    index('payouts_publisher_year_idx').on(t.publisherId, t.financialYear),
    check('payouts_amount_check', sql`${t.amountMinor} > 0`),
    check(
      'payouts_tds_check',
      sql`${t.tdsMinor} >= 0 and ${t.tdsBaseMinor} >= 0 and ${t.grossMinor} = ${t.amountMinor} + ${t.tdsMinor}`,
    ),
    check('payouts_state_check', sql`${t.state} in ('pending', 'processing', 'paid', 'failed', 'reversed')`),
  ],
);

/**
 * Consecutive serial numbers per series and financial year (`payout_statement`, `tax_invoice`):
 * `last_number` is the last one given. A number is taken in the transaction that stores it on its
 * document, so a rolled-back one is not used and none is given twice.
 */
export const documentSerials = pgTable(
  'document_serials',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ name: 'document_serials_pkey', columns: [t.series, t.financialYear] })],
);

/**
 * The GST tax invoice of an ad-budget payment: its serial (`INV/2627/000001`, the taxInvoice series
 * of the payment's financial year), given at the first download and the same on every later one.
 */
export const taxInvoices = pgTable('tax_invoices', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique('tax_invoices_number_key'),
  financialYear: text('financial_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A month's TDS deposited with the government (marketing.md, "Money", 5): the TDS of every payout
 * paid that month (IST) moves tds_payable → external:tds, and each payout names this row. The
 * challan (ITNS 281) is what Form 26Q and the publishers' Form 16A cite.
 */
export const tdsDeposits = pgTable('tds_deposits', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** '2026-11' (IST) */
  month: text('month').notNull().unique('tds_deposits_month_key'),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  payouts: integer('payouts').notNull(),
  bsrCode: text('bsr_code').notNull(),
  challanSerial: text('challan_serial').notNull(),
  challanDate: text('challan_date').notNull(),
  /** The operator who recorded it, by their sign-in email (as a review's clearing is). */
  recordedBy: text('recorded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The GST credit note of a refunded ad-budget payment (`CN/2627/000001`, the creditNote series of
 * the refund's financial year), against the payment's tax invoice; given at its first download.
 */
export const creditNotes = pgTable('credit_notes', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique('credit_notes_number_key'),
  financialYear: text('financial_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bytes as PostgreSQL's bytea: node-postgres reads a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A document as it was issued, kept so that every later download answers the same PDF: a tax
 * invoice (kind `tax_invoice`) at its first download, a payout's self-billed statement
 * (`payout_statement`) at its first download once the payout is paid. Neither may change after
 * it reached its reader, whatever changes later in the rows it was drawn from (a name, an ad's
 * campaign, a reversal).
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.number] })],
);
