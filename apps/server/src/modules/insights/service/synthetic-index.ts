import { eq, sql } from 'drizzle-orm';
import {
  audienceOf,
  DAY_MS,
  followersOn,
  generateUniverse,
  recentPosts,
} from '../../../adapters/social-data/synthetic/universe.js';
import type { Db } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import { RECENT_POSTS } from '../metrics.js';
import { indexMetrics } from '../summarize.js';
import { creators, syntheticUniverses } from '../tables.js';

/*
 * Writes the synthetic universe's discovery index: one row per creator, its summary computed from
 * its own generated posts, history and audience (exactly what its report will show that day).
 * Rows go in as one JSON parameter per batch (jsonb_to_recordset), which both PGlite and
 * node-postgres take as is, instead of one INSERT per creator.
 */

const DEFAULT_CREATORS = 20_000;
/**
 * Small, because each batch's JSON and its parse live in PGlite's WASM memory, which keeps its high
 * mark for good: 2,000 rows a batch left the embedded server some 60 MB heavier after first start.
 */
const BATCH = 250;

type IndexRow = {
  handle: string;
  name: string;
  biography: string;
  category: string;
  country: string;
  tier: string | null;
  followers: number;
  follows_count: number;
  media_count: number;
  engagement_rate: number;
  avg_likes: number;
  avg_comments: number;
  avg_views: number | null;
  growth_30d: number | null;
  quality_score: number;
  audience_age_band: string | null;
  audience_female_share: number | null;
  estimated_price: number;
  rating: number;
  reach_bucket: string | null;
  synthetic_seed: number;
};

/** Index rows of the universe's first `count` creators, as of `now`, in batches. */
function* syntheticIndexBatches(
  seed: number,
  count: number,
  now: Date,
  batchSize = BATCH,
): Generator<IndexRow[]> {
  const today = Math.floor(now.getTime() / DAY_MS);
  let batch: IndexRow[] = [];
  for (const { handle, creator } of generateUniverse(seed, count)) {
    const followers = followersOn(creator, today);
    const metrics = indexMetrics({
      followers,
      category: creator.category,
      posts: recentPosts(creator, now, RECENT_POSTS, undefined, false),
      history: [
        { day: isoDay(today - 30), followers: followersOn(creator, today - 30) },
        { day: isoDay(today), followers },
      ],
      audience: audienceOf(creator),
    });
    batch.push({
      handle,
      name: creator.name,
      biography: creator.biography,
      category: creator.category,
      country: creator.country,
      tier: metrics.tier,
      followers,
      follows_count: creator.followsCount,
      media_count: Math.round(creator.postsPerWeek * 52 * (1.5 + (creator.seed % 40) / 10)),
      engagement_rate: metrics.engagementRate,
      avg_likes: metrics.avgLikes,
      avg_comments: metrics.avgComments,
      avg_views: metrics.avgViews,
      growth_30d: metrics.growth30d,
      quality_score: metrics.qualityScore,
      audience_age_band: metrics.audienceAgeBand,
      audience_female_share: metrics.audienceFemaleShare,
      estimated_price: metrics.estimatedPrice,
      rating: metrics.rating,
      reach_bucket: metrics.reachBucket,
      // Stored as a signed int4: the same 32 bits.
      synthetic_seed: creator.seed | 0,
    });
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Inserts one batch; handles already in the index are left as they are. */
async function insertIndexBatch(db: Pick<Db, 'execute'>, rows: readonly IndexRow[]): Promise<void> {
  await db.execute(sql`
    insert into ${creators} (handle, name, biography, category, country, tier, followers, follows_count,
      media_count, engagement_rate, avg_likes, avg_comments, avg_views, growth_30d, quality_score,
      audience_age_band, audience_female_share, estimated_price, rating, reach_bucket, source, synthetic_seed)
    select handle, name, biography, category, country, tier, followers, follows_count,
      media_count, engagement_rate, avg_likes, avg_comments, avg_views, growth_30d, quality_score,
      audience_age_band, audience_female_share, estimated_price, rating, reach_bucket, 'synthetic', synthetic_seed
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(handle text, name text, biography text,
      category text, country text, tier text, followers integer, follows_count integer, media_count integer,
      engagement_rate real, avg_likes integer, avg_comments integer, avg_views integer, growth_30d real,
      quality_score smallint, audience_age_band text, audience_female_share real, estimated_price integer,
      rating smallint, reach_bucket text, synthetic_seed integer)
    on conflict (handle) do nothing`);
}

/**
 * Writes a universe of `count` creators batch by batch, each batch committed on its own (for the
 * seed script: a million rows in one transaction would hold everything until the end). Returns
 * false when that universe was already written.
 */
export async function writeSyntheticIndex(
  db: Db,
  options: { seed: number; count: number; now?: Date; onProgress?: (written: number) => void },
): Promise<boolean> {
  const [done] = await db.select().from(syntheticUniverses).where(eq(syntheticUniverses.seed, options.seed));
  if (done && done.creators >= options.count) return false;
  let written = 0;
  for (const batch of syntheticIndexBatches(options.seed, options.count, options.now ?? new Date(), 5_000)) {
    await insertIndexBatch(db, batch);
    written += batch.length;
    options.onProgress?.(written);
  }
  await db
    .insert(syntheticUniverses)
    .values({ seed: options.seed, creators: options.count })
    .onConflictDoUpdate({
      target: syntheticUniverses.seed,
      set: { creators: options.count, completedAt: new Date() },
    });
  return true;
}

/** The configured universe size: SOCIAL_DATA_CREATORS, else 20,000 (0 in tests unless they ask). */
export const configuredUniverseSize = (config: Deps['config']): number =>
  config.SOCIAL_DATA_CREATORS ?? (config.NODE_ENV === 'test' ? 0 : DEFAULT_CREATORS);

/** What `ensureSyntheticIndex` did: how many creators it wrote, and in how long. */
export type SyntheticIndexOutcome = { written: number; skipped: boolean; ms?: number };

/**
 * Makes sure the discovery index holds the configured synthetic universe. Runs at app start; a
 * universe already written (same seed, at least as many creators) is skipped at once, and
 * instances starting together take turns on an advisory lock. Does nothing when the Instagram
 * Graph API is the source.
 */
export async function ensureSyntheticIndex(
  deps: Pick<Deps, 'db' | 'config'>,
  now = new Date(),
): Promise<SyntheticIndexOutcome> {
  const count = configuredUniverseSize(deps.config);
  if (deps.config.socialData !== 'synthetic' || count === 0) return { written: 0, skipped: true };
  const seed = deps.config.SOCIAL_DATA_SEED;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('synthetic-universe', 0))`);
    const [done] = await tx.select().from(syntheticUniverses).where(eq(syntheticUniverses.seed, seed));
    if (done && done.creators >= count) return { written: 0, skipped: true };
    const started = Date.now();
    for (const batch of syntheticIndexBatches(seed, count, now)) await insertIndexBatch(tx, batch);
    await tx
      .insert(syntheticUniverses)
      .values({ seed, creators: count })
      .onConflictDoUpdate({
        target: syntheticUniverses.seed,
        set: { creators: count, completedAt: new Date() },
      });
    return { written: count, skipped: false, ms: Date.now() - started };
  });
}
