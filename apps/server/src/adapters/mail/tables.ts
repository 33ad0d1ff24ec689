import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The dev outbox: every mail sent without SMTP_URL, readable at /dev/outbox outside production. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.to, t.createdAt)],
);
