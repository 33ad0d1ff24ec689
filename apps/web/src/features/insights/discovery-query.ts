import {
  AGE_BAND_IDS,
  CONTENT_CATEGORIES,
  COUNTRY_CODES,
  DISCOVERY_SORT_FIELDS,
  FOLLOWER_RANGES,
  type TDiscoveryQueryInput,
} from '@creatorscope/contracts';

/*
 * The discovery view lives in the URL (?cat=…&tier=…&sort=…) so it survives a reload and can be
 * shared. Unknown or malformed values are dropped rather than sent, so an edited link still loads.
 */

export const DISCOVERY_PAGE_SIZE = 20;

type Param =
  | 'cat'
  | 'tier'
  | 'country'
  | 'engMin'
  | 'engMax'
  | 'age'
  | 'gender'
  | 'qualityMin'
  | 'fMin'
  | 'fMax'
  | 'q'
  | 'sort'
  | 'dir'
  | 'page';

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

const listOf = <T extends string>(allowed: readonly T[], value: string | null): T[] | undefined => {
  if (!value) return undefined;
  const items = value
    .split(',')
    .map((item) => oneOf(allowed, item))
    .filter((item): item is T => item !== undefined);
  return items.length ? [...new Set(items)] : undefined;
};

const numberOf = (value: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= max ? parsed : undefined;
};

/** The query the discovery call takes, read from the page's search params. */
export function parseDiscoveryParams(params: URLSearchParams): TDiscoveryQueryInput {
  const get = (name: Param) => params.get(name);
  const page = numberOf(get('page'));
  const search = get('q')?.trim().slice(0, 60);
  const query: TDiscoveryQueryInput = {
    categories: listOf(CONTENT_CATEGORIES, get('cat')),
    tiers: listOf(FOLLOWER_RANGES, get('tier')),
    countries: listOf(COUNTRY_CODES, get('country')),
    engagementMin: numberOf(get('engMin')),
    engagementMax: numberOf(get('engMax')),
    audienceAgeBand: oneOf(AGE_BAND_IDS, get('age')),
    audienceGender: oneOf(['female', 'male'] as const, get('gender')),
    qualityMin: numberOf(get('qualityMin'), 100),
    followersMin: numberOf(get('fMin')),
    followersMax: numberOf(get('fMax')),
    search: search || undefined,
    sortBy: oneOf(DISCOVERY_SORT_FIELDS, get('sort')) ?? 'followers',
    sortDir: oneOf(['asc', 'desc'] as const, get('dir')) ?? 'desc',
    page: page !== undefined && Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: DISCOVERY_PAGE_SIZE,
  };
  // A reversed range would be refused by the server: drop its upper end instead.
  if (
    query.engagementMin !== undefined &&
    query.engagementMax !== undefined &&
    query.engagementMin > query.engagementMax
  )
    query.engagementMax = undefined;
  if (
    query.followersMin !== undefined &&
    query.followersMax !== undefined &&
    query.followersMin > query.followersMax
  )
    query.followersMax = undefined;
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as TDiscoveryQueryInput;
}

/** The search params of a query; defaults are left out so a plain view has a plain URL. */
export function toDiscoveryParams(query: TDiscoveryQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: Param, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('cat', query.categories?.join(','));
  set('tier', query.tiers?.join(','));
  set('country', query.countries?.join(','));
  set('engMin', query.engagementMin);
  set('engMax', query.engagementMax);
  set('age', query.audienceAgeBand);
  set('gender', query.audienceGender);
  set('qualityMin', query.qualityMin);
  set('fMin', query.followersMin);
  set('fMax', query.followersMax);
  set('q', query.search);
  if (query.sortBy && query.sortBy !== 'followers') set('sort', query.sortBy);
  if (query.sortDir && query.sortDir !== 'desc') set('dir', query.sortDir);
  if (query.page && query.page > 1) set('page', query.page);
  return params;
}

/** How many filters narrow the view (the badge on the mobile filters button). */
export function countActiveFilters(query: TDiscoveryQueryInput): number {
  const keys: (keyof TDiscoveryQueryInput)[] = [
    'categories',
    'tiers',
    'countries',
    'engagementMin',
    'engagementMax',
    'audienceAgeBand',
    'audienceGender',
    'qualityMin',
    'followersMin',
    'followersMax',
    'search',
  ];
  return keys.filter((key) => query[key] !== undefined).length;
}

/** The query with its filters cleared, keeping the order. */
export function withoutFilters(query: TDiscoveryQueryInput): TDiscoveryQueryInput {
  return { sortBy: query.sortBy, sortDir: query.sortDir, page: 1, pageSize: query.pageSize };
}
