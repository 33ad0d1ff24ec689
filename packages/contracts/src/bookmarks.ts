import { z } from 'zod';

/**
 * Bookmarks of Instagram posts and reels (spec sections 3, 4 and 7).
 *
 * Two families of calls share one table:
 * - `/bookmark/post-bookmark`, `get-bookmark`, `get-bookmark-id` see every bookmark of the
 *   organisation, wherever it was saved from;
 * - `/bookmark/post-insights-bookmark`, `get-insights-bookmark`, `get-insights-bookmark-id` save
 *   with `isInsights` forced true and see only bookmarks saved from insights (`isInsights` true).
 * A post is bookmarked once per organisation: saving it again answers the existing bookmark.
 */

/** Bookmarks without a label of their own show under this name; no label may take it. */
export const DEFAULT_LABEL_NAME = 'Default Label';

/** The `labelId` filter value that lists the bookmarks under 'Default Label' (no label of their own). */
export const DEFAULT_LABEL_FILTER = 'default';

export const BOOKMARK_TYPES = ['posts', 'reels'] as const;
export const ZBookmarkType = z.enum(BOOKMARK_TYPES, { error: 'type must be posts or reels' });
export type TBookmarkType = z.infer<typeof ZBookmarkType>;

export const INSTAGRAM_URL_MESSAGE = 'Paste the link of an Instagram post or reel';

const INSTAGRAM_HOSTS = new Set([
  'instagram.com',
  'www.instagram.com',
  'm.instagram.com',
  'instagr.am',
  'www.instagr.am',
]);
const SHORTCODE = /^[A-Za-z0-9_-]{5,64}$/;
const KIND_TO_TYPE: Record<string, TBookmarkType> = {
  p: 'posts',
  reel: 'reels',
  reels: 'reels',
  tv: 'reels',
};

export type TInstagramPostRef = { type: TBookmarkType; shortcode: string };

/**
 * Reads a post or reel out of any form of Instagram link: `/p/<code>/`, `/reel/<code>/`,
 * `/reels/<code>/`, `/tv/<code>/`, `/<user>/p/<code>/`, their `/embed/` and `/embed/captioned/`
 * forms, with or without scheme, `www.` or `m.`, query string or fragment, and `instagr.am`.
 * Anything else (profiles, stories, other sites) is null. The type is what the link says; a
 * reel shared as `/p/<code>/` reads as a post until something knows better.
 */
