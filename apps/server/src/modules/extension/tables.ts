import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';

/**
 * Answers of the 'sorry to see you go' page the extension opens once removed. Anonymous answers
 * are kept too; the user and organisation are only recorded when the caller proved them.
 */
export const extensionUninstallFeedback = pgTable(
  'extension_uninstall_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'set null' }),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    comment: text('comment').notNull(),
    isExtensionInstalled: boolean('is_extension_installed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('extension_uninstall_feedback_created_idx').on(t.createdAt)],
);
