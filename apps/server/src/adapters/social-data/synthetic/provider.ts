import { AppError } from '../../../http/errors.js';
import type { FollowerCount, SocialDataProvider, SocialMedia } from '../social-data.js';
import {
  audienceOf,
  captionOf,
  DAY_MS,
  followersOn,
  HISTORY_DAYS,
  recentPosts,
  type SyntheticCreator,
  type SyntheticPost,
  syntheticCreator,
} from './universe.js';

export type SyntheticOptions = {
  /** The stored seed of a handle of the universe (the discovery index keeps it); null when unknown. */
  seedOf: (handle: string) => Promise<number | null>;
  now?: () => Date;
};

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const toMedia = (creator: SyntheticCreator, post: SyntheticPost): SocialMedia => ({
  id: post.shortcode,
  shortcode: post.shortcode,
  type: post.type,
  caption: captionOf(creator, post),
  likes: post.likes,
  comments: post.comments,
  views: post.views,
  permalink: `https://www.instagram.com/${post.type === 'reel' ? 'reel' : 'p'}/${post.shortcode}/`,
  postedAt: post.postedAt,
});

/**
 * The seeded synthetic source. It answers only for handles of the universe stored in the
 * discovery index, like a real API answers only for accounts that exist.
 */
export function createSyntheticProvider(options: SyntheticOptions): SocialDataProvider {
  const now = options.now ?? (() => new Date());
  const creatorOf = async (handle: string): Promise<SyntheticCreator> => {
    const seed = await options.seedOf(handle);
    if (seed === null) throw new AppError('not_found', `No Instagram creator named @${handle} was found`);
    return syntheticCreator(seed);
  };
  const today = () => Math.floor(now().getTime() / DAY_MS);

  return {
    source: 'synthetic',
    async fetchProfile(handle) {
      const creator = await creatorOf(handle);
      return {
        handle,
        name: creator.name,
        biography: creator.biography,
        profilePictureUrl: null,
        followers: followersOn(creator, today()),
        followsCount: creator.followsCount,
        mediaCount: Math.round(creator.postsPerWeek * 52 * (1.5 + (creator.seed % 40) / 10)),
        category: creator.category,
        country: creator.country,
        syntheticSeed: creator.seed,
      };
    },
    async fetchMedia(handle, { limit, after }) {
      const creator = await creatorOf(handle);
      const current = now();
      const oldestDay = Math.floor(current.getTime() / DAY_MS) - HISTORY_DAYS + 1;
      // The cursor is the instant of the last post returned; the next page starts just before it.
      const before = after ? new Date(Number(after) - 1) : current;
      const posts = recentPosts(creator, before, limit + 1, oldestDay);
      const page = posts.slice(0, limit);
      const items = page.map((post) => toMedia(creator, post));
      const last = page[page.length - 1];
      return { items, nextCursor: posts.length > limit && last ? String(last.postedAt.getTime()) : null };
    },
    async fetchPost(handle, shortcode) {
      const creator = await creatorOf(handle);
      // Every post the source looks back on (HISTORY_DAYS, a few hundred at most): another
      // creator's shortcode is simply not among them.
      const post = recentPosts(creator, now(), Number.POSITIVE_INFINITY).find(
        (p) => p.shortcode === shortcode,
      );
      return post ? toMedia(creator, post) : null;
    },
    async fetchFollowerHistory(handle, days) {
      const creator = await creatorOf(handle);
      const end = today();
      const points: FollowerCount[] = [];
      for (let day = end - days + 1; day <= end; day++) {
        points.push({ day: isoDay(day), followers: followersOn(creator, day) });
      }
      return points;
    },
    async fetchAudience(handle) {
      return audienceOf(await creatorOf(handle));
    },
  };
}
