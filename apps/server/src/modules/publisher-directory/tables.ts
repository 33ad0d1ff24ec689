import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { affiliateAds } from '../affiliate-ads/tables.js';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';
import { publishers } from '../publishers/tables.js';

/**
 * What a brand asked a publisher from the directory: their contact details, a collaboration, or
 * to join one of its ads. The publisher answers yes or no; contact details reach the brand only
 * through an accepted contact request. One open (pending) request per organisation, publisher and
 * `open_key` (the kind; `invite:<adId>` for an invitation), so a repeat finds the one there is.
 */
export const publisherRequests = pgTable(
  'publisher_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    /** contact | collaboration | invite */
    kind: text('kind').notNull(),
    openKey: text('open_key').notNull(),
    /** pending | accepted | declined */
    status: text('status').notNull().default('pending'),
    message: text('message'),
    adId: uuid('ad_id').references(() => affiliateAds.id, { onDelete: 'set null' }),
    /** The ad's campaign name and public id when asked: the publisher's list reads no ad. */
    adName: text('ad_name'),
    adPublicId: text('ad_public_id'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('publisher_requests_open_key')
      .on(t.orgId, t.publisherId, t.openKey)
      .where(sql`${t.status} = 'pending'`),
    index('publisher_requests_publisher_idx').on(t.publisherId, t.createdAt),
    index('publisher_requests_org_idx').on(t.orgId, t.createdAt),
  ],
);
