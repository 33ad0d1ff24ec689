import type { TBookmarkMetrics } from '@creatorscope/contracts';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { labels } from '../labels/tables.js';
import { organizations } from '../org/tables.js';

/**
 * Instagram posts and reels an organisation saved. A post is saved once per organisation
 * (unique shortcode). A bookmark whose label is deleted falls back to 'Default Label' (label_id
 * null) in the same statement that deletes the label, so no bookmark can point at a gone label.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    shortcode: text('shortcode').notNull(),
    /** posts | reels */
    type: text('type').notNull(),
    labelId: uuid('label_id').references(() => labels.id, { onDelete: 'set null' }),
    isInsights: boolean('is_insights').notNull().default(true),
    isTrends: boolean('is_trends').notNull().default(false),
    caption: text('caption'),
    creatorHandle: text('creator_handle'),
    thumbnailUrl: text('thumbnail_url'),
    metrics: jsonb('metrics').$type<TBookmarkMetrics>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookmarks_org_shortcode_key').on(t.orgId, t.shortcode),
    index('bookmarks_org_created_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()),
    index('bookmarks_org_label_idx').on(t.orgId, t.labelId),
  ],
);
