import { z } from 'zod';
import { COUNTRY_CODES } from './countries.js';
import { FOLLOWER_RANGES } from './enums.js';
import { AUDIENCE_AGE_BANDS, CONTENT_CATEGORIES } from './insights-constants.js';
import { idField } from './validation.js';

/*
 * Creator data and discovery (issue #5, "Social data"): the discovery table, the categories, the
 * creator report and the comparison. Conventions used throughout:
 * - handles are lowercase, without '@' (ZInstagramHandle normalises what users paste);
 * - rates (engagement, growth, shares shown as %) are PERCENT numbers: 3.25 means 3.25 %;
 * - audience shares (age bands, gender, countries, suspicious followers) are FRACTIONS 0..1;
 * - money is whole Indian rupees (INR).
 */

const organizationId = idField('organization_id');

const HANDLE = /^(?!.*\.\.)(?!.*\.$)[a-z0-9._]{1,30}$/;

/** Strips '@', a profile URL and whitespace, lowercases; what is left must be a valid Instagram username. */
export const normalizeHandle = (input: string): string => {
  let value = input.trim();
  const url = value.match(/instagram\.com\/([^/?#]+)/i);
  if (url?.[1]) value = url[1];
  return value.replace(/^@/, '').toLowerCase();
};

export const ZInstagramHandle = z
  .string({ error: 'handle is required' })
  .transform(normalizeHandle)
  .pipe(
    z
      .string()
      .min(1, 'handle is required')
      .regex(
        HANDLE,
        'handle must be an Instagram username: letters, digits, dots and underscores, at most 30',
      ),
  );

export const CREATOR_SOURCES = ['synthetic', 'instagram'] as const;
export const ZCreatorSource = z.enum(CREATOR_SOURCES);
export type TCreatorSource = z.infer<typeof ZCreatorSource>;

export const POST_TYPES = ['post', 'reel'] as const;
export const ZPostType = z.enum(POST_TYPES);
export type TPostType = z.infer<typeof ZPostType>;

export const AGE_BAND_IDS = AUDIENCE_AGE_BANDS.map((band) => band.id) as [
  (typeof AUDIENCE_AGE_BANDS)[number]['id'],
  ...(typeof AUDIENCE_AGE_BANDS)[number]['id'][],
];
export const ZAgeBandId = z.enum(AGE_BAND_IDS, {
  error: 'audienceAgeBand must be one of 10-17, 18-24, 25-34, 35-54',
});

export const DISCOVERY_SORT_FIELDS = ['followers', 'engagement', 'growth', 'quality', 'price'] as const;
export const ZDiscoverySortField = z.enum(DISCOVERY_SORT_FIELDS, {
  error: 'sortBy must be one of followers, engagement, growth, quality, price',
});
export type TDiscoverySortField = z.infer<typeof ZDiscoverySortField>;

export const ZSortDirection = z.enum(['asc', 'desc'], { error: 'sortDir must be asc or desc' });

/** Majority gender of the audience. */
export const ZAudienceGender = z.enum(['female', 'male'], { error: 'audienceGender must be female or male' });

/** The discovery total is exact up to this many matches; above it the answer says "at least". */
export const DISCOVERY_TOTAL_CAP = 10_000;
export const DISCOVERY_MAX_PAGE_SIZE = 100;

/** One row of the discovery index: a creator's summary metrics. */
export const ZCreatorSummary = z.object({
  _id: z.string(),
  handle: z.string(),
  name: z.string(),
  profilePictureUrl: z.string().nullable(),
  category: z.string(),
  /** ISO 3166-1 alpha-2, or null when the source does not say (Graph API). */
  country: z.string().nullable(),
  /** nano | micro | mid-tier | macro | mega; null below 1,000 followers. */
  tier: z.enum(FOLLOWER_RANGES).nullable(),
  followers: z.number().int(),
  /** Percent. */
  engagementRate: z.number(),
  avgLikes: z.number().int(),
  avgComments: z.number().int(),
  /** Over reels; null when the creator has no recent reels. */
  avgViews: z.number().int().nullable(),
  /** Percent over 30 days; null while the history is shorter. */
  growth30d: z.number().nullable(),
  /** 0..100. */
  qualityScore: z.number().int(),
  /** The audience's largest age band; null when audience data is not available. */
  audienceAgeBand: ZAgeBandId.nullable(),
  /** Fraction 0..1; null when audience data is not available. */
  audienceFemaleShare: z.number().nullable(),
  /** INR per post. */
  estimatedPrice: z.number().int(),
  /** 1..7. */
  rating: z.number().int(),
  /** The rating mapped onto 2..4 (mapRating). */
  ratingValue: z.number(),
  /** REACH_BUCKETS label of the follower count, null below 1K. */
  reachBucket: z.string().nullable(),
  source: ZCreatorSource,
  updatedAt: z.string(),
});
export type TCreatorSummary = z.infer<typeof ZCreatorSummary>;

// ---------- /insights/get-all-categories ----------

export const ZGetCategoriesRequest = z.object({ organization_id: organizationId });
export type TGetCategoriesRequest = z.infer<typeof ZGetCategoriesRequest>;

export const ZCategoryCount = z.object({ category: z.enum(CONTENT_CATEGORIES), creators: z.number().int() });
export type TCategoryCount = z.infer<typeof ZCategoryCount>;
export const ZCategoryList = z.array(ZCategoryCount);

// ---------- /insights/get-inf-table ----------

const nonNegative = (field: string) =>
  z.number({ error: `${field} must be a number` }).min(0, `${field} cannot be negative`);

/** Discovery filters; every one is optional and they combine with AND (values of one list with OR). */
export const ZDiscoveryFilters = z.object({
  categories: z
    .array(z.enum(CONTENT_CATEGORIES, { error: 'categories must be content categories' }))
    .max(23)
    .optional(),
  tiers: z
    .array(z.enum(FOLLOWER_RANGES, { error: 'tiers must be nano, micro, mid-tier, macro or mega' }))
    .optional(),
  countries: z
    .array(z.enum(COUNTRY_CODES, { error: 'countries must be supported country codes' }))
    .max(150)
    .optional(),
  /** Percent, inclusive. */
  engagementMin: nonNegative('engagementMin').optional(),
  engagementMax: nonNegative('engagementMax').optional(),
  /** Creators whose audience's largest band is this one. */
  audienceAgeBand: ZAgeBandId.optional(),
  audienceGender: ZAudienceGender.optional(),
  qualityMin: nonNegative('qualityMin').max(100, 'qualityMin cannot exceed 100').optional(),
  followersMin: nonNegative('followersMin').optional(),
  followersMax: nonNegative('followersMax').optional(),
  /** Case-insensitive substring of the handle or the name. */
  search: z.string().trim().max(60, 'search cannot exceed 60 characters').optional(),
});
export type TDiscoveryFilters = z.infer<typeof ZDiscoveryFilters>;

export const ZDiscoverySort = z.object({
  sortBy: ZDiscoverySortField.default('followers'),
  sortDir: ZSortDirection.default('desc'),
  page: z
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .default(1),
  pageSize: z
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(DISCOVERY_MAX_PAGE_SIZE, `pageSize cannot exceed ${DISCOVERY_MAX_PAGE_SIZE}`)
    .default(20),
});

type TRanges = {
  engagementMin?: number | undefined;
  engagementMax?: number | undefined;
  followersMin?: number | undefined;
  followersMax?: number | undefined;
};
const withRangeChecks = <T extends z.ZodType<TRanges>>(schema: T) =>
  schema
    .refine(
      (q) =>
        q.engagementMin === undefined || q.engagementMax === undefined || q.engagementMin <= q.engagementMax,
      { path: ['engagementMax'], message: 'engagementMax must be at least engagementMin' },
    )
    .refine(
      (q) => q.followersMin === undefined || q.followersMax === undefined || q.followersMin <= q.followersMax,
      { path: ['followersMax'], message: 'followersMax must be at least followersMin' },
    );

/**
 * A page past the first DISCOVERY_TOTAL_CAP matches would make the index walk every row before it:
 * the table never offers one, so nobody else gets to ask for it either.
 */
const withinServedPages = <T extends z.ZodType<{ page: number; pageSize: number }>>(schema: T) =>
  schema.refine((q) => q.page * q.pageSize <= DISCOVERY_TOTAL_CAP, {
    path: ['page'],
    message: `Discovery shows the first ${DISCOVERY_TOTAL_CAP} matches: narrow the filters to see others`,
  });

export const ZDiscoveryQuery = withinServedPages(
  withRangeChecks(ZDiscoveryFilters.extend(ZDiscoverySort.shape)),
);
/** What searchCreators takes (defaults applied). */
export type TDiscoveryQuery = z.output<typeof ZDiscoveryQuery>;
/** What a client sends (everything optional). */
export type TDiscoveryQueryInput = z.input<typeof ZDiscoveryQuery>;

export const ZGetInfTableRequest = withinServedPages(
  withRangeChecks(ZDiscoveryFilters.extend(ZDiscoverySort.shape).extend({ organization_id: organizationId })),
);
export type TGetInfTableRequest = z.input<typeof ZGetInfTableRequest>;

export const ZDiscoveryPage = z.object({
  rows: z.array(ZCreatorSummary),
  /** Exact when totalIsCapped is false; otherwise "at least DISCOVERY_TOTAL_CAP" (counting every match of a broad filter over a million rows would be slow). */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TDiscoveryPage = z.infer<typeof ZDiscoveryPage>;

// ---------- the creator report ----------

/** A metric with the formula the UI shows beside it; value null with a reason when it cannot be computed. */
export const ZMetric = z.object({
  value: z.number().nullable(),
  formula: z.string(),
  unavailableReason: z.string().nullable(),
});
export type TMetric = z.infer<typeof ZMetric>;

export const METRIC_IDS = [
  'followers',
  'growth7d',
  'growth30d',
  'growth90d',
  'engagementRate',
  'avgLikes',
  'avgComments',
  'avgViews',
  'postsPerWeek',
  'qualityScore',
  'estimatedPrice',
  'rating',
] as const;
export type TMetricId = (typeof METRIC_IDS)[number];
export const ZCreatorMetrics = z.object(
  Object.fromEntries(METRIC_IDS.map((id) => [id, ZMetric])) as Record<TMetricId, typeof ZMetric>,
);
export type TCreatorMetrics = z.infer<typeof ZCreatorMetrics>;

export const ZCreatorPost = z.object({
  shortcode: z.string(),
  type: ZPostType,
  caption: z.string(),
  likes: z.number().int(),
  comments: z.number().int(),
  /** Reels only. */
  views: z.number().int().nullable(),
  postedAt: z.string(),
  permalink: z.string(),
  /** (likes + comments) / followers, percent. */
  engagementRate: z.number(),
});
export type TCreatorPost = z.infer<typeof ZCreatorPost>;

export const ZFollowerPoint = z.object({ day: z.string(), followers: z.number().int() });
export type TFollowerPoint = z.infer<typeof ZFollowerPoint>;

export const ZFollowerHistory = z.object({
  points: z.array(ZFollowerPoint),
  /** Why the history is short or missing (Graph API gives none before our first snapshot). */
  note: z.string().nullable(),
});
export type TFollowerHistory = z.infer<typeof ZFollowerHistory>;

/** Posting activity by weekday (0 = Sunday) and hour, in the creator's country time zone. */
export const ZPostingHeatmap = z.object({
  timeZone: z.string(),
  cells: z.array(
    z.object({
      day: z.number().int(),
      hour: z.number().int(),
      posts: z.number().int(),
      /** Percent. */
      avgEngagementRate: z.number(),
    }),
  ),
  bestDays: z.array(z.number().int()),
  bestHours: z.array(z.number().int()),
  formula: z.string(),
});
export type TPostingHeatmap = z.infer<typeof ZPostingHeatmap>;

export const ZAudience = z.object({
  /** Fractions by AUDIENCE_AGE_BANDS id, summing to 1. */
  ageBands: z.array(z.object({ band: ZAgeBandId, share: z.number() })),
  femaleShare: z.number(),
  maleShare: z.number(),
  topCountries: z.array(z.object({ country: z.string(), share: z.number() })),
  /** Fraction of followers that look like bots or mass-following accounts. */
  suspiciousFollowerShare: z.number(),
});
export type TAudience = z.infer<typeof ZAudience>;

export const ZQualityBreakdown = z.object({
  score: z.number().int(),
  formula: z.string(),
  components: z.array(
    z.object({
      id: z.enum(['authenticity', 'engagement', 'consistency']),
      points: z.number(),
      max: z.number(),
      /** What the points were computed from, e.g. 'suspicious followers 12 %'. */
      basis: z.string(),
    }),
  ),
});
export type TQualityBreakdown = z.infer<typeof ZQualityBreakdown>;

export const ZCreatorProfile = z.object({
  biography: z.string(),
  followsCount: z.number().int().nullable(),
  mediaCount: z.number().int().nullable(),
});

export const ZCreatorReport = z.object({
  creator: ZCreatorSummary,
  profile: ZCreatorProfile,
  metrics: ZCreatorMetrics,
  followerHistory: ZFollowerHistory,
  posts: z.object({ recent: z.array(ZCreatorPost), top: z.array(ZCreatorPost) }),
  heatmap: ZPostingHeatmap,
  audience: ZAudience.nullable(),
  /** Set when audience is null. */
  audienceUnavailableReason: z.string().nullable(),
  /** The audience is withheld because the organisation's plan lacks premium insights. */
  audienceLocked: z.boolean(),
  quality: ZQualityBreakdown,
  /** How creator.tier and creator.reachBucket are derived, for the UI to show beside them. */
  formulas: z.object({ tier: z.string(), reachBucket: z.string() }),
  /** When the data was fetched from the source. */
  snapshotAt: z.string(),
  source: ZCreatorSource,
});
export type TCreatorReport = z.infer<typeof ZCreatorReport>;

export const ZGetCreatorReportRequest = z.object({
  organization_id: organizationId,
  handle: ZInstagramHandle,
});
export type TGetCreatorReportRequest = z.input<typeof ZGetCreatorReportRequest>;

// ---------- /insights/comparision-insta-metrics ----------

export const COMPARISON_MIN = 2;
export const COMPARISON_MAX = 4;

export const ZComparisonRequest = z.object({
  organization_id: organizationId,
  handles: z
    .array(ZInstagramHandle, { error: 'handles must be a list of Instagram handles' })
    .min(COMPARISON_MIN, `Choose ${COMPARISON_MIN} to ${COMPARISON_MAX} creators to compare`)
    .max(COMPARISON_MAX, `Choose ${COMPARISON_MIN} to ${COMPARISON_MAX} creators to compare`)
    .refine((handles) => new Set(handles).size === handles.length, 'Each creator can be compared only once'),
});
export type TComparisonRequest = z.input<typeof ZComparisonRequest>;

export const ZComparisonEntry = z.object({
  creator: ZCreatorSummary,
  metrics: ZCreatorMetrics,
  followerHistory: ZFollowerHistory,
  snapshotAt: z.string(),
});
export const ZComparison = z.object({ creators: z.array(ZComparisonEntry) });
export type TComparison = z.infer<typeof ZComparison>;
