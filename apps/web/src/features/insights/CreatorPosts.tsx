import type { TCreatorPost } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Tabs } from '../../ui/Tabs';
import { InstagramCard } from '../bookmarks';
import { useLabels } from '../labels';

/**
 * The creator's top and recent posts as embedded cards with the bookmark toggle (spec section 4),
 * so a post seen here can be saved without copying its link.
 */
export function CreatorPosts({
  handle,
  top,
  recent,
}: {
  handle: string;
  top: readonly TCreatorPost[];
  recent: readonly TCreatorPost[];
}) {
  const { t } = useTranslation('insights');
  const { data: labels = [] } = useLabels();
  const format = useFormat();

  const grid = (posts: readonly TCreatorPost[]) =>
    posts.length === 0 ? (
      <p className="py-6 text-center text-sm text-text-muted">{t('posts.none')}</p>
    ) : (
      <ul className="grid grid-cols-1 gap-4 pt-4 md:grid-cols-2 xl:grid-cols-3">
        {posts.map((post) => (
          <li key={post.shortcode} className="flex flex-col gap-2">
            <InstagramCard
              labels={labels}
              post={{
                shortcode: post.shortcode,
                type: post.type === 'reel' ? 'reels' : 'posts',
                caption: post.caption,
                creatorHandle: handle,
                metrics: {
                  likes: post.likes,
                  comments: post.comments,
                  ...(post.views === null ? {} : { views: post.views }),
                },
              }}
            />
            <p className="metric flex flex-wrap gap-x-3 text-text-muted text-xs">
              <span>{format.date(post.postedAt)}</span>
              <span>{t('posts.likes', { value: format.compact(post.likes) })}</span>
              <span>{t('posts.comments', { value: format.compact(post.comments) })}</span>
              {post.views !== null && <span>{t('posts.views', { value: format.compact(post.views) })}</span>}
              <span>{t('posts.engagement', { value: format.percent(post.engagementRate) })}</span>
            </p>
          </li>
        ))}
      </ul>
    );

  return (
    <Tabs
      label={t('posts.title')}
      items={[
        { value: 'top', label: t('posts.top'), count: top.length, content: grid(top) },
        { value: 'recent', label: t('posts.recent'), count: recent.length, content: grid(recent) },
      ]}
    />
  );
}
