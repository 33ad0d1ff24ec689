import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';

/**
 * Files an organisation uploaded (an ad's creatives). The bytes live in storage under `key`
 * (local disk or S3); the row says whose they are, so that only that organisation deletes them.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Who uploaded it; kept when that person leaves. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** image | video */
    kind: text('kind').notNull(),
    /** The stored file's type, read from its bytes. */
    mime: text('mime').notNull(),
    key: text('key').notNull(),
    /** A small WebP of an image; null for a video. */
    thumbnailKey: text('thumbnail_key'),
    /** Of the stored file (an image as re-encoded). */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_org_created_idx').on(t.orgId, t.createdAt)],
);
