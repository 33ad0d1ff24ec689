import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The discovery index: one row per creator with the summary metrics the table filters and sorts
 * on. Rows are recomputed from the stored snapshot whenever a creator's report is fetched.
 * Rates are percent (3.25 = 3.25 %), shares fractions, money whole INR.
 */
export const creators = pgTable(
  'creators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercase Instagram username, without '@'. */
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    biography: text('biography').notNull().default(''),
    profilePictureUrl: text('profile_picture_url'),
    category: text('category').notNull(),
    country: text('country'),
    tier: text('tier'),
    followers: integer('followers').notNull(),
    followsCount: integer('follows_count'),
    mediaCount: integer('media_count'),
    engagementRate: real('engagement_rate').notNull(),
    avgLikes: integer('avg_likes').notNull(),
    avgComments: integer('avg_comments').notNull(),
    avgViews: integer('avg_views'),
    growth30d: real('growth_30d'),
    qualityScore: smallint('quality_score').notNull(),
    audienceAgeBand: text('audience_age_band'),
    audienceFemaleShare: real('audience_female_share'),
    estimatedPrice: integer('estimated_price').notNull(),
    rating: smallint('rating').notNull(),
    reachBucket: text('reach_bucket'),
    /** synthetic | instagram */
    source: text('source').notNull(),
    /** The synthetic universe's seed of this creator: its posts, history and audience derive from it. */
    syntheticSeed: integer('synthetic_seed'),
    /** When posts and history were last fetched from the source (null: index row only). */
    reportAt: timestamp('report_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creators_handle_key').on(t.handle),
    // Each sort has its own index so "ORDER BY x LIMIT n" with a broad filter walks it and stops early;
    // the id tie-break keeps paging stable.
    index('creators_followers_idx').on(t.followers, t.id),
    index('creators_engagement_idx').on(t.engagementRate, t.id),
    // Growth is null until a history exists; both directions put those last, hence two indexes.
    index('creators_growth_idx').on(t.growth30d, t.id),
    index('creators_growth_desc_idx').on(t.growth30d.desc().nullsLast(), t.id.desc()),
    index('creators_quality_idx').on(t.qualityScore, t.id),
    index('creators_price_idx').on(t.estimatedPrice, t.id),
    // Two covering indexes hold every filter and sort column (and the id), so a query that must
    // look at many candidates (a rare combination, or a followers range against another sort)
    // reads the narrow index alone (index-only scan) instead of a million heap rows; they are led
    // by category, country and followers (tier filters become followers ranges).
    index('creators_discovery_category_idx').on(
      t.category,
      t.country,
      t.tier,
      t.followers,
      t.engagementRate,
      t.growth30d,
      t.qualityScore,
      t.audienceAgeBand,
      t.audienceFemaleShare,
      t.estimatedPrice,
      t.id,
    ),
    // Search finds a word anywhere in a handle or name (ILIKE '%word%'): trigram indexes answer
    // that without reading every row (pg_trgm, enabled by the migration that adds them).
    index('creators_handle_trgm_idx').using('gin', t.handle.op('gin_trgm_ops')),
    index('creators_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('creators_discovery_country_idx').on(
      t.country,
      t.category,
      t.tier,
      t.followers,
      t.engagementRate,
      t.growth30d,
      t.qualityScore,
      t.audienceAgeBand,
      t.audienceFemaleShare,
      t.estimatedPrice,
      t.id,
    ),
    index('creators_discovery_followers_idx').on(
      t.followers,
      t.category,
      t.country,
      t.tier,
      t.engagementRate,
      t.growth30d,
      t.qualityScore,
      t.audienceAgeBand,
      t.audienceFemaleShare,
      t.estimatedPrice,
      t.id,
    ),
    index('creators_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/** Dated metrics of a creator, one per fetch, so history builds up whatever the source keeps. */
export const creatorSnapshots = pgTable(
  'creator_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull(),
    followers: integer('followers').notNull(),
    followsCount: integer('follows_count'),
    mediaCount: integer('media_count'),
    engagementRate: real('engagement_rate').notNull(),
    avgLikes: integer('avg_likes').notNull(),
    avgComments: integer('avg_comments').notNull(),
    avgViews: integer('avg_views'),
    qualityScore: smallint('quality_score').notNull(),
    /** TAudience, or null when the source has no audience data. */
    audience: jsonb('audience'),
  },
  (t) => [index('creator_snapshots_creator_taken_idx').on(t.creatorId, t.takenAt)],
);

/** One row per post or reel, as fetched from the source. */
export const creatorPosts = pgTable(
  'creator_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    shortcode: text('shortcode').notNull(),
    /** post | reel */
    type: text('type').notNull(),
    caption: text('caption').notNull().default(''),
    likes: integer('likes').notNull(),
    comments: integer('comments').notNull(),
    views: integer('views'),
    permalink: text('permalink').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_posts_shortcode_key').on(t.shortcode),
    index('creator_posts_creator_posted_idx').on(t.creatorId, t.postedAt),
  ],
);

/** Followers per day: from the source when it keeps history, otherwise one point per fetch. */
export const creatorFollowerHistory = pgTable(
  'creator_follower_history',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    followers: integer('followers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.day] })],
);

/** Which synthetic universes have been written to the index, so a restart does not write them again. */
export const syntheticUniverses = pgTable('synthetic_universes', {
  seed: integer('seed').primaryKey(),
  creators: integer('creators').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});
