import { inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { getCreatorsByIds, listRecentPosts, refreshCreator } from '../../insights/index.js';
import { notify } from '../../notifications/index.js';
import { trackedCreatorAlerts, trackedCreators } from '../tables.js';

/*
 * The daily refresh of tracked creators: every pass claims the trackings not looked at for a day,
 * refreshes each creator through the social-data port (once, however many organisations track it)
 * and alerts an organisation when a recent post performs far above the creator's usual. Tests call `refreshTrackedCreators` directly with the time they want.
 */

const HOUR_MS = 3_600_000;
const REFRESH_EVERY_MS = 24 * HOUR_MS;
/** A creator whose refresh failed (rate limit, source down) is tried again this much later. */
const RETRY_AFTER_MS = HOUR_MS;
const BATCH = 50;
/** Posts published this recently are judged (each alerts once: see trackedCreatorAlerts). */
const ALERT_WINDOW_MS = 3 * REFRESH_EVERY_MS;
/** A post is a standout when its engagement exceeds this multiple of the creator's median. */
const STANDOUT_MULTIPLE = 3;
/** The median is over this many posts before the one judged… */
const BASELINE_POSTS = 12;
/** …and means nothing over fewer. */
const MIN_BASELINE_POSTS = 3;

type RefreshDeps = Pick<Deps, 'db' | 'social' | 'log' | 'pubsub'>;
/** A claimed tracking, with the oldest publication time of the posts it judges. */
type Claim = { id: string; orgId: string; creatorId: string; since: Date };
type RefreshOutcome = { refreshed: number; failed: number; alerts: number };

/** Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`; Db leaves it untyped. */
type ClaimRow = { id: string; org_id: string; creator_id: string; created_at: Date | string };

/**
 * Takes up to `limit` due trackings by moving their `checked_at` to now in one statement. SKIP
 * LOCKED lets instances running the same pass take disjoint rows instead of waiting or doubling
 * work; a row claimed once is no longer due for anyone.
 */
async function claimDue(deps: Pick<Deps, 'db'>, now: Date, limit: number): Promise<Claim[]> {
  const cutoff = new Date(now.getTime() - REFRESH_EVERY_MS);
  const result = (await deps.db.execute(sql`
    with due as (
      select id, checked_at from tracked_creators
      where checked_at <= ${cutoff.toISOString()}::timestamptz
      order by checked_at
      limit ${limit}
      for update skip locked
    )
    update tracked_creators t set checked_at = ${now.toISOString()}::timestamptz
    from due where t.id = due.id
    returning t.id, t.org_id, t.creator_id, t.created_at`)) as unknown as { rows: ClaimRow[] };
  return result.rows.map((r) => ({
    id: r.id,
    orgId: r.org_id,
    creatorId: r.creator_id,
    // Posts older than the tracking never alert; a missed pass still leaves posts within the window.
    since: new Date(Math.max(new Date(r.created_at).getTime(), now.getTime() - ALERT_WINDOW_MS)),
  }));
}

/** One pass over every due tracking (several batches when there are many). */
export async function refreshTrackedCreators(
  deps: RefreshDeps,
  now = new Date(),
  options: { batchSize?: number } = {},
): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { refreshed: 0, failed: 0, alerts: 0 };
  for (;;) {
    const claims = await claimDue(deps, now, options.batchSize ?? BATCH);
    if (claims.length === 0) return outcome;
    const byCreator = new Map<string, Claim[]>();
    for (const c of claims) byCreator.set(c.creatorId, [...(byCreator.get(c.creatorId) ?? []), c]);
    for (const [creatorId, group] of byCreator) {
      try {
        const [stored] = await getCreatorsByIds(deps, [creatorId]);
        if (!stored) continue;
        const isFresh = stored.reportAt && now.getTime() - stored.reportAt.getTime() < REFRESH_EVERY_MS;
        const creator = isFresh ? stored : await refreshCreator(deps, stored.handle, now);
        outcome.refreshed += 1;
        for (const claim of group) outcome.alerts += await alertOnStandoutPosts(deps, claim, creator, now);
      } catch (error) {
        outcome.failed += 1;
        deps.log.warn({ err: error, creatorId }, 'tracked creator refresh failed: retrying later');
        // Tried again within the hour rather than tomorrow; the alert window covers the delay.
        const retryAt = new Date(now.getTime() - REFRESH_EVERY_MS + RETRY_AFTER_MS);
        await deps.db
          .update(trackedCreators)
          .set({ checkedAt: retryAt })
          .where(
            inArray(
              trackedCreators.id,
              group.map((c) => c.id),
            ),
          );
      }
    }
  }
}

const engagement = (p: { likes: number; comments: number }) => p.likes + p.comments;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Notifies the organisation of each post of the last days (and since it was tracked) whose engagement (likes +
 * comments) exceeds STANDOUT_MULTIPLE × the median of the creator's 12 posts before it. The alert
 * row's unique key makes each post alert an organisation once, even when passes overlap.
 */
async function alertOnStandoutPosts(
  deps: RefreshDeps,
  claim: Claim,
  creator: { id: string; handle: string },
  now: Date,
): Promise<number> {
  const posts = await listRecentPosts(deps, creator.id, 60);
  let sent = 0;
  for (const [i, post] of posts.entries()) {
    if (post.postedAt <= claim.since || post.postedAt > now) continue;
    const baseline = posts.slice(i + 1, i + 1 + BASELINE_POSTS).map(engagement);
    if (baseline.length < MIN_BASELINE_POSTS) continue;
    const usual = median(baseline);
    const value = engagement(post);
    if (usual <= 0 || value <= STANDOUT_MULTIPLE * usual) continue;
    const [isFirst] = await deps.db
      .insert(trackedCreatorAlerts)
      .values({ orgId: claim.orgId, creatorId: creator.id, shortcode: post.shortcode })
      .onConflictDoNothing()
      .returning({ id: trackedCreatorAlerts.id });
    if (!isFirst) continue;
    const times = Math.round((value / usual) * 10) / 10;
    await notify(deps, claim.orgId, 'all', {
      message: {
        key: post.type === 'reel' ? 'reelAboveUsual' : 'postAboveUsual',
        params: { handle: creator.handle, engagement: value, times, posts: baseline.length },
      },
      path: `/insights/creator/${creator.handle}`,
    });
    sent += 1;
  }
  return sent;
}
