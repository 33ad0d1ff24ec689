import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../org/tables.js';

/**
 * The money ledger's accounts, named by a stable key (`ad_budget:<adId>`, `platform_fee`,
 * `external:payments`; see accounts.ts). An account holds no balance: its balance is the sum of
 * its entries. No cascade from the organisation: money records outlive whatever deletes it.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    key: text('key').primaryKey(),
    /** ad_budget | publisher_pending | publisher_available | payout_in_transit | tds_payable | platform_fee | output_tax | refunds | external */
    kind: text('kind').notNull(),
    /** What the key names after its kind (an ad id, a publisher id, `payments`); null for platform accounts. */
    ownerId: text('owner_id'),
    /** The organisation whose money it is (a brand's budget); null for platform and publisher accounts. */
    orgId: uuid('org_id').references(() => organizations.id),
    /** The one currency it holds, or null for an account that holds any (platform accounts). */
    currency: text('currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_accounts_org_idx').on(t.orgId),
    check('ledger_accounts_currency_check', sql`${t.currency} in ('INR', 'USD')`),
  ],
);

/**
 * One movement of money: `amountMinor` leaves the debit account and arrives in the credit account
 * (balance = credits − debits). Never updated or deleted; a mistake is undone by a reverse entry.
 * `id` orders the entries (pages, newest first). The balance indexes cover (account, currency,
 * amount), so a balance is two index-only sums.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    debitAccount: text('debit_account')
      .notNull()
      .references(() => ledgerAccounts.key),
    creditAccount: text('credit_account')
      .notNull()
      .references(() => ledgerAccounts.key),
    /** Integer minor units (paise, cents). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    /** What moved it, in the words of the domain that did (`funding`, `click`, `payout`…). */
    reason: text('reason').notNull(),
    /** The id of the thing that moved it (a payment, a click, a payout). */
    sourceId: text('source_id').notNull(),
    /** The same movement asked twice is one entry. */
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_entries_idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_debit_balance_idx').on(t.debitAccount, t.currency, t.amountMinor),
    index('ledger_entries_credit_balance_idx').on(t.creditAccount, t.currency, t.amountMinor),
    index('ledger_entries_debit_page_idx').on(t.debitAccount, t.id),
    index('ledger_entries_credit_page_idx').on(t.creditAccount, t.id),
    check('ledger_entries_amount_check', sql`${t.amountMinor} > 0`),
    check('ledger_entries_currency_check', sql`${t.currency} in ('INR', 'USD')`),
    check('ledger_entries_two_accounts_check', sql`${t.debitAccount} <> ${t.creditAccount}`),
  ],
);
