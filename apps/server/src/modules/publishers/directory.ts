import type { TDirectoryPublisher, TPublisherDirectorySort, TPublishersPage } from '@creatorscope/contracts';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { isAppError } from '../../http/errors.js';
import { publishers } from './tables.js';

/*
 * The directory's side of the publishers table: what any brand may read of a listed (not flagged)
 * publisher, the contact details the directory hands out after a yes, and the follower counts.
 */

type PublisherRow = typeof publishers.$inferSelect;

const isListed = eq(publishers.status, 'active');

const publicColumns = {
  id: publishers.id,
  name: publishers.name,
  publisherType: publishers.publisherType,
  categories: publishers.categories,
  preferredLanguages: publishers.preferredLanguages,
  place: publishers.place,
  profession: publishers.profession,
  followers: publishers.followers,
  instagramProfile: publishers.instagramProfile,
  youtubeProfile: publishers.youtubeProfile,
  minPriceMinor: publishers.minPriceMinor,
  maxPriceMinor: publishers.maxPriceMinor,
  collaborationOptions: publishers.collaborationOptions,
  createdAt: publishers.createdAt,
};

type PublicRow = Pick<PublisherRow, keyof typeof publicColumns>;

const toMajor = (minor: number | null) => (minor === null ? null : minor / 100);

