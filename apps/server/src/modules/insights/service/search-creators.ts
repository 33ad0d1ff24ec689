import {
  DISCOVERY_TOTAL_CAP,
  FOLLOWER_TIERS,
  type TDiscoveryPage,
  type TDiscoveryQuery,
  type TDiscoverySortField,
} from '@creatorscope/contracts';
import { and, asc, desc, gt, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { toCreatorSummary } from '../summarize.js';
import { creators } from '../tables.js';

/*
 * Discovery: filters, sort and paging over the creators index. Every filter maps onto an indexed
 * column; the total is counted up to DISCOVERY_TOTAL_CAP + 1 matches and reported as capped
 * beyond, because counting every match of a broad filter over a million rows costs more than the
 * page itself.
 */

const SORT_COLUMN = {
  followers: creators.followers,
  engagement: creators.engagementRate,
  growth: creators.growth30d,
  quality: creators.qualityScore,
  price: creators.estimatedPrice,
} as const satisfies Record<TDiscoverySortField, unknown>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of a discovery query (top performers' candidates use it too: see top-creators.ts). */
export function discoveryWhere(query: Partial<TDiscoveryQuery>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.categories?.length) conditions.push(inArray(creators.category, query.categories));
  if (query.tiers?.length) {
    conditions.push(inArray(creators.tier, query.tiers));
    // The same condition as a followers range: the planner does not know tier follows followers,
    // and without the range it may walk the whole followers index looking for the mega tier.
    const chosen = FOLLOWER_TIERS.filter((t) => query.tiers?.includes(t.id));
    const min = Math.min(...chosen.map((t) => t.min));
    const max = chosen.some((t) => t.max === null) ? null : Math.max(...chosen.map((t) => t.max ?? 0));
    conditions.push(gte(creators.followers, min));
    if (max !== null) conditions.push(lt(creators.followers, max));
  }
  if (query.countries?.length) conditions.push(inArray(creators.country, query.countries));
  if (query.engagementMin !== undefined) conditions.push(gte(creators.engagementRate, query.engagementMin));
  if (query.engagementMax !== undefined) conditions.push(lte(creators.engagementRate, query.engagementMax));
  if (query.followersMin !== undefined) conditions.push(gte(creators.followers, query.followersMin));
  if (query.followersMax !== undefined) conditions.push(lte(creators.followers, query.followersMax));
  if (query.qualityMin !== undefined) conditions.push(gte(creators.qualityScore, query.qualityMin));
  if (query.audienceAgeBand) conditions.push(sql`${creators.audienceAgeBand} = ${query.audienceAgeBand}`);
  if (query.audienceGender === 'female') conditions.push(gt(creators.audienceFemaleShare, 0.5));
  if (query.audienceGender === 'male') conditions.push(lt(creators.audienceFemaleShare, 0.5));
  const search = query.search?.trim().replace(/^@/, '');
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    conditions.push(or(ilike(creators.handle, pattern), ilike(creators.name, pattern)));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Which end of the follower counts the bounds (given, or implied by tiers) keep: 'high' from 20k
 * up, 'low' up to 20k, null when they keep both sides.
 */
function followersSide(query: TDiscoveryQuery): 'high' | 'low' | null {
  const chosen = FOLLOWER_TIERS.filter((t) => query.tiers?.includes(t.id));
  const mins = [query.followersMin ?? 0, ...(chosen.length ? [Math.min(...chosen.map((t) => t.min))] : [])];
  const maxes = [
    query.followersMax ?? Number.POSITIVE_INFINITY,
    ...(chosen.length ? [Math.max(...chosen.map((t) => t.max ?? Number.POSITIVE_INFINITY))] : []),
  ];
  if (Math.max(...mins) >= 20_000) return 'high';
  if (Math.min(...maxes) <= 20_000) return 'low';
  return null;
}

/**
 * Whether walking the sort's index would start at the end where a followers range has no matches:
 * price grows with followers and engagement falls with them, so e.g. the cheapest creators are
 * small ones and a "from 50k followers, cheapest first" walk would pass most of the index first.
 */
function isWalkAgainstFollowers(query: TDiscoveryQuery): boolean {
  const side = followersSide(query);
  if (side === null) return false;
  const walksUpFirst = query.sortDir === 'desc';
  if (query.sortBy === 'price') return (side === 'high') !== walksUpFirst;
  if (query.sortBy === 'engagement') return (side === 'high') === walksUpFirst;
  return false;
}

/** How many matches are counted exactly; beyond it the total reads "10,000+". */
type SearchOptions = { totalCap?: number };

/** One page of creators matching `query` (defaults applied: see ZDiscoveryQuery). */
export async function searchCreators(
  deps: Pick<Deps, 'db'>,
  query: TDiscoveryQuery,
  { totalCap = DISCOVERY_TOTAL_CAP }: SearchOptions = {},
): Promise<TDiscoveryPage> {
  const where = discoveryWhere(query) ?? sql`true`;
  const column = SORT_COLUMN[query.sortBy];
  const dir = sql.raw(query.sortDir);
  // Growth is null before any history: those go last in both directions (its indexes say so too;
  // the other sort columns are never null, and "nulls last" on them would not match their indexes).
  const nulls = sql.raw(query.sortBy === 'growth' ? ' nulls last' : '');
  const offset = (query.page - 1) * query.pageSize;

  // One pass collects up to totalCap + 1 matches with their sort keys, by whatever plan finds them
  // fastest (for a narrow filter: the covering discovery indexes, without touching the table). When
  // that is all of them, the count is exact and the page is sorted from those same rows, so a
  // narrow filter is scanned once, not once to count and again to sort.
  const collected = (await deps.db.execute(sql`
    with matches as (
      select ${creators.id} as id, ${column} as key from ${creators} where ${where} limit ${totalCap + 1}
    )
    select counted.total, page.id
    from (select count(*)::int as total from matches) as counted
    left join lateral (
      select id from matches order by key ${dir}${nulls}, id ${dir} limit ${query.pageSize} offset ${offset}
    ) as page on true`)) as unknown as { rows: { total: number; id: string | null }[] };
  const collectedRows = collected.rows;
  const total = collectedRows[0]?.total ?? 0;
  const isCapped = total > totalCap;
  let pageIds = collectedRows.flatMap((r) => (r.id ? [r.id] : []));

  if (isCapped) {
    // Many matches: those rows were just the first found, not the best. Walking the sort's index
    // finds a page at once when matches are spread along it; a followers range whose matches sit
    // at the far end of the sort's index (see isWalkAgainstFollowers) would read most of it, so
    // there sorting by an expression hides that index and the covering indexes find the matches.
    const sortKey = isWalkAgainstFollowers(query) ? sql`(${column} + 0)` : sql`${column}`;
    const walked = await deps.db
      .select({ id: creators.id })
      .from(creators)
      .where(where)
      .orderBy(sql`${sortKey} ${dir}${nulls}`, query.sortDir === 'asc' ? asc(creators.id) : desc(creators.id))
      .limit(query.pageSize)
      .offset(offset);
    pageIds = walked.map((r) => r.id);
  }

  const position = new Map(pageIds.map((id, i) => [id, i]));
  const rows =
    pageIds.length === 0
      ? []
      : (await deps.db.select().from(creators).where(inArray(creators.id, pageIds))).sort(
          (a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0),
        );
  return {
    rows: rows.map(toCreatorSummary),
    total: Math.min(total, totalCap),
    totalIsCapped: isCapped,
    page: query.page,
    pageSize: query.pageSize,
  };
}
