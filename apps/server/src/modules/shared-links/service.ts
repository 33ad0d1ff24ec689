import { randomBytes } from 'node:crypto';
import type {
  TDashboardActivity,
  TSharedLink,
  TSharedLinkKind,
  TSharedLinkStatus,
  TSharedReport,
} from '@creatorscope/contracts';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import { orgHasFeature } from '../entitlements/index.js';
import {
  buildCreatorReport,
  ensureCreatorReport,
  forPlan,
  getCreatorsByHandles,
  type SourceCharge,
  toCreatorSummary,
} from '../insights/index.js';
import { sharedLinks } from './tables.js';

type LinkRow = typeof sharedLinks.$inferSelect;

/** 16 random bytes: a slug nobody can guess or enumerate, short enough to paste. */
const newSlug = (): string => randomBytes(16).toString('base64url');

const statusOf = (row: LinkRow, now: Date): TSharedLinkStatus =>
  row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active';

const toLink = (row: LinkRow, now = new Date()): TSharedLink => ({
  _id: row.id,
  slug: row.slug,
  path: `/r/${row.slug}`,
  title: row.title,
  kind: row.kind as TSharedLinkKind,
  handles: row.handles,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  status: statusOf(row, now),
  views: row.views,
  lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listSharedLinks(deps: Pick<Deps, 'db'>, orgId: string): Promise<TSharedLink[]> {
  const rows = await deps.db
    .select()
    .from(sharedLinks)
    .where(eq(sharedLinks.orgId, orgId))
    .orderBy(desc(sharedLinks.createdAt), desc(sharedLinks.id));
  const now = new Date();
  return rows.map((row) => toLink(row, now));
}

/**
 * Shares one creator (its full report, fetched now if it was never fetched, so the public page
 * never calls the source) or a shortlist of creators that must be in the index.
 */
export async function createSharedLink(
  deps: Deps,
  orgId: string,
  userId: string,
  input: { title: string; handles: string[]; expiresAt?: string | null | undefined },
  charge?: SourceCharge,
): Promise<TSharedLink> {
  const kind: TSharedLinkKind = input.handles.length === 1 ? 'creator' : 'shortlist';
  if (kind === 'creator') {
    await ensureCreatorReport(deps, input.handles[0] ?? '', { charge });
  } else {
    const found = await getCreatorsByHandles(deps, input.handles);
    const known = new Set(found.map((row) => row.handle));
    const missing = input.handles.findIndex((handle) => !known.has(handle));
    if (missing >= 0)
      throw fieldError(`handles.${missing}`, `No creator @${input.handles[missing]} was found`);
  }
  const [row] = await deps.db
    .insert(sharedLinks)
    .values({
      orgId,
      slug: newSlug(),
      title: input.title,
      kind,
      handles: input.handles,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error('shared link insert returned nothing');
  return toLink(row);
}

/** Revoking twice keeps the first time; another organisation's link is "not found". */
export async function revokeSharedLink(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  id: string,
): Promise<TSharedLink> {
  const [row] = await deps.db
    .update(sharedLinks)
    .set({ revokedAt: sql`coalesce(${sharedLinks.revokedAt}, now())` })
    .where(and(eq(sharedLinks.id, id), eq(sharedLinks.orgId, orgId)))
    .returning();
  if (!row) throw notFound('Shared link');
  return toLink(row);
}

/**
 * The public report behind a slug. A view is counted in the same statement that checks the link
 * is live, unless the viewer belongs to the owning organisation (checking one's own link is not
 * an audience). Revoked, expired and unknown slugs are the same 404, so a revoked link reveals
 * nothing.
 */
export async function openSharedReport(
  deps: Pick<Deps, 'db' | 'memberships'>,
  slug: string,
  viewerUserId: string | null,
): Promise<TSharedReport> {
  const live = and(
    eq(sharedLinks.slug, slug),
    isNull(sharedLinks.revokedAt),
    or(isNull(sharedLinks.expiresAt), gt(sharedLinks.expiresAt, sql`now()`)),
  );
  const [found] = await deps.db.select().from(sharedLinks).where(live).limit(1);
  if (!found) throw new AppError('not_found', 'This link does not exist or is no longer shared');
  const membership = viewerUserId ? await deps.memberships.get(viewerUserId, found.orgId) : null;
  const isOwner = Boolean(membership?.isActive);
  const row = isOwner
    ? found
    : ((
        await deps.db
          .update(sharedLinks)
          .set({ views: sql`${sharedLinks.views} + 1`, lastViewedAt: sql`now()` })
          .where(and(eq(sharedLinks.id, found.id), live))
          .returning()
      )[0] ?? null);
  if (!row) throw new AppError('not_found', 'This link does not exist or is no longer shared');

  const rows = await getCreatorsByHandles(deps, row.handles);
  const byHandle = new Map(rows.map((creator) => [creator.handle, creator]));
  // A creator removed from the index since sharing is left out rather than failing the page.
  const ordered = row.handles.flatMap((handle) => {
    const creator = byHandle.get(handle);
    return creator ? [creator] : [];
  });
  const first = ordered[0];
  // A shared report shows what its organisation's plan shows, so a link cannot open premium data.
  const report =
    row.kind === 'creator' && first
      ? forPlan(
          await buildCreatorReport(deps, first),
          await orgHasFeature(deps, row.orgId, 'insightsPremium'),
        )
      : null;
  return {
    title: row.title,
    kind: row.kind as TSharedLinkKind,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    report,
    creators: ordered.map(toCreatorSummary),
  };
}

/** Live links and their views, for the dashboard. */
export async function sharedLinkTotals(
  deps: Pick<Deps, 'db'>,
  orgId: string,
): Promise<{ active: number; views: number }> {
  const [row] = await deps.db
    .select({
      active: sql<number>`count(*) filter (where ${sharedLinks.revokedAt} is null and (${sharedLinks.expiresAt} is null or ${sharedLinks.expiresAt} > now()))::int`,
      views: sql<number>`coalesce(sum(${sharedLinks.views}), 0)::int`,
    })
    .from(sharedLinks)
    .where(eq(sharedLinks.orgId, orgId));
  return { active: row?.active ?? 0, views: row?.views ?? 0 };
}

/** The organisation's newest links, newest first, as the dashboard's activity shows them. */
export async function recentSharedLinks(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  limit: number,
): Promise<Extract<TDashboardActivity, { kind: 'sharedLink' }>[]> {
  const rows = await deps.db
    .select({ at: sharedLinks.createdAt, title: sharedLinks.title })
    .from(sharedLinks)
    .where(eq(sharedLinks.orgId, orgId))
    .orderBy(desc(sharedLinks.createdAt))
    .limit(limit);
  return rows.map((row) => ({ kind: 'sharedLink', at: row.at.toISOString(), title: row.title }));
}
