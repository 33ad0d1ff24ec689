import {
  CONTENT_CATEGORIES,
  mapRating,
  type TAudience,
  type TContentCategory,
  type TCreatorSummary,
} from '@creatorscope/contracts';
import {
  averages,
  engagementRate,
  estimatedPrice,
  growth,
  type HistoryPoint,
  type MetricPost,
  qualityScore,
  rating,
  reachBucketOf,
  tierOf,
} from './metrics.js';
import type { creators } from './tables.js';

/*
 * The discovery index row of a creator, computed from the same facts and the same metric functions
 * as its report, so the table and the creator page never disagree.
 */

export type CreatorRow = typeof creators.$inferSelect;

type CreatorFacts = {
  followers: number;
  category: string;
  /** Newest posts (at least the last 12 for exact figures). */
  posts: readonly MetricPost[];
  /** Follower history (at least today and 30 days ago for growth). */
  history: readonly HistoryPoint[];
  audience: TAudience | null;
};

type IndexMetrics = Pick<
  CreatorRow,
  | 'tier'
  | 'followers'
  | 'engagementRate'
  | 'avgLikes'
  | 'avgComments'
  | 'avgViews'
  | 'growth30d'
  | 'qualityScore'
  | 'audienceAgeBand'
  | 'audienceFemaleShare'
  | 'estimatedPrice'
  | 'rating'
  | 'reachBucket'
>;

export function indexMetrics(facts: CreatorFacts): IndexMetrics {
  const er = engagementRate(facts.posts, facts.followers) ?? 0;
  const avg = averages(facts.posts);
  const quality = qualityScore({
    followers: facts.followers,
    engagementRate: er,
    suspiciousShare: facts.audience?.suspiciousFollowerShare ?? null,
    posts: facts.posts,
  });
  const mainBand = facts.audience
    ? ([...facts.audience.ageBands].sort((a, b) => b.share - a.share)[0]?.band ?? null)
    : null;
  return {
    tier: tierOf(facts.followers),
    followers: facts.followers,
    engagementRate: er,
    avgLikes: avg.avgLikes ?? 0,
    avgComments: avg.avgComments ?? 0,
    avgViews: avg.avgViews,
    growth30d: growth(facts.history, 30),
    qualityScore: quality.score,
    audienceAgeBand: mainBand,
    audienceFemaleShare: facts.audience?.femaleShare ?? null,
    estimatedPrice: estimatedPrice(facts.followers, er, facts.category),
    rating: rating(quality.score).rating,
    reachBucket: reachBucketOf(facts.followers),
  };
}

/** A category for a creator the source did not categorise: the one whose hashtags its captions use most. */
export function inferCategory(
  captions: readonly string[],
  hashtagsOf: (c: TContentCategory) => readonly string[],
) {
  const text = captions.join(' ').toLowerCase();
  let bestCategory: TContentCategory = 'Others';
  let bestHits = 0;
  for (const category of CONTENT_CATEGORIES) {
    if (category === 'Others') continue;
    const hits = hashtagsOf(category).reduce((n, tag) => n + (text.split(tag).length - 1), 0);
    if (hits > bestHits) {
      bestHits = hits;
      bestCategory = category;
    }
  }
  return bestCategory;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

export function toCreatorSummary(row: CreatorRow): TCreatorSummary {
  return {
    _id: row.id,
    handle: row.handle,
    name: row.name,
    profilePictureUrl: row.profilePictureUrl,
    category: row.category,
    country: row.country,
    tier: row.tier as TCreatorSummary['tier'],
    followers: row.followers,
    engagementRate: round2(row.engagementRate),
    avgLikes: row.avgLikes,
    avgComments: row.avgComments,
    avgViews: row.avgViews,
    growth30d: row.growth30d === null ? null : round2(row.growth30d),
    qualityScore: row.qualityScore,
    audienceAgeBand: row.audienceAgeBand as TCreatorSummary['audienceAgeBand'],
    audienceFemaleShare:
      row.audienceFemaleShare === null ? null : Math.round(row.audienceFemaleShare * 1000) / 1000,
    estimatedPrice: row.estimatedPrice,
    rating: row.rating,
    ratingValue: mapRating(row.rating),
    reachBucket: row.reachBucket,
    source: row.source as TCreatorSummary['source'],
    updatedAt: row.updatedAt.toISOString(),
  };
}
