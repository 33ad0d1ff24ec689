import { AppError } from '../../http/errors.js';
import type { SocialDataProvider, SocialMedia, SocialProfile } from './social-data.js';

/*
 * Instagram Graph API, business discovery: the public profile and recent media of any business or
 * creator account, read through our own business account. It gives no audience and no follower
 * history (the provider says so with null; history builds up from our snapshots).
 */

type GraphOptions = {
  baseUrl: string;
  accessToken: string;
  /** Our Instagram business account, through which business discovery is asked. */
  businessAccountId: string;
  timeoutMs?: number;
};

type GraphMedia = {
  id: string;
  caption?: string;
  like_count?: number;
  comments_count?: number;
  media_type?: string;
  media_product_type?: string;
  permalink?: string;
  timestamp?: string;
};

type GraphDiscovery = {
  business_discovery?: {
    username?: string;
    name?: string;
    biography?: string;
    profile_picture_url?: string;
    followers_count?: number;
    follows_count?: number;
    media_count?: number;
    media?: { data?: GraphMedia[]; paging?: { cursors?: { after?: string }; next?: string } };
  };
};

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number; type?: string } };

const PROFILE_FIELDS = 'followers_count,follows_count,media_count,name,biography,profile_picture_url';
const MEDIA_FIELDS = 'id,caption,like_count,comments_count,media_type,media_product_type,permalink,timestamp';
/** Pages of 50 a post lookup reads (the handle's 200 newest posts and reels) before calling it unknown. */
const POST_SEARCH_PAGES = 4;
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const UNKNOWN_ACCOUNT_CODES = new Set([100, 110]);

/** Graph's answer to a clear AppError: what went wrong and what to do, never Graph's internals. */
function graphError(status: number, body: GraphError, handle: string): AppError {
  const code = body.error?.code;
  if (code !== undefined && RATE_LIMIT_CODES.has(code)) {
    return new AppError(
      'rate_limited',
      'Instagram is limiting how often we can ask: try again in a few minutes',
    );
  }
  if (code === 190) {
    return new AppError(
      'unavailable',
      'The Instagram connection is not configured correctly: an administrator must renew INSTAGRAM_ACCESS_TOKEN',
    );
  }
  if (code !== undefined && UNKNOWN_ACCOUNT_CODES.has(code)) {
    return new AppError(
      'not_found',
      `No Instagram business or creator account named @${handle} was found (personal accounts cannot be analysed)`,
    );
  }
  if (status === 429)
    return new AppError(
      'rate_limited',
      'Instagram is limiting how often we can ask: try again in a few minutes',
    );
  return new AppError('unavailable', 'Instagram did not answer as expected: try again later');
}

/** The shortcode in a permalink (…/p/CODE/, …/reel/CODE/, …/tv/CODE/). */
export const shortcodeFromPermalink = (permalink: string): string | null =>
  permalink.match(/instagram\.com\/(?:[^/]+\/)?(?:p|reel|reels|tv)\/([A-Za-z0-9_-]+)/)?.[1] ?? null;

export function createGraphProvider(options: GraphOptions): SocialDataProvider {
  const base = options.baseUrl.replace(/\/$/, '');

  async function discover(
    handle: string,
    fields: string,
  ): Promise<NonNullable<GraphDiscovery['business_discovery']>> {
    const url = new URL(`${base}/${encodeURIComponent(options.businessAccountId)}`);
    url.searchParams.set('fields', `business_discovery.username(${handle}){${fields}}`);
    url.searchParams.set('access_token', options.accessToken);
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch {
      throw new AppError('unavailable', 'Instagram could not be reached: try again later');
    }
    const body = (await res.json().catch(() => ({}))) as GraphDiscovery & GraphError;
    if (!res.ok || body.error) throw graphError(res.status, body, handle);
    if (!body.business_discovery) throw graphError(404, { error: { code: 110 } }, handle);
    return body.business_discovery;
  }

  const provider: SocialDataProvider = {
    source: 'instagram',
    async fetchProfile(handle): Promise<SocialProfile> {
      const d = await discover(handle, PROFILE_FIELDS);
      return {
        handle,
        name: d.name ?? handle,
        biography: d.biography ?? '',
        profilePictureUrl: d.profile_picture_url ?? null,
        followers: d.followers_count ?? 0,
        followsCount: d.follows_count ?? null,
        mediaCount: d.media_count ?? null,
        category: null,
        country: null,
        syntheticSeed: null,
      };
    },
    async fetchMedia(handle, { limit, after }) {
      const page = `media.limit(${Math.max(1, Math.min(limit, 50))})${after ? `.after(${after})` : ''}{${MEDIA_FIELDS}}`;
      const d = await discover(handle, page);
      const items: SocialMedia[] = [];
      for (const m of d.media?.data ?? []) {
        const shortcode = m.permalink ? shortcodeFromPermalink(m.permalink) : null;
        if (!shortcode || !m.timestamp) continue;
        items.push({
          id: m.id,
          shortcode,
          type: m.media_product_type === 'REELS' ? 'reel' : 'post',
          caption: m.caption ?? '',
          likes: m.like_count ?? 0,
          comments: m.comments_count ?? 0,
          views: null,
          permalink: m.permalink ?? `https://www.instagram.com/p/${shortcode}/`,
          postedAt: new Date(m.timestamp),
        });
      }
      // Graph sets `next` only when there is another page; the after cursor alone is always present.
      const next = d.media?.paging?.next ? (d.media.paging.cursors?.after ?? null) : null;
      return { items, nextCursor: next };
    },
    async fetchPost(handle, shortcode) {
      // Business discovery reads another account's media only as its newest-first pages: a
      // promoted post is recent, so a few pages find it, and an older one is answered as unknown.
      let after: string | null = null;
      for (let page = 0; page < POST_SEARCH_PAGES; page++) {
        const answer = await provider.fetchMedia(handle, { limit: 50, after });
        const found = answer.items.find((m) => m.shortcode === shortcode);
        if (found) return found;
        after = answer.nextCursor;
        if (!after) break;
      }
      return null;
    },
    async fetchFollowerHistory() {
      return null;
    },
    async fetchAudience() {
      return null;
    },
  };
  return provider;
}