/** Only the public columns are ever selected: no email, phone or payout field is in reach here. */
function toDirectoryPublisher(row: PublicRow): TDirectoryPublisher {
  return {
    _id: row.id,
    name: row.name,
    publisherType: row.publisherType as TDirectoryPublisher['publisherType'],
    categories: row.categories,
    preferred_language: row.preferredLanguages as TDirectoryPublisher['preferred_language'],
    place: row.place,
    profession: row.profession,
    followers: row.followers,
    instagramProfile: row.instagramProfile,
    youtubeProfile: row.youtubeProfile,
    min: toMajor(row.minPriceMinor),
    max: toMajor(row.maxPriceMinor),
    collobrationOptions: row.collaborationOptions as TDirectoryPublisher['collobrationOptions'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER: Readonly<Record<TPublisherDirectorySort, SQL[]>> = {
  newest: [desc(publishers.createdAt), desc(publishers.id)],
  name: [asc(sql`lower(${publishers.name})`), asc(publishers.id)],
  // Unknown counts last: an unknown is not a small audience.
  followers: [sql`${publishers.followers} desc nulls last`, desc(publishers.createdAt), desc(publishers.id)],
  price: [sql`${publishers.minPriceMinor} asc nulls last`, desc(publishers.createdAt), desc(publishers.id)],
};

export type DirectoryQuery = {
  search?: string | undefined;
  category?: string | undefined;
  language?: string | undefined;
  publisherType?: string | undefined;
  place?: string | undefined;
  minFollowers?: number | undefined;
  maxFollowers?: number | undefined;
  sortBy: TPublisherDirectorySort;
  page: number;
  pageSize: number;
};

/** /publisher/get-all-publishers: a page of listed publishers; a follower bound leaves out unknown counts. */
export async function searchPublisherDirectory(
  deps: Pick<Deps, 'db'>,
  query: DirectoryQuery,
): Promise<TPublishersPage> {
  const where = and(
    isListed,
    query.search
      ? or(
          ilike(publishers.name, likePattern(query.search)),
          ilike(publishers.place, likePattern(query.search)),
          ilike(publishers.profession, likePattern(query.search)),
        )
      : undefined,
    query.category ? arrayContains(publishers.categories, [query.category]) : undefined,
    query.language ? arrayContains(publishers.preferredLanguages, [query.language]) : undefined,
    query.publisherType ? eq(publishers.publisherType, query.publisherType) : undefined,
    query.place ? ilike(publishers.place, likePattern(query.place)) : undefined,
    query.minFollowers !== undefined ? gte(publishers.followers, query.minFollowers) : undefined,
    query.maxFollowers !== undefined ? lte(publishers.followers, query.maxFollowers) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(publicColumns)
      .from(publishers)
      .where(where)
      .orderBy(...ORDER[query.sortBy])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(publishers).where(where),
  ]);
  return {
    rows: rows.map(toDirectoryPublisher),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One listed publisher's public profile; null when there is none (or they are flagged). */
export async function getDirectoryPublisher(
  deps: Pick<Deps, 'db'>,
  publisherId: string,
): Promise<TDirectoryPublisher | null> {
  const [row] = await deps.db
    .select(publicColumns)
    .from(publishers)
    .where(and(eq(publishers.id, publisherId), isListed))
    .limit(1);
  return row ? toDirectoryPublisher(row) : null;
}

/** Who stands behind listed publishers: the person to notify and the profile's contact details. */
export type PublisherAccount = {
  id: string;
  userId: string;
  name: string;
  /** The profile's own contact details: for the directory to hand out after a yes, nothing else. */
  email: string;
  whatsappNumber: string;
};

/** Listed publishers by id (unknown or flagged ones are left out). */
export async function getPublisherAccounts(
  deps: Pick<Deps, 'db'>,
  publisherIds: readonly string[],
): Promise<PublisherAccount[]> {
  if (publisherIds.length === 0) return [];
  return deps.db
    .select({
      id: publishers.id,
      userId: publishers.userId,
      name: publishers.name,
      email: publishers.email,
      whatsappNumber: publishers.whatsappNumber,
    })
    .from(publishers)
    .where(and(inArray(publishers.id, [...new Set(publisherIds)]), isListed));
}

/** The handle in an Instagram profile field: 'https://instagram.com/asha.rao/' and '@asha.rao' are 'asha.rao'. */
export function instagramHandleOf(profile: string | null): string | null {
  if (!profile) return null;
  const handle = profile
    .trim()
    .replace(/^https?:\/\/(?:www\.)?instagram\.com\//i, '')
    .replace(/^@/, '')
    .replace(/\/$/, '')
    .toLowerCase();
  return /^[a-z0-9._]{1,30}$/.test(handle) ? handle : null;
}

/** How long a follower count stands before it is asked for again. */
export const FOLLOWERS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const REFRESH_BATCH = 50;

/**
 * Asks the social-data source for the followers of publishers whose count was never asked for,
 * whose profile was saved since, or whose count is a day old; a handle the source does not know
 * (or no handle) is stored as null, never as 0. A source that is down or asks us to slow down
 * leaves the rest for the next pass. Answers how many rows it checked.
 */
export async function refreshPublisherFollowers(
  deps: Pick<Deps, 'db' | 'social' | 'log'>,
  now = new Date(),
): Promise<number> {
  const due = await deps.db
    .select({
      id: publishers.id,
      instagramProfile: publishers.instagramProfile,
      checkedAt: publishers.followersCheckedAt,
    })
    .from(publishers)
    .where(
      or(
        isNull(publishers.followersCheckedAt),
        lt(publishers.followersCheckedAt, publishers.updatedAt),
        lt(publishers.followersCheckedAt, new Date(now.getTime() - FOLLOWERS_MAX_AGE_MS)),
      ),
    )
    .orderBy(sql`${publishers.followersCheckedAt} asc nulls first`, asc(publishers.id))
    .limit(REFRESH_BATCH);
  let checked = 0;
  for (const row of due) {
    const handle = instagramHandleOf(row.instagramProfile);
    let followers: number | null = null;
    if (handle) {
      try {
        followers = (await deps.social.fetchProfile(handle)).followers;
      } catch (err) {
        if (!(isAppError(err) && err.code === 'not_found')) {
          deps.log.warn({ err, publisherId: row.id }, 'follower count could not be read; next pass retries');
          break;
        }
      }
    }
    await deps.db
      .update(publishers)
      .set({ followers, followersCheckedAt: new Date() })
      // Unchanged since read: a pass running elsewhere at the same time writes once.
      .where(
        and(
          eq(publishers.id, row.id),
          row.checkedAt === null
            ? isNull(publishers.followersCheckedAt)
            : eq(publishers.followersCheckedAt, row.checkedAt),
        ),
      );
    checked += 1;
  }
  return checked;
}
