import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';

/**
 * Read-only reports an organisation shared at `/r/<slug>`. The slug is the only secret (128
 * random bits), so a link is never listed or found any other way. Revoked and expired rows stay
 * for the list and its view counts; the public endpoint answers 404 for them.
 */
export const sharedLinks = pgTable(
  'shared_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** creator | shortlist */
    kind: text('kind').notNull(),
    /** Handles in the order chosen. */
    handles: jsonb('handles').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shared_links_slug_key').on(t.slug),
    index('shared_links_org_created_idx').on(t.orgId, t.createdAt),
  ],
);
