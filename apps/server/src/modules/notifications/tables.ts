import type { TNotificationParams } from '@creatorscope/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';

/** One row per recipient, so each member reads and dismisses their own. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Which message it is (contracts' NOTIFICATION_MESSAGES) and its values: the app translates it. */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<TNotificationParams>(),
    /** Where clicking it leads, inside the app. */
    path: text('path'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_org_created_idx').on(t.userId, t.orgId, t.createdAt)],
);
