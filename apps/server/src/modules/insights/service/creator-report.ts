import {
  countryByCode,
  normalizeHandle,
  type TAudience,
  type TCreatorMetrics,
  type TCreatorPost,
  type TCreatorReport,
  type TFollowerHistory,
  ZInstagramHandle,
} from '@creatorscope/contracts';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { NOT_AVAILABLE, type SocialMedia } from '../../../adapters/social-data/index.js';
import { HASHTAGS } from '../../../adapters/social-data/synthetic/vocabulary.js';
import type { Deps } from '../../../deps.js';
import { fieldError, isAppError } from '../../../http/errors.js';
import {
  averages,
  engagementRate,
  estimatedPrice,
  FORMULAS,
  growth,
  type HistoryPoint,
  type MetricPost,
  newestPosts,
  postEngagementRate,
  postingHeatmap,
  postsPerWeek,
  qualityScore,
  RECENT_POSTS,
  rating,
  topPosts,
} from '../metrics.js';
import type { SourceCharge } from '../source-budget.js';
import { type CreatorRow, indexMetrics, inferCategory, toCreatorSummary } from '../summarize.js';
import { creatorFollowerHistory, creatorPosts, creatorSnapshots, creators } from '../tables.js';

/*
 * A creator's full report: fetched from the social-data source when missing or older than a day,
 * stored (snapshot, posts, follower history, the recomputed index row), and always answered from
 * what is stored, exactly the same way whichever source the data came from.
 */

const DAY_MS = 86_400_000;
/** Reports older than this are fetched again. */
const REPORT_MAX_AGE_MS = DAY_MS;
/** How far back posts and history are kept and shown. */
const WINDOW_DAYS = 180;
const MEDIA_PAGE = 50;
/** At most this many media pages per fetch: a rate-limited source (Graph) is asked sparingly. */
const MAX_MEDIA_PAGES = 8;

type Db = Deps['db'];
type ReportDeps = Pick<Deps, 'db' | 'social' | 'log'>;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A handle as users type it ('@Name', a profile URL) to its stored form, or a 400 naming `handle`. */
export function parseHandle(input: string): string {
  const parsed = ZInstagramHandle.safeParse(input);
  if (!parsed.success) throw fieldError('handle', parsed.error.issues[0]?.message ?? 'handle is invalid');
  return parsed.data;
}

/** The discovery index row of a handle (any spelling users type), or null. */
export async function getCreatorByHandle(deps: Pick<Deps, 'db'>, handle: string): Promise<CreatorRow | null> {
  const [row] = await deps.db
    .select()
    .from(creators)
    .where(eq(creators.handle, normalizeHandle(handle)))
    .limit(1);
  return row ?? null;
}

/** The synthetic seed stored for a handle: how the synthetic source knows which creator it is. */
export async function syntheticSeedOf(db: Db, handle: string): Promise<number | null> {
  const [row] = await db
    .select({ seed: creators.syntheticSeed })
    .from(creators)
    .where(eq(creators.handle, handle))
    .limit(1);
  return row?.seed === null || row?.seed === undefined ? null : row.seed >>> 0;
}

/**
 * Fetches a creator from the source now and stores it: a snapshot, its posts of the last 180
 * days, its follower history (the source's, or today's point added to ours), and the recomputed
 * index row. Creates the index row for a creator seen for the first time. Throws the source's
 * AppError (not_found, rate_limited, unavailable).
 */
