import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox provider's own books: what an outside provider would keep on its side. The payments
 * module never reads it; it learns outcomes only through the port and signed webhooks.
 */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  /** Provider payment id (sbx_pay_…). */
  id: text('id').primaryKey(),
  /** Our checkout token, which the hosted page is addressed by. */
  token: text('token').notNull().unique(),
  subscriptionId: text('subscription_id'),
  /** Monthly | Yearly for subscriptions. */
  period: text('period'),
  amountMinor: integer('amount_minor').notNull(),
  /** What its refunds gave back so far (a full refund: all of it). */
  refundedMinor: integer('refunded_minor').notNull().default(0),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  /** pending | succeeded | failed | cancelled | refunded */
  status: text('status').notNull().default('pending'),
  /** active | cancelled, for subscriptions. */
  subscriptionStatus: text('subscription_status'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The buyer as the hosted page greets them (the organisation's name). */
  customerName: text('customer_name').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  returnUrl: text('return_url').notNull(),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
