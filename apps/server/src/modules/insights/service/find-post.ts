import type { TPostType } from '@creatorscope/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { creatorPosts, creators } from '../tables.js';

type StoredPost = {
  shortcode: string;
  type: TPostType;
  caption: string;
  likes: number;
  comments: number;
  views: number | null;
  postedAt: Date;
  permalink: string;
  creator: { id: string; handle: string; name: string };
};

/**
 * A post or reel we have stored (from any creator report), by its shortcode, with its creator;
 * null when we have never fetched it. Posts are not organisation data: any caller may look one up.
 */
export async function findPostByShortcode(
  deps: Pick<Deps, 'db'>,
  shortcode: string,
): Promise<StoredPost | null> {
  const [row] = await deps.db
    .select({
      post: creatorPosts,
      creator: { id: creators.id, handle: creators.handle, name: creators.name },
    })
    .from(creatorPosts)
    .innerJoin(creators, eq(creators.id, creatorPosts.creatorId))
    .where(eq(creatorPosts.shortcode, shortcode))
    .limit(1);
  if (!row) return null;
  const { post, creator } = row;
  return { ...toStoredPost(post), creator };
}

/** A creator's stored posts and reels, newest first, at most `limit` of them. */
export async function listRecentPosts(
  deps: Pick<Deps, 'db'>,
  creatorId: string,
  limit: number,
): Promise<Omit<StoredPost, 'creator'>[]> {
  const rows = await deps.db
    .select()
    .from(creatorPosts)
    .where(eq(creatorPosts.creatorId, creatorId))
    .orderBy(desc(creatorPosts.postedAt))
    .limit(limit);
  return rows.map(toStoredPost);
}

const toStoredPost = (post: typeof creatorPosts.$inferSelect): Omit<StoredPost, 'creator'> => ({
  shortcode: post.shortcode,
  type: post.type as TPostType,
  caption: post.caption,
  likes: post.likes,
  comments: post.comments,
  views: post.views,
  postedAt: post.postedAt,
  permalink: post.permalink,
});
