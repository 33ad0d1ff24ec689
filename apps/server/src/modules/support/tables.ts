import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';

/**
 * What users and visitors sent through the 'Contact Support' form. `number` makes the reference
 * people quote ('CS-001042'); name and email are copied, so a request outlives its account.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1000 }),
    /** Null for a visitor who was not signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email').notNull(),
    /** The language the confirmation mail was written in. */
    language: text('language').notNull(),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    pagePath: text('page_path'),
    /** open | answered | closed */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_requests_number_key').on(t.number),
    index('support_requests_user_created_idx').on(t.userId, t.createdAt),
  ],
);
