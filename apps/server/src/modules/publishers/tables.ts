import { doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

/**
 * A person's publisher profile (spec section 3, publisher registration): one per user, whatever
 * organisations they belong to, since a publisher is paid as a person. Payout details are sealed
 * (db/sealed.ts); the masked forms beside them are what screens show.
 */
export const publishers = pgTable('publishers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  whatsappNumber: text('whatsapp_number').notNull(),
  publisherType: text('publisher_type').notNull(),
  categories: text('categories').array().notNull().default([]),
  profession: text('profession'),
  instagramProfile: text('instagram_profile'),
  youtubeProfile: text('youtube_profile'),
  dateOfBirth: text('date_of_birth'),
  gender: text('gender'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  place: text('place'),
  profileUrl: text('profile_url'),
  preferredLanguages: text('preferred_languages').array().notNull().default([]),
  /** The price range of one collaboration, in paise. */
  minPriceMinor: integer('min_price_minor'),
  maxPriceMinor: integer('max_price_minor'),
  collaborationOptions: text('collaboration_options').array().notNull().default([]),
  upiIdSealed: text('upi_id_sealed'),
  upiIdMasked: text('upi_id_masked'),
  bankDetailsSealed: text('bank_details_sealed'),
  /** JSON of the bank fields with account numbers masked. */
  bankDetailsMasked: text('bank_details_masked'),
  /** The PAN (for TDS), sealed; its masked form (••••••234F) beside it. */
  panSealed: text('pan_sealed'),
  panMasked: text('pan_masked'),
  /**
   * Followers of the Instagram handle, as the social-data source last said (the directory's
   * refresh job); null when unknown: no handle, or the source does not know it.
   */
  followers: integer('followers'),
  /** When the follower count was last asked for; null: never, or the handle changed since. */
  followersCheckedAt: timestamp('followers_checked_at', { withTimezone: true }),
  /** active | flagged */
  status: text('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
