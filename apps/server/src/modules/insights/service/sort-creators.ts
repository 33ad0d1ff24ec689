import { type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import type { CreatorRow } from '../summarize.js';
import { creators } from '../tables.js';

/** The index columns another module's list of creators may be sorted by. */
export type CreatorSortField = 'handle' | 'followers' | 'engagement' | 'growth' | 'quality' | 'lastRefresh';

const SORT_COLUMNS = {
  handle: creators.handle,
  followers: creators.followers,
  engagement: creators.engagementRate,
  growth: creators.growth30d,
  quality: creators.qualityScore,
  lastRefresh: creators.reportAt,
} satisfies Record<CreatorSortField, unknown>;

/**
 * One page of the given creators sorted by an index column, in one query: the database sorts, so
 * text orders by its collation as any other list does. Missing figures (growth before a history
 * exists) go last whichever the direction; creators that tie keep the order of `ids`, reversed
 * when descending, so the caller's own key (a tracking's id, say) breaks ties. Ids not in the
 * index are left out.
 */
export async function sortCreatorsPage(
  deps: Pick<Deps, 'db'>,
  ids: readonly string[],
  sort: { by: CreatorSortField; dir: 'asc' | 'desc' },
  page: { limit: number; offset: number },
): Promise<CreatorRow[]> {
  if (ids.length === 0) return [];
  const column = SORT_COLUMNS[sort.by];
  const dir = sql.raw(sort.dir);
  // One array parameter however many ids (a long list of parameters has a limit).
  const given: SQL = sql`${`{${ids.join(',')}}`}::uuid[]`;
  return deps.db
    .select()
    .from(creators)
    .where(sql`${creators.id} = any(${given})`)
    .orderBy(sql`${column} ${dir} nulls last`, sql`array_position(${given}, ${creators.id}) ${dir}`)
    .limit(page.limit)
    .offset(page.offset);
}
