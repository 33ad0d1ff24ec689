import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../org/tables.js';

/**
 * An organisation's paid plan; no row means Free. The plan in force is derived on read from the
 * status and the period end (see getOrgPlan), so a plan that ran out needs no job to end it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** free | creator | enterprise | custom */
    planId: text('plan_id').notNull().default('free'),
    /** Monthly | Yearly; null on Free. */
    period: text('period'),
    /** active | on_hold | cancelled */
    status: text('status').notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** sandbox | dodo */
    provider: text('provider'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** The payment that paid the current period: the one that started it, then each renewal. */
    paymentId: uuid('payment_id'),
    /** End of a bought premium insights pass (independent of the plan). */
    premiumInsightsUntil: timestamp('premium_insights_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_provider_subscription_idx').on(t.providerSubscriptionId)],
);
