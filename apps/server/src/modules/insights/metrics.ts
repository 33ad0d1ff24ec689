import {
  mapRating,
  reachBucketFor,
  type TContentCategory,
  type TPostType,
  type TQualityBreakdown,
  tierForFollowers,
} from '@creatorscope/contracts';

/*
 * Every metric of a creator, as pure functions over what the source gave us (posts, follower
 * history, audience). Each has its formula as a sentence the UI shows beside the number; when a
 * formula changes, its sentence changes with it. Rates are percent, money whole INR.
 */

export type MetricPost = {
  type: TPostType;
  likes: number;
  comments: number;
  views: number | null;
  postedAt: Date;
};

export type HistoryPoint = { day: string; followers: number };

/** How many of the newest posts engagement and averages are computed over. */
export const RECENT_POSTS = 12;
const DAY_MS = 86_400_000;

export const FORMULAS = {
  followers: 'Followers on the day of the snapshot',
  growth: (days: number) =>
    `(followers today − followers ${days} days ago) ÷ followers ${days} days ago × 100`,
  engagementRate: `(likes + comments) ÷ followers × 100, averaged over the last ${RECENT_POSTS} posts`,
  avgLikes: `Likes per post over the last ${RECENT_POSTS} posts`,
  avgComments: `Comments per post over the last ${RECENT_POSTS} posts`,
  avgViews: `Views per reel among the last ${RECENT_POSTS} posts`,
  postsPerWeek: 'Posts in the last 90 days ÷ weeks covered (90 ÷ 7, or less when fewer posts are available)',
  qualityScore:
    'Authenticity (60 × (1 − suspicious-follower share ÷ 50 %), at least 0) + engagement health (25 × engagement ÷ the engagement expected for the account size, full marks from 1× to 2.5×, falling to 0 at 5×) + consistency (15 when the variation of engagement across the last 12 posts is at most 0.6, 0 from 2.0). Without audience data: (engagement health + consistency) ÷ 40 × 100',
  estimatedPrice:
    'Followers × engagement rate × the category rate (₹ per engagement), rounded to ₹100, at least ₹500',
  rating: '1 + 6 × quality score ÷ 100, rounded; shown on the 2 to 4 scale (1→2, 2–3→2.5, 4→3, 5–6→3.5, 7→4)',
  heatmap:
    'Posts by weekday and hour in the creator’s country time zone; best = highest average engagement rate (slots with at least 2 posts when there are enough)',
  tier: 'Follower tier: nano 1k–10k, micro 10k–20k, mid-tier 20k–100k, macro 100k–1M, mega 1M+',
  reachBucket: 'The largest reach bucket (1K … 10M) at or below the follower count',
} as const;

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** The newest `n` posts, newest first. */
export const newestPosts = <T extends MetricPost>(posts: readonly T[], n = RECENT_POSTS): T[] =>
  [...posts].sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime()).slice(0, n);

/** One post's engagement rate, percent. */
export const postEngagementRate = (
  post: Pick<MetricPost, 'likes' | 'comments'>,
  followers: number,
): number => (followers > 0 ? round(((post.likes + post.comments) / followers) * 100, 2) : 0);

/** (likes + comments) / followers over the last 12 posts, percent; null without posts or followers. */
export function engagementRate(posts: readonly MetricPost[], followers: number): number | null {
  const recent = newestPosts(posts);
  if (recent.length === 0 || followers <= 0) return null;
  const total = recent.reduce((sum, p) => sum + p.likes + p.comments, 0);
  return round((total / recent.length / followers) * 100, 2);
}

export function averages(posts: readonly MetricPost[]): {
  avgLikes: number | null;
  avgComments: number | null;
  avgViews: number | null;
} {
  const recent = newestPosts(posts);
  const reels = recent.filter((p) => p.type === 'reel' && p.views !== null);
  const mean = (values: number[]) =>
    values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  return {
    avgLikes: mean(recent.map((p) => p.likes)),
    avgComments: mean(recent.map((p) => p.comments)),
    avgViews: mean(reels.map((p) => p.views ?? 0)),
  };
}

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * Growth over `days`, percent: from the point `days` before the newest point (or the nearest
 * earlier one) to the newest. Null when the history does not reach back that far.
 */
