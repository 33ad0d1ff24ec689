import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';

export type BuyerSnapshot = {
  name: string;
  email: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  gstin: string | null;
};

/**
 * Every payment of every purpose. Money is in minor units (paise, cents). `fulfilledAt` is set by
 * the one conditional update that fulfils a payment, which is what makes fulfilment happen once
 * whether the status check or the webhook gets there first.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The checkout token (also in the return URL); unguessable. */
    token: text('token').notNull(),
    /** plan | credit_pack | premium_insights (later: ad budgets and other purposes). */
    purpose: text('purpose').notNull(),
    productKey: text('product_key').notNull(),
    description: text('description').notNull(),
    planId: text('plan_id'),
    period: text('period'),
    credits: integer('credits'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** pending | succeeded | failed | cancelled | refunded */
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sandbox | dodo */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    checkoutUrl: text('checkout_url'),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    receiptNumber: text('receipt_number'),
    failureReason: text('failure_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A renewal charged by the provider: the payment that started the subscription. Renewals have
     * no checkout; their token is random and their idempotency key `renewal:<provider payment id>`.
     */
    renewalOf: uuid('renewal_of').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Credits the refund took back from the balance (what the payment granted, down to zero). */
    refundedCredits: integer('refunded_credits'),
    /** Credits the payment granted that were already spent when it was refunded: not taken back. */
    refundShortfallCredits: integer('refund_shortfall_credits'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_token_key').on(t.token),
    uniqueIndex('payments_org_idempotency_key').on(t.orgId, t.idempotencyKey),
    uniqueIndex('payments_receipt_number_key').on(t.receiptNumber),
    index('payments_provider_payment_idx').on(t.providerPaymentId),
    index('payments_provider_subscription_idx').on(t.providerSubscriptionId),
    index('payments_org_created_idx').on(t.orgId, t.createdAt),
  ],
);

/** The buyer details an organisation keeps for its receipts. */
export const billingDetails = pgTable('billing_details', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email'),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  gstin: text('gstin'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook deliveries seen, by their `webhook-id`: a retried or duplicated delivery is acknowledged, not applied again. */
export const webhookEvents = pgTable('webhook_events', {
  webhookId: text('webhook_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});
