import {
  DEFAULT_LABEL_NAME,
  instagramEmbedUrl,
  type TBookmarkMetrics,
  type TBookmarkType,
  type TCreateBookmarkRequest,
  type TLabel,
} from '@creatorscope/contracts';

/** What a screen knows about a post it can bookmark; only the shortcode is needed. */
export type BookmarkablePost = {
  shortcode: string;
  type: TBookmarkType;
  caption?: string | null;
  creatorHandle?: string | null;
  thumbnailUrl?: string | null;
  metrics?: TBookmarkMetrics | null;
};

type LabelChoice = { kind: 'default' } | { kind: 'single'; label: TLabel } | { kind: 'pick' };

/**
 * Spec section 4: with no labels a bookmark goes under 'Default Label', with exactly one label
 * under that label, and with several the user picks one.
 */
export function chooseLabel(labels: readonly TLabel[]): LabelChoice {
  const [only] = labels;
  if (!only) return { kind: 'default' };
  if (labels.length === 1) return { kind: 'single', label: only };
  return { kind: 'pick' };
}

/** The spec's bookmark post payload (section 3), plus what the screen knows about the post. */
export function bookmarkPayload(
  organization: string,
  post: BookmarkablePost,
  label: TLabel | null,
): TCreateBookmarkRequest {
  return {
    organization,
    instagramCode: instagramEmbedUrl(post.shortcode),
    isInsights: true,
    isTrends: false,
    label: label?.name ?? DEFAULT_LABEL_NAME,
    labelId: label?._id ?? null,
    type: post.type,
    ...(post.caption ? { caption: post.caption } : {}),
    ...(post.creatorHandle ? { creatorHandle: post.creatorHandle } : {}),
    ...(post.thumbnailUrl ? { thumbnailUrl: post.thumbnailUrl } : {}),
    ...(post.metrics ? { metrics: post.metrics } : {}),
  };
}