export function growth(history: readonly HistoryPoint[], days: number): number | null {
  if (history.length === 0) return null;
  const sorted = [...history].sort((a, b) => dayNumber(a.day) - dayNumber(b.day));
  const latest = sorted[sorted.length - 1] as HistoryPoint;
  const target = dayNumber(latest.day) - days;
  let then: HistoryPoint | undefined;
  for (const point of sorted) {
    if (dayNumber(point.day) <= target) then = point;
    else break;
  }
  if (!then || then.followers <= 0) return null;
  return round(((latest.followers - then.followers) / then.followers) * 100, 2);
}

/** Posts per week over the last 90 days (or the span the fetched posts cover, when shorter). */
export function postsPerWeek(posts: readonly MetricPost[], now: Date): number | null {
  if (posts.length === 0) return null;
  const windowStart = now.getTime() - 90 * DAY_MS;
  const oldest = Math.min(...posts.map((p) => p.postedAt.getTime()));
  const coveredDays = oldest > windowStart ? Math.max(7, (now.getTime() - oldest) / DAY_MS) : 90;
  const inWindow = posts.filter((p) => p.postedAt.getTime() >= windowStart && p.postedAt <= now).length;
  return round(inWindow / (coveredDays / 7), 2);
}

/** The `n` posts with the most likes + comments. */
export const topPosts = <T extends MetricPost>(posts: readonly T[], n = 6): T[] =>
  [...posts].sort((a, b) => b.likes + b.comments - (a.likes + a.comments)).slice(0, n);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type HeatmapCell = { day: number; hour: number; posts: number; avgEngagementRate: number };

/** Posting activity by weekday (0 = Sunday) and hour in `timeZone`, with the best days and hours. */
export function postingHeatmap(
  posts: readonly MetricPost[],
  followers: number,
  timeZone: string,
): { timeZone: string; cells: HeatmapCell[]; bestDays: number[]; bestHours: number[] } {
  let zone = timeZone;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
    });
  } catch {
    zone = 'UTC';
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
    });
  }
  const cells = new Map<number, { posts: number; engagement: number }>();
  for (const post of posts) {
    const parts = format.formatToParts(post.postedAt);
    const day = WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')?.value ?? 'Sun');
    const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24;
    const key = day * 24 + hour;
    const cell = cells.get(key) ?? { posts: 0, engagement: 0 };
    cell.posts += 1;
    cell.engagement += postEngagementRate(post, followers);
    cells.set(key, cell);
  }
  const list: HeatmapCell[] = [...cells.entries()]
    .map(([key, c]) => ({
      day: Math.floor(key / 24),
      hour: key % 24,
      posts: c.posts,
      avgEngagementRate: round(c.engagement / c.posts, 2),
    }))
    .sort((a, b) => a.day * 24 + a.hour - (b.day * 24 + b.hour));
  return {
    timeZone: zone,
    cells: list,
    bestDays: best(list, (c) => c.day, 2),
    bestHours: best(list, (c) => c.hour, 3),
  };
}

function best(cells: readonly HeatmapCell[], keyOf: (c: HeatmapCell) => number, n: number): number[] {
  const groups = new Map<number, { posts: number; engagement: number }>();
  for (const c of cells) {
    const g = groups.get(keyOf(c)) ?? { posts: 0, engagement: 0 };
    g.posts += c.posts;
    g.engagement += c.avgEngagementRate * c.posts;
    groups.set(keyOf(c), g);
  }
  const entries = [...groups.entries()];
  // A slot seen once says little; prefer slots seen twice when enough of them exist.
  const solid = entries.filter(([, g]) => g.posts >= 2);
  const pool = solid.length >= n ? solid : entries;
  return pool
    .sort((a, b) => b[1].engagement / b[1].posts - a[1].engagement / a[1].posts || a[0] - b[0])
    .slice(0, n)
    .map(([key]) => key);
}

/** Typical engagement per post (percent) for an account of this size, the yardstick of engagement health. */
const expectedEngagementRate = (followers: number): number =>
  6.5 * (Math.max(followers, 1_000) / 1_000) ** -0.2;