export async function refreshCreator(
  deps: ReportDeps,
  handleInput: string,
  now = new Date(),
): Promise<CreatorRow> {
  const handle = parseHandle(handleInput);
  const profile = await deps.social.fetchProfile(handle);
  const since = now.getTime() - WINDOW_DAYS * DAY_MS;
  const media: SocialMedia[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_MEDIA_PAGES; page++) {
    const answer = await deps.social.fetchMedia(handle, { limit: MEDIA_PAGE, after: cursor });
    media.push(...answer.items);
    cursor = answer.nextCursor;
    const oldest = answer.items[answer.items.length - 1];
    if (!cursor || !oldest || oldest.postedAt.getTime() < since) break;
  }
  // Posts of the window, and the newest 12 even when older, so an inactive creator still has figures.
  const newest = new Set(newestPosts(media, RECENT_POSTS));
  const posts = media.filter((m) => m.postedAt.getTime() >= since || newest.has(m));
  const sourceHistory = await deps.social.fetchFollowerHistory(handle, WINDOW_DAYS);
  const audience = await deps.social.fetchAudience(handle);

  return deps.db.transaction(async (tx) => {
    // Two requests for one new handle must not both create it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`creator:${handle}`}, 0))`);
    const [existing] = await tx.select().from(creators).where(eq(creators.handle, handle)).limit(1);
    const stored: HistoryPoint[] = existing
      ? await tx
          .select({ day: creatorFollowerHistory.day, followers: creatorFollowerHistory.followers })
          .from(creatorFollowerHistory)
          .where(eq(creatorFollowerHistory.creatorId, existing.id))
      : [];
    // Today's point is the profile's count; the source's history fills the days before it.
    const freshByDay = new Map<string, number>();
    for (const p of sourceHistory ?? []) freshByDay.set(p.day, p.followers);
    freshByDay.set(isoDay(now.getTime()), profile.followers);
    const fresh = [...freshByDay.entries()].map(([day, followers]) => ({ day, followers }));
    const byDay = new Map<string, number>();
    for (const p of [...stored, ...fresh]) byDay.set(p.day, p.followers);
    const history = [...byDay.entries()].map(([day, followers]) => ({ day, followers }));

    const category =
      profile.category ??
      existing?.category ??
      inferCategory(
        posts.map((p) => p.caption),
        (c) => HASHTAGS[c],
      );
    const metrics = indexMetrics({ followers: profile.followers, category, posts, history, audience });
    const values = {
      handle,
      name: profile.name,
      biography: profile.biography,
      profilePictureUrl: profile.profilePictureUrl,
      category,
      country: profile.country ?? existing?.country ?? null,
      followsCount: profile.followsCount,
      mediaCount: profile.mediaCount,
      ...metrics,
      source: deps.social.source,
      syntheticSeed: profile.syntheticSeed === null ? null : profile.syntheticSeed | 0,
      reportAt: now,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(creators)
      .values(values)
      .onConflictDoUpdate({ target: creators.handle, set: values })
      .returning();
    if (!row) throw new Error(`could not store creator ${handle}`);

    await tx.insert(creatorSnapshots).values({
      creatorId: row.id,
      takenAt: now,
      source: deps.social.source,
      followers: profile.followers,
      followsCount: profile.followsCount,
      mediaCount: profile.mediaCount,
      engagementRate: metrics.engagementRate,
      avgLikes: metrics.avgLikes,
      avgComments: metrics.avgComments,
      avgViews: metrics.avgViews,
      qualityScore: metrics.qualityScore,
      audience,
    });
    for (let i = 0; i < posts.length; i += 500) {
      await tx
        .insert(creatorPosts)
        .values(
          posts.slice(i, i + 500).map((p) => ({
            creatorId: row.id,
            shortcode: p.shortcode,
            type: p.type,
            caption: p.caption,
            likes: p.likes,
            comments: p.comments,
            views: p.views,
            permalink: p.permalink,
            postedAt: p.postedAt,
            fetchedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: creatorPosts.shortcode,
          set: {
            caption: sql`excluded.caption`,
            likes: sql`excluded.likes`,
            comments: sql`excluded.comments`,
            views: sql`excluded.views`,
            fetchedAt: sql`excluded.fetched_at`,
          },
        });
    }
    await tx
      .insert(creatorFollowerHistory)
      .values(fresh.map((p) => ({ creatorId: row.id, day: p.day, followers: p.followers })))
      .onConflictDoUpdate({
        target: [creatorFollowerHistory.creatorId, creatorFollowerHistory.day],
        set: { followers: sql`excluded.followers` },
      });
    return row;
  });
}

/**
 * The creator's full report. Fetches from the source first when the creator has no report yet or
 * it is older than `maxAgeMs` (24 h); if that fetch fails for a passing reason (rate limit, source
 * down) and an older report exists, answers the older one. Unknown handles are a 404.
 */
export async function ensureCreatorReport(
  deps: ReportDeps,
  handleInput: string,
  options: { maxAgeMs?: number; now?: Date; charge?: SourceCharge } = {},
): Promise<TCreatorReport> {
  const handle = parseHandle(handleInput);
  const now = options.now ?? new Date();
  let row = await getCreatorByHandle(deps, handle);
  const isFresh =
    row?.reportAt && now.getTime() - row.reportAt.getTime() < (options.maxAgeMs ?? REPORT_MAX_AGE_MS);
  if (!isFresh) {
    try {
      // Charged to the organisation that asked; past its budget a stored report still answers.
      await options.charge?.();
      row = await refreshCreator(deps, handle, now);
    } catch (error) {
      const isPassing = isAppError(error) && (error.code === 'rate_limited' || error.code === 'unavailable');
      if (!(row?.reportAt && isPassing)) throw error;
      deps.log.warn({ err: error, handle }, 'creator refresh failed: answering the stored report');
    }
  }
  if (!row) throw new Error('unreachable: no row after refresh');
  return buildCreatorReport(deps, row, now);
}

const toMetricPost = (p: typeof creatorPosts.$inferSelect): MetricPost & { row: typeof p } => ({
  type: p.type as MetricPost['type'],
  likes: p.likes,
  comments: p.comments,
  views: p.views,
  postedAt: p.postedAt,
  row: p,
});

/** The stored posts (newest first, last 180 days or the newest 12) and history of a creator. */
async function storedFacts(db: Db, row: CreatorRow, now: Date) {
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
  const rows = await db
    .select()
    .from(creatorPosts)
    .where(eq(creatorPosts.creatorId, row.id))
    .orderBy(desc(creatorPosts.postedAt))
    .limit(600);
  const posts = rows.filter((p, i) => i < RECENT_POSTS || p.postedAt >= since).map(toMetricPost);
  const history = await db
    .select({ day: creatorFollowerHistory.day, followers: creatorFollowerHistory.followers })
    .from(creatorFollowerHistory)
    .where(
      and(
        eq(creatorFollowerHistory.creatorId, row.id),
        gte(creatorFollowerHistory.day, isoDay(since.getTime())),
      ),
    )
    .orderBy(creatorFollowerHistory.day);
  const [snapshot] = await db
    .select()
    .from(creatorSnapshots)
    .where(eq(creatorSnapshots.creatorId, row.id))
    .orderBy(desc(creatorSnapshots.takenAt))
    .limit(1);
  return { posts, history, snapshot: snapshot ?? null };
}

const metric = (value: number | null, formula: string, reason: string) => ({
  value,
  formula,
  unavailableReason: value === null ? reason : null,
});

/** Metrics with formulas, computed from stored facts. */
function creatorMetrics(input: {
  row: CreatorRow;
  posts: readonly MetricPost[];
  history: readonly HistoryPoint[];
  suspiciousShare: number | null;
  now: Date;
}): { metrics: TCreatorMetrics; quality: ReturnType<typeof qualityScore> } {
  const { row, posts, history, now } = input;
  const er = engagementRate(posts, row.followers);
  const avg = averages(posts);
  const quality = qualityScore({
    followers: row.followers,
    engagementRate: er ?? 0,
    suspiciousShare: input.suspiciousShare,
    posts,
  });
  const noPosts = 'No posts yet';
  const shortHistory = (days: number) =>
    row.source === 'instagram'
      ? `History starts with our first snapshot: ${days} days are needed`
      : `Follower history is shorter than ${days} days`;
  const rated = rating(quality.score);
  return {
    quality,
    metrics: {
      followers: metric(row.followers, FORMULAS.followers, ''),
      growth7d: metric(growth(history, 7), FORMULAS.growth(7), shortHistory(7)),
      growth30d: metric(growth(history, 30), FORMULAS.growth(30), shortHistory(30)),
      growth90d: metric(growth(history, 90), FORMULAS.growth(90), shortHistory(90)),
      engagementRate: metric(er, FORMULAS.engagementRate, noPosts),
      avgLikes: metric(avg.avgLikes, FORMULAS.avgLikes, noPosts),
      avgComments: metric(avg.avgComments, FORMULAS.avgComments, noPosts),
      avgViews: metric(
        avg.avgViews,
        FORMULAS.avgViews,
        row.source === 'instagram'
          ? 'The Instagram Graph API does not give the views of other accounts’ reels'
          : `No reels among the last ${RECENT_POSTS} posts`,
      ),
      postsPerWeek: metric(postsPerWeek(posts, now), FORMULAS.postsPerWeek, noPosts),
      qualityScore: metric(quality.score, quality.formula, ''),
      estimatedPrice: metric(
        estimatedPrice(row.followers, er ?? 0, row.category),
        FORMULAS.estimatedPrice,
        '',
      ),
      rating: metric(rated.value, FORMULAS.rating, ''),
    },
  };
}

function followerHistoryOf(row: CreatorRow, history: readonly HistoryPoint[]): TFollowerHistory {
  return {
    points: history.map((p) => ({ day: p.day, followers: p.followers })),
    note: row.source === 'instagram' ? NOT_AVAILABLE.history : null,
  };
}

const toPost = (p: typeof creatorPosts.$inferSelect, followers: number): TCreatorPost => ({
  shortcode: p.shortcode,
  type: p.type as TCreatorPost['type'],
  caption: p.caption,
  likes: p.likes,
  comments: p.comments,
  views: p.views,
  postedAt: p.postedAt.toISOString(),
  permalink: p.permalink,
  engagementRate: postEngagementRate(p, followers),
});

/** The report of a stored creator, from stored data only (no source call). */
export async function buildCreatorReport(
  deps: Pick<Deps, 'db'>,
  row: CreatorRow,
  now = new Date(),
): Promise<TCreatorReport> {
  const { posts, history, snapshot } = await storedFacts(deps.db, row, now);
  const audience = (snapshot?.audience ?? null) as TAudience | null;
  const { metrics, quality } = creatorMetrics({
    row,
    posts,
    history,
    suspiciousShare: audience?.suspiciousFollowerShare ?? null,
    now,
  });
  const timeZone = (row.country && countryByCode(row.country)?.timezone) || 'UTC';
  const heatmap = postingHeatmap(posts, row.followers, timeZone);
  return {
    creator: toCreatorSummary(row),
    profile: { biography: row.biography, followsCount: row.followsCount, mediaCount: row.mediaCount },
    metrics,
    followerHistory: followerHistoryOf(row, history),
    posts: {
      recent: newestPosts(posts, RECENT_POSTS).map((p) => toPost(p.row, row.followers)),
      top: topPosts(posts, 6).map((p) => toPost(p.row, row.followers)),
    },
    heatmap: { ...heatmap, formula: FORMULAS.heatmap },
    audience,
    audienceUnavailableReason: audience
      ? null
      : row.source === 'instagram'
        ? NOT_AVAILABLE.audience
        : 'No audience data yet',
    audienceLocked: false,
    quality,
    formulas: { tier: FORMULAS.tier, reachBucket: FORMULAS.reachBucket },
    snapshotAt: (snapshot?.takenAt ?? row.reportAt ?? row.updatedAt).toISOString(),
    source: row.source as TCreatorReport['source'],
  };
}

/**
 * The report as an organisation without premium insights may see it: the audience withheld (not
 * hidden by the client), so the plan table holds for API callers as it does on screen.
 */
export function forPlan(report: TCreatorReport, hasPremiumInsights: boolean): TCreatorReport {
  if (hasPremiumInsights || !report.audience) return report;
  return { ...report, audience: null, audienceUnavailableReason: null, audienceLocked: true };
}
