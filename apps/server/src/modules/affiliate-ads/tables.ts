import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';
import { publishers } from '../publishers/tables.js';

/** Money as integer minor units (paise, cents) of the ad's `currency`; never floats. */
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * The affiliate ads an organisation runs. `status` holds what the marketer last chose (draft,
 * active, paused) or a final 'ended' written by the ledger once the budget is spent; an ad whose
 * `ends_at` has passed reads as ended whatever it holds, so no job has to flip it.
 */
export const affiliateAds = pgTable(
  'affiliate_ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** What the tracking script's data-ad names: short, public, unrelated to `tag`. */
    publicId: text('public_id').notNull(),
    /** draft | active | paused | ended */
    status: text('status').notNull().default('draft'),
    /** INR | USD, the organisation's when the ad was made; every amount below is in it. */
    currency: text('currency').notNull(),
    campaignName: text('campaign_name').notNull(),
    aboutBrand: text('about_brand'),
    brandName: text('brand_name').notNull(),
    adType: text('ad_type').notNull(),
    adDisplayType: text('ad_display_type').notNull(),
    adPlatform: jsonb('ad_platform').$type<string[]>().notNull().default([]),
    adPostUrl: jsonb('ad_post_url').$type<string[]>().notNull().default([]),
    /** As entered: a date ('2025-10-01') or a date-time with offset. */
    schedulePost: text('schedule_post').notNull(),
    validity: text('validity'),
    /** The end of the validity day (UTC) or the validity instant; null when the ad has no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    budgetMinor: minor('budget_minor'),
    commissionPercent: doublePrecision('commission_percent').notNull(),
    conversionPriceCapMinor: minor('conversion_price_cap_minor').notNull(),
    viewsBasePriceMinor: minor('views_base_price_minor'),
    clicksBasePriceMinor: minor('clicks_base_price_minor'),
    postPriceMinor: minor('post_price_minor'),
    clicksThreshold: bigint('clicks_threshold', { mode: 'number' }),
    viewsThreshold: bigint('views_threshold', { mode: 'number' }),
    postLimit: bigint('post_limit', { mode: 'number' }),
    themeColor: text('theme_color'),
    category: jsonb('category').$type<string[]>().notNull().default([]),
    locationOfAds: jsonb('location_of_ads').$type<string[]>().notNull().default([]),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    targetGender: text('target_gender'),
    scriptTargetUrl: text('script_target_url'),
    scriptTargetEvent: jsonb('script_target_event').$type<string[]>().notNull().default([]),
    websiteUrl: text('website_url'),
    tag: text('tag'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliate_ads_public_id_key').on(t.publicId),
    index('affiliate_ads_org_created_idx').on(t.orgId, t.createdAt),
  ],
);

/**
 * A publisher's link on an ad (marketing.md, "Lifecycles"): `/l/<code>` redirects to the ad's
 * website with a click id. One per publisher and ad; `code` is random (8 characters of
 * AD_LINK_CODE_PATTERN's alphabet), so links cannot be walked. `org_id` is the ad's, kept here
 * so the redirect files its click without reading the ad's owner.
 */
export const adLinks = pgTable(
  'ad_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => affiliateAds.id, { onDelete: 'cascade' }),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The publisher's own coupon on the ad (a coupon beats a link in attribution); none yet. */
    couponCode: text('coupon_code'),
    /** joined | removed */
    status: text('status').notNull().default('joined'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_links_code_key').on(t.code),
    uniqueIndex('ad_links_ad_publisher_key').on(t.adId, t.publisherId),
    index('ad_links_publisher_created_idx').on(t.publisherId, t.createdAt),
  ],
);
