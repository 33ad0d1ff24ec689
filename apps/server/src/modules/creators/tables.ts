import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { creators } from '../insights/tables.js';
import { organizations } from '../org/tables.js';

/**
 * The creators an organisation tracks: each row takes one handle of the plan's quota. Rows stay
 * when the plan shrinks (a downgraded organisation keeps its data); only new ones are refused.
 */
export const trackedCreators = pgTable(
  'tracked_creators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the daily refresh last looked at this creator for this organisation: posts newer than
     * it are the ones checked for alerts. A refresh claims a row by moving it forward, which is
     * also what keeps two instances from doing the same work.
     */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracked_creators_org_creator_key').on(t.orgId, t.creatorId),
    index('tracked_creators_org_created_idx').on(t.orgId, t.createdAt),
    index('tracked_creators_checked_idx').on(t.checkedAt),
  ],
);

/** One row per post an organisation was alerted about, so a post raises its alert once. */
export const trackedCreatorAlerts = pgTable(
  'tracked_creator_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    shortcode: text('shortcode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tracked_creator_alerts_org_post_key').on(t.orgId, t.shortcode)],
);
