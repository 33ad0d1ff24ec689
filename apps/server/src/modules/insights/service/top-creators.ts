import type { TCreatorSummary, TDiscoveryQuery } from '@creatorscope/contracts';
import { and, desc, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { toCreatorSummary } from '../summarize.js';
import { creators } from '../tables.js';
import { discoveryWhere } from './search-creators.js';

/** Tier medians move slowly; recomputing them over a million rows on every read would not. */
const MEDIAN_TTL_MS = 10 * 60_000;

const BEST_BY = {
  followers: creators.followers,
  engagement: creators.engagementRate,
  quality: creators.qualityScore,
} as const;

type TopCreatorsQuery = Pick<
  Partial<TDiscoveryQuery>,
  'categories' | 'tiers' | 'countries' | 'audienceAgeBand' | 'audienceGender'
> & {
  /** Whole INR: creators estimated above it are left out. */
  priceMax: number;
  /** The measure the best are taken by, highest first (ties: the higher id first). */
  by: keyof typeof BEST_BY;
  limit: number;
};

/** The best `limit` creators matching discovery filters and a price ceiling (top performers' candidates). */
export async function findTopCreators(
  deps: Pick<Deps, 'db'>,
  query: TopCreatorsQuery,
): Promise<TCreatorSummary[]> {
  const { priceMax, by, limit, ...filters } = query;
  const rows = await deps.db
    .select()
    .from(creators)
    .where(and(discoveryWhere(filters), lte(creators.estimatedPrice, priceMax)))
    .orderBy(desc(BEST_BY[by]), desc(creators.id))
    .limit(limit);
  return rows.map(toCreatorSummary);
}

const medianCache = new WeakMap<object, { at: number; medians: Map<string, number> }>();

/** Median engagement rate per follower tier over the whole index ('' for creators without a tier). */
export async function tierEngagementMedians(deps: Pick<Deps, 'db'>): Promise<Map<string, number>> {
  const cached = medianCache.get(deps.db);
  if (cached && Date.now() - cached.at < MEDIAN_TTL_MS && cached.medians.size > 0) return cached.medians;
  const rows = await deps.db
    .select({
      tier: creators.tier,
      median: sql<number>`percentile_cont(0.5) within group (order by ${creators.engagementRate})`,
    })
    .from(creators)
    .groupBy(creators.tier);
  const medians = new Map(rows.map((row) => [row.tier ?? '', Number(row.median)]));
  medianCache.set(deps.db, { at: Date.now(), medians });
  return medians;
}