export function parseInstagramUrl(input: string): TInstagramPostRef | null {
  const text = input.trim();
  if (!text || text.length > 2048 || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  if (!INSTAGRAM_HOSTS.has(url.hostname.toLowerCase())) return null;

  const parts = url.pathname.split('/').filter(Boolean);
  // An optional leading username: instagram.com/<user>/p/<code>/ is how some shares read.
  const start = parts[0] && KIND_TO_TYPE[parts[0]] ? 0 : 1;
  const kind = parts[start];
  const shortcode = parts[start + 1];
  if (!kind || !shortcode || !KIND_TO_TYPE[kind] || !SHORTCODE.test(shortcode)) return null;
  const rest = parts.slice(start + 2).join('/');
  if (rest !== '' && rest !== 'embed' && rest !== 'embed/captioned') return null;
  return { type: KIND_TO_TYPE[kind], shortcode };
}

/** Instagram's official embed of a post or reel, as the spec's instagramCode carries it. */
export const instagramEmbedUrl = (shortcode: string) =>
  `https://www.instagram.com/p/${shortcode}/embed/captioned/`;

/** Where a post or reel opens on Instagram itself. */
export const instagramPostUrl = (ref: TInstagramPostRef) =>
  `https://www.instagram.com/${ref.type === 'reels' ? 'reel' : 'p'}/${ref.shortcode}/`;

const organization = z.string({ error: 'organization is required' }).uuid('organization must be a valid id');

const instagramCode = z
  .string({ error: 'instagramCode is required' })
  .trim()
  .min(1, 'instagramCode cannot be empty')
  .refine((value) => parseInstagramUrl(value) !== null, INSTAGRAM_URL_MESSAGE);

export const ZBookmarkMetrics = z.object({
  likes: z.number().int().min(0).optional(),
  comments: z.number().int().min(0).optional(),
  views: z.number().int().min(0).optional(),
});
export type TBookmarkMetrics = z.infer<typeof ZBookmarkMetrics>;

/**
 * The spec's bookmark post payload, plus what a screen already knows when it bookmarks a post it
 * shows (type, caption, creator, thumbnail, metrics). `label` names the label when `labelId` is
 * null; leave both out (or send 'Default Label') for no label of its own.
 */
export const ZCreateBookmarkRequest = z.object({
  organization,
  instagramCode,
  isInsights: z.boolean().default(true),
  isTrends: z.boolean().default(false),
  label: z.string().trim().max(50, 'Label name cannot exceed 50 characters').default(DEFAULT_LABEL_NAME),
  labelId: z.string().uuid('labelId must be a valid id').nullable().default(null),
  type: ZBookmarkType.optional(),
  caption: z.string().max(2200, 'caption cannot exceed 2200 characters').optional(),
  creatorHandle: z
    .string()
    .trim()
    .regex(/^@?[A-Za-z0-9._]{1,30}$/, 'creatorHandle must be an Instagram handle')
    .transform((handle) => handle.replace(/^@/, ''))
    .optional(),
  thumbnailUrl: z.string().url('thumbnailUrl must be a URL').startsWith('https://').optional(),
  metrics: ZBookmarkMetrics.optional(),
});
export type TCreateBookmarkRequest = z.input<typeof ZCreateBookmarkRequest>;

export const ZBookmark = z.object({
  _id: z.string(),
  organization: z.string(),
  /** The canonical embed URL (`https://www.instagram.com/p/<code>/embed/captioned/`). */
  instagramCode: z.string(),
  shortcode: z.string(),
  type: ZBookmarkType,
  /** The post on Instagram. */
  url: z.string(),
  labelId: z.string().nullable(),
  /** The label's name, 'Default Label' when the bookmark has no label of its own. */
  label: z.string(),
  isInsights: z.boolean(),
  isTrends: z.boolean(),
  caption: z.string().nullable(),
  creatorHandle: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  metrics: ZBookmarkMetrics.nullable(),
  createdAt: z.string(),
});
export type TBookmark = z.infer<typeof ZBookmark>;

/**
 * Newest first, a page at a time. `labelId` is a label's id or 'default' (bookmarks under
 * 'Default Label'); `search` matches caption and creator handle.
 */
export const ZListBookmarksRequest = z.object({
  organization,
  labelId: z
    .union([z.literal(DEFAULT_LABEL_FILTER), z.string().uuid()], {
      error: 'labelId must be a label id or default',
    })
    .optional(),
  type: ZBookmarkType.optional(),
  search: z.string().trim().max(100, 'search cannot exceed 100 characters').optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(60).default(24),
});
export type TListBookmarksRequest = z.input<typeof ZListBookmarksRequest>;

export const ZBookmarkPage = z.object({
  items: z.array(ZBookmark),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TBookmarkPage = z.infer<typeof ZBookmarkPage>;

/** An embed lookup: which bookmark, if any, holds the post of `instagramCode`. */
export const ZGetBookmarkIdRequest = z.object({ organization, instagramCode });
export type TGetBookmarkIdRequest = z.infer<typeof ZGetBookmarkIdRequest>;

export const ZBookmarkLookup = z.object({
  _id: z.string().nullable(),
  labelId: z.string().nullable(),
  label: z.string().nullable(),
});
export type TBookmarkLookup = z.infer<typeof ZBookmarkLookup>;

export const ZDeleteBookmarkRequest = z.object({
  organization,
  id: z.string({ error: 'id is required' }).uuid('id must be a valid id'),
});
export type TDeleteBookmarkRequest = z.infer<typeof ZDeleteBookmarkRequest>;
