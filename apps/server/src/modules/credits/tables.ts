import type { TCreditNoteItem } from '@creatorscope/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';

/**
 * Every change of an organisation's insight credits, with the balance after it. The newest row
 * holds the balance; `seq` orders rows of one organisation and, being unique, makes two writers
 * racing for the same balance collide instead of both succeeding.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    delta: integer('delta').notNull(),
    /** plan_grant | purchase | analysis | refund | adjustment */
    reason: text('reason').notNull(),
    /** In English, for other readers of the API; noteItem says the same for the app to translate. */
    note: text('note'),
    noteItem: jsonb('note_item').$type<TCreditNoteItem>(),
    balanceAfter: integer('balance_after').notNull(),
    /** Makes a grant or a charge happen once however often it is retried (a payment id, say). */
    idempotencyKey: text('idempotency_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_ledger_org_seq_key').on(t.orgId, t.seq),
    uniqueIndex('credit_ledger_org_idempotency_key').on(t.orgId, t.idempotencyKey),
    index('credit_ledger_org_created_idx').on(t.orgId, t.createdAt),
  ],
);
