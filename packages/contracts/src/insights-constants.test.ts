import { describe, expect, it } from 'vitest';
import { FOLLOWER_RANGES } from './enums.js';
import {
  AUDIENCE_AGE_BANDS,
  ageBandFor,
  CONTENT_CATEGORIES,
  FOLLOWER_TIERS,
  mapRating,
  RATING_MAP,
  REACH_BUCKETS,
  reachBucketFor,
  tierForFollowers,
  ZContentCategory,
} from './insights-constants.js';

describe('follower tiers', () => {
  it('has one tier per follower range, in order', () => {
    expect(FOLLOWER_TIERS.map((tier) => tier.id)).toEqual([...FOLLOWER_RANGES]);
  });

  it('places counts at each boundary in the higher tier', () => {
    expect(tierForFollowers(999)).toBeNull();
    expect(tierForFollowers(1_000)?.id).toBe('nano');
    expect(tierForFollowers(9_999)?.id).toBe('nano');
    expect(tierForFollowers(10_000)?.id).toBe('micro');
    expect(tierForFollowers(19_999)?.id).toBe('micro');
    expect(tierForFollowers(20_000)?.id).toBe('mid-tier');
    expect(tierForFollowers(99_999)?.id).toBe('mid-tier');
    expect(tierForFollowers(100_000)?.id).toBe('macro');
    expect(tierForFollowers(999_999)?.id).toBe('macro');
    expect(tierForFollowers(1_000_000)?.id).toBe('mega');
    expect(tierForFollowers(500_000_000)?.id).toBe('mega');
  });

  it('has no tier for counts that are not numbers', () => {
    expect(tierForFollowers(Number.NaN)).toBeNull();
    expect(tierForFollowers(-5)).toBeNull();
  });
});

describe('audience age bands', () => {
  it('are 10-17, 18-24, 25-34 and 35-54', () => {
    expect(AUDIENCE_AGE_BANDS.map((band) => band.id)).toEqual(['10-17', '18-24', '25-34', '35-54']);
    expect(ageBandFor(17)?.id).toBe('10-17');
    expect(ageBandFor(18)?.id).toBe('18-24');
    expect(ageBandFor(54)?.id).toBe('35-54');
    expect(ageBandFor(9)).toBeNull();
    expect(ageBandFor(55)).toBeNull();
  });
});

describe('content categories', () => {
  it('are exactly 23, unique, from Education and E-learning to Others', () => {
    expect(CONTENT_CATEGORIES).toHaveLength(23);
    expect(new Set(CONTENT_CATEGORIES).size).toBe(23);
    expect(CONTENT_CATEGORIES[0]).toBe('Education and E-learning');
    expect(CONTENT_CATEGORIES.at(-1)).toBe('Others');
  });

  it('refuses a category outside the list', () => {
    expect(ZContentCategory.safeParse('Gaming and Esports').success).toBe(true);
    expect(ZContentCategory.safeParse('Gaming').error?.issues[0]?.message).toBe(
      'category must be one of the content categories',
    );
  });
});

describe('reach buckets', () => {
  it('are exactly 20, ascending, from 1K to 10M', () => {
    expect(REACH_BUCKETS).toHaveLength(20);
    expect(REACH_BUCKETS[0]).toEqual({ label: '1K', value: 1_000 });
    expect(REACH_BUCKETS.at(-1)).toEqual({ label: '10M', value: 10_000_000 });
    for (let i = 1; i < REACH_BUCKETS.length; i++) {
      expect(REACH_BUCKETS[i]?.value).toBeGreaterThan(
        REACH_BUCKETS[i - 1]?.value ?? Number.POSITIVE_INFINITY,
      );
    }
  });

  it('puts a reach in the largest bucket it reaches', () => {
    expect(reachBucketFor(999)).toBeNull();
    expect(reachBucketFor(1_000)?.label).toBe('1K');
    expect(reachBucketFor(1_999)?.label).toBe('1K');
    expect(reachBucketFor(2_000)?.label).toBe('2K');
    expect(reachBucketFor(74_999)?.label).toBe('50K');
    expect(reachBucketFor(1_500_000)?.label).toBe('1.5M');
    expect(reachBucketFor(9_999_999)?.label).toBe('5M');
    expect(reachBucketFor(10_000_000)?.label).toBe('10M');
    expect(reachBucketFor(250_000_000)?.label).toBe('10M');
    expect(reachBucketFor(Number.NaN)).toBeNull();
  });
});

describe('rating map', () => {
  it('maps 1 to 7 onto 2 to 4 in steps of 0.5, never decreasing', () => {
    expect(RATING_MAP).toEqual({ 1: 2, 2: 2.5, 3: 2.5, 4: 3, 5: 3.5, 6: 3.5, 7: 4 });
    const values = [1, 2, 3, 4, 5, 6, 7].map(mapRating);
    expect(new Set(values)).toEqual(new Set([2, 2.5, 3, 3.5, 4]));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] ?? 0);
  });

  it('rounds fractional ratings and clamps out-of-range ones', () => {
    expect(mapRating(3.6)).toBe(3);
    expect(mapRating(0)).toBe(2);
    expect(mapRating(9)).toBe(4);
    expect(() => mapRating(Number.NaN)).toThrow(RangeError);
  });
});
