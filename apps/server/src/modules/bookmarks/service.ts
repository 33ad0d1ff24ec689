import {
  DEFAULT_LABEL_FILTER,
  DEFAULT_LABEL_NAME,
  INSTAGRAM_URL_MESSAGE,
  instagramEmbedUrl,
  instagramPostUrl,
  parseInstagramUrl,
  type TBookmark,
  type TBookmarkLookup,
  type TBookmarkPage,
  type TBookmarkType,
  type TDashboardActivity,
  type TInstagramPostRef,
  type ZCreateBookmarkRequest,
  type ZListBookmarksRequest,
} from '@creatorscope/contracts';
import { and, count, desc, eq, getTableColumns, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import { findPostByShortcode } from '../insights/index.js';
import { findLabelById, findLabelByName, getLabelNames } from '../labels/index.js';
import { bookmarks } from './tables.js';

type CreateInput = z.output<typeof ZCreateBookmarkRequest>;
type ListInput = z.output<typeof ZListBookmarksRequest>;
/** The insights variants of the calls see only bookmarks saved from insights. */
type Scope = { isInsightsOnly: boolean };

type BookmarkRow = typeof bookmarks.$inferSelect;

const toBookmark = (row: BookmarkRow, labelName: string | null): TBookmark => {
  const type = row.type as TBookmarkType;
  return {
    _id: row.id,
    organization: row.orgId,
    instagramCode: instagramEmbedUrl(row.shortcode),
    shortcode: row.shortcode,
    type,
    url: instagramPostUrl({ type, shortcode: row.shortcode }),
    labelId: row.labelId,
    label: labelName ?? DEFAULT_LABEL_NAME,
    isInsights: row.isInsights,
    isTrends: row.isTrends,
    caption: row.caption,
    creatorHandle: row.creatorHandle,
    thumbnailUrl: row.thumbnailUrl,
    metrics: row.metrics ?? null,
    createdAt: row.createdAt.toISOString(),
  };
};

/** The post an instagramCode names; the contract has already refused anything else. */
function postRefOf(instagramCode: string): TInstagramPostRef {
  const ref = parseInstagramUrl(instagramCode);
  if (!ref) throw fieldError('instagramCode', INSTAGRAM_URL_MESSAGE);
  return ref;
}

/**
 * The label a new bookmark goes under: by id (which must be one of this organisation's labels),
 * else by name, else none ('Default Label'). A label of another organisation reads as unknown.
 */
async function resolveLabel(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  labelId: string | null,
  labelName: string,
): Promise<{ id: string; name: string } | null> {
  if (labelId) {
    const row = await findLabelById(deps, orgId, labelId);
    if (!row) throw fieldError('labelId', 'This label does not exist in your organisation');
    return row;
  }
  const name = labelName.trim();
  if (!name || name.toLowerCase() === DEFAULT_LABEL_NAME.toLowerCase()) return null;
  const row = await findLabelByName(deps, orgId, name);
  if (!row) throw fieldError('label', `There is no label named ${name}`);
  return row;
}

/**
 * Saves a post or reel. Saving one the organisation already has answers that bookmark, label
 * unchanged (two tabs or a double click never make two); it only learns the flags and details it
 * lacked. `isNew` tells the route whether to answer 201 or 200.
 */
export async function createBookmark(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  userId: string,
  input: CreateInput,
  scope: Scope,
): Promise<{ bookmark: TBookmark; isNew: boolean }> {
  const ref = postRefOf(input.instagramCode);
  const label = await resolveLabel(deps, orgId, input.labelId, input.label);
  // A post we have stored from a creator report tells a pasted link what it is and who made it.
  const known = await findPostByShortcode(deps, ref.shortcode);
  const [saved] = await deps.db
    .insert(bookmarks)
    .values({
      orgId,
      shortcode: ref.shortcode,
      // What we or the screen know about the post beats what its link says (a reel shared as /p/).
      type: known ? (known.type === 'reel' ? 'reels' : 'posts') : (input.type ?? ref.type),
      labelId: label?.id ?? null,
      isInsights: scope.isInsightsOnly || input.isInsights,
      isTrends: input.isTrends,
      caption: input.caption ?? (known?.caption || null),
      creatorHandle: input.creatorHandle ?? known?.creator.handle ?? null,
      thumbnailUrl: input.thumbnailUrl ?? null,
      metrics:
        input.metrics ??
        (known
          ? {
              likes: known.likes,
              comments: known.comments,
              ...(known.views === null ? {} : { views: known.views }),
            }
          : null),
      createdBy: userId,
    })
    .onConflictDoUpdate({
      target: [bookmarks.orgId, bookmarks.shortcode],
      set: {
        isInsights: sql`${bookmarks.isInsights} or excluded.is_insights`,
        isTrends: sql`${bookmarks.isTrends} or excluded.is_trends`,
        caption: sql`coalesce(${bookmarks.caption}, excluded.caption)`,
        creatorHandle: sql`coalesce(${bookmarks.creatorHandle}, excluded.creator_handle)`,
        thumbnailUrl: sql`coalesce(${bookmarks.thumbnailUrl}, excluded.thumbnail_url)`,
        metrics: sql`coalesce(${bookmarks.metrics}, excluded.metrics)`,
      },
    })
    // xmax is 0 only on a row this statement inserted; an upserted row carries our own xid.
    .returning({ ...getTableColumns(bookmarks), isNew: sql<boolean>`(xmax = 0)` });
  if (!saved) throw new AppError('internal', 'Could not save the bookmark');
  const { isNew, ...row } = saved;
  const labelName = isNew ? (label?.name ?? null) : await labelNameOf(deps, row.labelId);
  return { bookmark: toBookmark(row, labelName), isNew };
}

async function labelNameOf(deps: Pick<Deps, 'db'>, labelId: string | null): Promise<string | null> {
  if (!labelId) return null;
  return (await getLabelNames(deps, [labelId])).get(labelId) ?? null;
}

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listBookmarks(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  query: ListInput,
  scope: Scope,
): Promise<TBookmarkPage> {
  const search = query.search?.trim();
  const where = and(
    eq(bookmarks.orgId, orgId),
    scope.isInsightsOnly ? eq(bookmarks.isInsights, true) : undefined,
    query.labelId === DEFAULT_LABEL_FILTER
      ? isNull(bookmarks.labelId)
      : query.labelId
        ? eq(bookmarks.labelId, query.labelId)
        : undefined,
    query.type ? eq(bookmarks.type, query.type) : undefined,
    search
      ? or(
          ilike(bookmarks.caption, likePattern(search)),
          ilike(bookmarks.creatorHandle, likePattern(search.replace(/^@/, ''))),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(bookmarks)
      .where(where)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ value: count() }).from(bookmarks).where(where),
  ]);
  // The page's label names in one query (labels are the labels module's).
  const names = await getLabelNames(
    deps,
    rows.flatMap((row) => (row.labelId ? [row.labelId] : [])),
  );
  return {
    items: rows.map((row) => toBookmark(row, row.labelId ? (names.get(row.labelId) ?? null) : null)),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Which bookmark of the organisation, if any, holds the post an instagramCode names. */
export async function findBookmarkId(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  instagramCode: string,
  scope: Scope,
): Promise<TBookmarkLookup> {
  const { shortcode } = postRefOf(instagramCode);
  const [row] = await deps.db
    .select({ id: bookmarks.id, labelId: bookmarks.labelId })
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.orgId, orgId),
        eq(bookmarks.shortcode, shortcode),
        scope.isInsightsOnly ? eq(bookmarks.isInsights, true) : undefined,
      ),
    )
    .limit(1);
  if (!row) return { _id: null, labelId: null, label: null };
  return {
    _id: row.id,
    labelId: row.labelId,
    label: (await labelNameOf(deps, row.labelId)) ?? DEFAULT_LABEL_NAME,
  };
}

export async function deleteBookmark(deps: Pick<Deps, 'db'>, orgId: string, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.orgId, orgId)))
    .returning({ id: bookmarks.id });
  if (deleted.length === 0) throw notFound('Bookmark');
}

/** How many posts and reels the organisation saved. */
export async function countBookmarks(deps: Pick<Deps, 'db'>, orgId: string): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.orgId, orgId));
  return row?.n ?? 0;
}

/** The organisation's newest bookmarks, newest first, as the dashboard's activity shows them. */
export async function recentBookmarks(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  limit: number,
): Promise<Extract<TDashboardActivity, { kind: 'bookmark' }>[]> {
  const rows = await deps.db
    .select()
    .from(bookmarks)
    .where(eq(bookmarks.orgId, orgId))
    .orderBy(desc(bookmarks.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'bookmark',
    at: row.createdAt.toISOString(),
    shortcode: row.shortcode,
    type: row.type,
    creatorHandle: row.creatorHandle,
  }));
}
