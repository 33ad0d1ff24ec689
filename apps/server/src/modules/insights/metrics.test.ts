import { describe, expect, it } from 'vitest';
import {
  averages,
  engagementRate,
  estimatedPrice,
  FORMULAS,
  growth,
  type MetricPost,
  postingHeatmap,
  postsPerWeek,
  qualityScore,
  rating,
  reachBucketOf,
  tierOf,
  topPosts,
} from './metrics.js';

const DAY = 86_400_000;
const now = new Date('2026-06-30T12:00:00Z');
const post = (
  daysAgo: number,
  likes: number,
  comments: number,
  type: 'post' | 'reel' = 'post',
  views: number | null = null,
): MetricPost => ({
  type,
  likes,
  comments,
  views,
  postedAt: new Date(now.getTime() - daysAgo * DAY),
});

describe('metrics', () => {
  it('engagement rate is (likes + comments) / followers over the last 12 posts only', () => {
    const recent = Array.from({ length: 12 }, (_, i) => post(i + 1, 90, 10));
    const old = post(40, 100_000, 0);
    expect(engagementRate([...recent, old], 10_000)).toBe(1);
    expect(engagementRate([], 10_000)).toBeNull();
    expect(engagementRate(recent, 0)).toBeNull();
  });

  it('averages likes and comments over the last 12 posts and views over the reels among them', () => {
    const posts = [post(1, 100, 10, 'reel', 1_000), post(2, 200, 20), post(3, 300, 30, 'reel', 3_000)];
    expect(averages(posts)).toEqual({ avgLikes: 200, avgComments: 20, avgViews: 2_000 });
    expect(averages([post(1, 5, 1)]).avgViews).toBeNull();
  });

  it('growth compares the newest point with the point N days earlier, and is null when history is shorter', () => {
    const history = [
      { day: '2026-05-31', followers: 1_000 },
      { day: '2026-06-23', followers: 1_050 },
      { day: '2026-06-30', followers: 1_100 },
    ];
    expect(growth(history, 30)).toBe(10);
    expect(growth(history, 7)).toBe(4.76);
    expect(growth(history, 90)).toBeNull();
    // The nearest earlier point stands in for a missing day.
    expect(
      growth(
        [
          { day: '2026-06-01', followers: 200 },
          { day: '2026-06-20', followers: 300 },
        ],
        7,
      ),
    ).toBe(50);
  });

  it('posting frequency is posts of the last 90 days per week, over a shorter span when fewer posts were fetched', () => {
    const posts = [...Array.from({ length: 90 }, (_, i) => post(i, 1, 0)), post(100, 1, 0)];
    expect(postsPerWeek(posts, now)).toBe(7);
    expect(postsPerWeek([post(1, 1, 0), post(13, 1, 0)], now)).toBe(1.08);
    expect(postsPerWeek([], now)).toBeNull();
  });

  it('top posts rank by likes + comments', () => {
    const posts = [post(1, 10, 0), post(2, 5, 50), post(3, 30, 0)];
    expect(topPosts(posts, 2).map((p) => p.likes)).toEqual([5, 30]);
  });

  it('heatmap counts posts by weekday and hour in the creator time zone and picks the best slots', () => {
    // 2026-06-29 is a Monday; 20:00 UTC is 01:30 on Tuesday in Kolkata.
    const a = { ...post(0, 100, 0), postedAt: new Date('2026-06-29T20:00:00Z') };
    const b = { ...post(0, 10, 0), postedAt: new Date('2026-06-28T06:00:00Z') };
    const map = postingHeatmap([a, b], 1_000, 'Asia/Kolkata');
    expect(map.cells).toEqual([
      { day: 0, hour: 11, posts: 1, avgEngagementRate: 1 },
      { day: 2, hour: 1, posts: 1, avgEngagementRate: 10 },
    ]);
    expect(map.bestDays[0]).toBe(2);
    expect(map.bestHours[0]).toBe(1);
  });

  it('quality score follows its formula: authenticity, engagement health and consistency', () => {
    const steady = Array.from({ length: 12 }, (_, i) => post(i, 100, 0));
    const clean = qualityScore({ followers: 10_000, engagementRate: 5, suspiciousShare: 0, posts: steady });
    expect(clean.components.map((c) => c.points)).toEqual([60, 25, 15]);
    expect(clean.score).toBe(100);
    // Half suspicious followers leave no authenticity points; engagement 10x the expected is an anomaly.
    const bought = qualityScore({
      followers: 10_000,
      engagementRate: 41,
      suspiciousShare: 0.5,
      posts: steady,
    });
    expect(bought.components.find((c) => c.id === 'authenticity')?.points).toBe(0);
    expect(bought.components.find((c) => c.id === 'engagement')?.points).toBe(0);
    // Without audience data the score is rescaled over the 40 points that remain.
    const noAudience = qualityScore({
      followers: 10_000,
      engagementRate: 5,
      suspiciousShare: null,
      posts: steady,
    });
    expect(noAudience.components).toHaveLength(2);
    expect(noAudience.score).toBe(100);
    expect(clean.formula).toBe(FORMULAS.qualityScore);
  });

  it('estimated price is followers × engagement × category rate, rounded to 100, at least 500', () => {
    expect(estimatedPrice(100_000, 2.5, 'Finance and Investing')).toBe(22_500);
    expect(estimatedPrice(100_000, 2.5, 'Entertainment and Comedy')).toBe(7_500);
    expect(estimatedPrice(1_000, 1, 'Lifestyle')).toBe(500);
  });

  it('rating goes 1 to 7 with the quality score and maps onto 2 to 4', () => {
    expect(rating(0)).toEqual({ rating: 1, value: 2 });
    expect(rating(50)).toEqual({ rating: 4, value: 3 });
    expect(rating(100)).toEqual({ rating: 7, value: 4 });
  });

  it('tier and reach bucket follow the spec constants', () => {
    expect(tierOf(999)).toBeNull();
    expect(tierOf(10_000)).toBe('micro');
    expect(tierOf(1_000_000)).toBe('mega');
    expect(reachBucketOf(1_999)).toBe('1K');
    expect(reachBucketOf(12_000_000)).toBe('10M');
  });
});