/**
 * Audience quality 0–100 (formula in FORMULAS.qualityScore): authenticity from the suspicious
 * follower share, engagement health against the size's expected engagement (too low and
 * implausibly high both cost points), and consistency of engagement across recent posts.
 */
export function qualityScore(input: {
  followers: number;
  engagementRate: number | null;
  suspiciousShare: number | null;
  posts: readonly MetricPost[];
}): TQualityBreakdown {
  const components: TQualityBreakdown['components'] = [];
  let total = 0;
  let max = 0;
  if (input.suspiciousShare !== null) {
    const points = round(60 * Math.max(0, 1 - input.suspiciousShare / 0.5), 1);
    components.push({
      id: 'authenticity',
      points,
      max: 60,
      basis: `suspicious followers ${round(input.suspiciousShare * 100, 1)} %`,
    });
    total += points;
    max += 60;
  }
  const expected = expectedEngagementRate(input.followers);
  const ratio = input.engagementRate === null ? 0 : input.engagementRate / expected;
  const engagementPoints = round(
    ratio <= 1 ? 25 * ratio : ratio <= 2.5 ? 25 : 25 * Math.max(0, 1 - (ratio - 2.5) / 2.5),
    1,
  );
  components.push({
    id: 'engagement',
    points: engagementPoints,
    max: 25,
    basis: `engagement ${input.engagementRate ?? 0} % vs ${round(expected, 2)} % expected (${round(ratio, 2)}×)`,
  });
  total += engagementPoints;
  max += 25;

  const recent = newestPosts(input.posts).map((p) => p.likes + p.comments);
  let consistency = 0;
  let basis = 'fewer than 3 recent posts';
  if (recent.length >= 3) {
    const mean = recent.reduce((a, b) => a + b, 0) / recent.length;
    const sd = Math.sqrt(recent.reduce((a, b) => a + (b - mean) ** 2, 0) / recent.length);
    const cv = mean > 0 ? sd / mean : 2;
    consistency = round(15 * Math.min(1, Math.max(0, (2 - cv) / 1.4)), 1);
    basis = `variation of engagement ${round(cv, 2)}`;
  }
  components.push({ id: 'consistency', points: consistency, max: 15, basis });
  total += consistency;
  max += 15;
  return {
    score: Math.round((total / max) * 100),
    formula: FORMULAS.qualityScore,
    components,
  };
}

/** ₹ per engagement by category: what brands pay in the niche (finance and tech pay most). */
const CATEGORY_RATE_INR: Record<TContentCategory, number> = {
  'Education and E-learning': 5,
  'Fashion and Style': 6,
  'Beauty and Skincare': 6,
  'Health and Fitness': 5,
  'Food and Beverage': 5,
  'Travel and Tourism': 6,
  'Technology and Gadgets': 7,
  'Gaming and Esports': 4,
  'Finance and Investing': 9,
  'Business and Entrepreneurship': 8,
  'Entertainment and Comedy': 3,
  'Music and Dance': 3.5,
  'Film and Television': 4,
  Sports: 4,
  Lifestyle: 5,
  'Parenting and Family': 5,
  'Home and Decor': 5,
  Automotive: 8,
  'Art and Photography': 4,
  'Pets and Animals': 4,
  'News and Politics': 4,
  'Books and Literature': 4,
  Others: 3,
};

export function estimatedPrice(followers: number, engagementRatePercent: number, category: string): number {
  const rate = CATEGORY_RATE_INR[category as TContentCategory] ?? CATEGORY_RATE_INR.Others;
  const price = Math.round((followers * (engagementRatePercent / 100) * rate) / 100) * 100;
  return Math.max(500, price);
}

/** 1..7 from the quality score, and its value on the 2..4 scale. */
export function rating(quality: number): { rating: number; value: number } {
  const r = Math.min(7, Math.max(1, Math.round(1 + (6 * quality) / 100)));
  return { rating: r, value: mapRating(r) };
}

export const tierOf = (followers: number) => tierForFollowers(followers)?.id ?? null;
export const reachBucketOf = (followers: number) => reachBucketFor(followers)?.label ?? null;
