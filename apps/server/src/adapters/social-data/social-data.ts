import type { TAudience, TCreatorSource, TPostType } from '@creatorscope/contracts';

/*
 * The social-data port: where creator profiles, media, follower history and audience come from.
 * Two implementations: the seeded synthetic universe (default) and the Instagram Graph API
 * (business discovery), chosen by configuration in ./index.ts. Errors are AppErrors: not_found
 * for an unknown handle, rate_limited when the source asks us to slow down, unavailable when it
 * cannot be reached or is misconfigured.
 */

export type SocialProfile = {
  handle: string;
  name: string;
  biography: string;
  profilePictureUrl: string | null;
  followers: number;
  followsCount: number | null;
  mediaCount: number | null;
  /** A content category when the source knows it (synthetic); Graph leaves it to us to infer. */
  category: string | null;
  /** ISO country code when the source knows it. */
  country: string | null;
  /** Seed of a synthetic creator, stored on the index row. */
  syntheticSeed: number | null;
};

export type SocialMedia = {
  /** Source id (Graph media id; the shortcode for synthetic media). */
  id: string;
  shortcode: string;
  type: TPostType;
  caption: string;
  likes: number;
  comments: number;
  /** Reels only, when the source gives it (Graph business discovery does not). */
  views: number | null;
  permalink: string;
  postedAt: Date;
};

type SocialMediaPage = { items: SocialMedia[]; nextCursor: string | null };

export type FollowerCount = { day: string; followers: number };

export interface SocialDataProvider {
  readonly source: TCreatorSource;
  fetchProfile(handle: string): Promise<SocialProfile>;
  /** Newest first; pass the previous page's nextCursor to go further back. */
  fetchMedia(handle: string, options: { limit: number; after?: string | null }): Promise<SocialMediaPage>;
  /**
   * One post or reel of the handle's, by its shortcode; null when the handle has no such post
   * (someone else's, deleted, or older than the source looks back). not_found for an unknown handle.
   */
  fetchPost(handle: string, shortcode: string): Promise<SocialMedia | null>;
  /** Daily followers over the last `days` days, oldest first; null when the source keeps no history. */
  fetchFollowerHistory(handle: string, days: number): Promise<FollowerCount[] | null>;
  /** null when the source has no audience data. */
  fetchAudience(handle: string): Promise<TAudience | null>;
}

/** Why an empty answer is empty, for the report (the UI shows it instead of inventing data). */
export const NOT_AVAILABLE = {
  audience: 'The Instagram Graph API does not share the audience of accounts other than your own',
  history:
    'The Instagram Graph API keeps no follower history: it builds up from our first snapshot, one point per day',
} as const;
