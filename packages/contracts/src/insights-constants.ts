import { z } from 'zod';
import type { TFollowerRange } from './enums.js';
import { requiredOr } from './validation.js';

/* Business constants of the insights screens (spec section 9). */

export type TFollowerTier = {
  readonly id: TFollowerRange;
  readonly label: string;
  /** Inclusive. */
  readonly min: number;
  /** Exclusive; null for the open-ended top tier. */
  readonly max: number | null;
};

/** Follower tiers: a creator with exactly 10,000 followers is micro, not nano (lower bound inclusive). */
export const FOLLOWER_TIERS = [
  { id: 'nano', label: 'Nano', min: 1_000, max: 10_000 },
  { id: 'micro', label: 'Micro', min: 10_000, max: 20_000 },
  { id: 'mid-tier', label: 'Mid-tier', min: 20_000, max: 100_000 },
  { id: 'macro', label: 'Macro', min: 100_000, max: 1_000_000 },
  { id: 'mega', label: 'Mega', min: 1_000_000, max: null },
] as const satisfies readonly TFollowerTier[];

/** The tier of a follower count, or null below 1,000 followers (no tier covers them). */
export const tierForFollowers = (followers: number): TFollowerTier | null => {
  if (!Number.isFinite(followers)) return null;
  return (
    FOLLOWER_TIERS.find((tier) => followers >= tier.min && (tier.max === null || followers < tier.max)) ??
    null
  );
};

export type TAgeBand = {
  readonly id: string;
  /** Inclusive. */
  readonly min: number;
  /** Inclusive. */
  readonly max: number;
};

/** Audience age bands, as audience analytics report them. */
export const AUDIENCE_AGE_BANDS = [
  { id: '10-17', min: 10, max: 17 },
  { id: '18-24', min: 18, max: 24 },
  { id: '25-34', min: 25, max: 34 },
  { id: '35-54', min: 35, max: 54 },
] as const satisfies readonly TAgeBand[];

export type TAgeBandId = (typeof AUDIENCE_AGE_BANDS)[number]['id'];

/** The band an age falls in, or null outside 10 to 54. */
export const ageBandFor = (age: number): TAgeBand | null =>
  AUDIENCE_AGE_BANDS.find((band) => age >= band.min && age <= band.max) ?? null;

/**
 * The 23 content categories (spec section 9: from Education and E-learning to Others). The 21 in
 * between are the niches Modash and HypeAuditor filter creators by, merged where they overlap.
 */
export const CONTENT_CATEGORIES = [
  'Education and E-learning',
  'Fashion and Style',
  'Beauty and Skincare',
  'Health and Fitness',
  'Food and Beverage',
  'Travel and Tourism',
  'Technology and Gadgets',
  'Gaming and Esports',
  'Finance and Investing',
  'Business and Entrepreneurship',
  'Entertainment and Comedy',
  'Music and Dance',
  'Film and Television',
  'Sports',
  'Lifestyle',
  'Parenting and Family',
  'Home and Decor',
  'Automotive',
  'Art and Photography',
  'Pets and Animals',
  'News and Politics',
  'Books and Literature',
  'Others',
] as const;

export type TContentCategory = (typeof CONTENT_CATEGORIES)[number];

/** A content category, with messages naming `label` (forms word the field differently). */
export const contentCategoryField = (
  label: string,
  invalid = `${label} must be one of the content categories`,
) => z.enum(CONTENT_CATEGORIES, { error: requiredOr(`${label} is required`, invalid) });

export const ZContentCategory = contentCategoryField('category');

export type TReachBucket = { readonly label: string; readonly value: number };

/** The 20 reach-range buckets, ascending, from 1K to 10M. */
export const REACH_BUCKETS = [
  { label: '1K', value: 1_000 },
  { label: '2K', value: 2_000 },
  { label: '5K', value: 5_000 },
  { label: '10K', value: 10_000 },
  { label: '20K', value: 20_000 },
  { label: '30K', value: 30_000 },
  { label: '50K', value: 50_000 },
  { label: '75K', value: 75_000 },
  { label: '100K', value: 100_000 },
  { label: '150K', value: 150_000 },
  { label: '200K', value: 200_000 },
  { label: '300K', value: 300_000 },
  { label: '500K', value: 500_000 },
  { label: '750K', value: 750_000 },
  { label: '1M', value: 1_000_000 },
  { label: '1.5M', value: 1_500_000 },
  { label: '2M', value: 2_000_000 },
  { label: '3M', value: 3_000_000 },
  { label: '5M', value: 5_000_000 },
  { label: '10M', value: 10_000_000 },
] as const satisfies readonly TReachBucket[];

/**
 * The bucket a reach falls in: the largest bucket whose value is at most `reach` (so 1,999 is in
 * 1K and anything from 10M up is in 10M), or null below 1K.
 */
export const reachBucketFor = (reach: number): TReachBucket | null => {
  let found: TReachBucket | null = null;
  for (const bucket of REACH_BUCKETS) {
    if (reach >= bucket.value) found = bucket;
  }
  return found;
};

export type TRating = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * Ratings 1 to 7 onto 2 to 4 in steps of 0.5 (spec section 9). Seven ratings share five values,
 * so the map is symmetric around the middle: the ends and the centre keep a value of their own
 * (1 to 2, 4 to 3, 7 to 4) and each pair of neighbours in between shares one (2 and 3 to 2.5,
 * 5 and 6 to 3.5). It never decreases, so ordering by rating and by mapped value agree.
 */
export const RATING_MAP: Readonly<Record<TRating, number>> = {
  1: 2,
  2: 2.5,
  3: 2.5,
  4: 3,
  5: 3.5,
  6: 3.5,
  7: 4,
};

/** The mapped value of a rating; fractional ratings are rounded and out-of-range ones clamped to 1..7. */
export const mapRating = (rating: number): number => {
  if (!Number.isFinite(rating)) throw new RangeError(`rating must be a finite number, got ${rating}`);
  const clamped = Math.min(7, Math.max(1, Math.round(rating))) as TRating;
  return RATING_MAP[clamped];
};
