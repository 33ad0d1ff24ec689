import { instagramEmbedUrl, type TBookmarkType } from '@creatorscope/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/Skeleton';
import { EmbedFallback } from './EmbedFallback';
import type { BookmarkablePost } from './label-choice';
import { useEmbedStatus } from './use-embed-status';

/** Instagram's official embed of a post or reel, with a calm fallback when it cannot load. */
export function InstagramEmbed({ post }: { post: BookmarkablePost }) {
  const { t } = useTranslation('bookmarks');
  const frame = useRef<HTMLIFrameElement>(null);
  const { status, onLoad, retry, attempt } = useEmbedStatus(frame);

  if (status === 'failed') return <EmbedFallback post={post} onRetry={retry} />;
  return (
    <div className="relative h-full w-full">
      {status === 'loading' && (
        <output className="absolute inset-0 flex flex-col gap-3 p-4">
          <span className="sr-only">{t('card.loading')}</span>
          <div className="flex items-center gap-2">
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="w-full flex-1" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </output>
      )}
      <iframe
        key={attempt}
        ref={frame}
        src={instagramEmbedUrl(post.shortcode)}
        title={embedTitle(t, post.type, post.creatorHandle)}
        onLoad={onLoad}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        className={status === 'ready' ? 'h-full w-full border-0' : 'h-full w-full border-0 opacity-0'}
      />
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation<'bookmarks'>>['t'];

function embedTitle(t: Translate, type: TBookmarkType, handle?: string | null): string {
  if (handle) return type === 'reels' ? t('card.reelBy', { handle }) : t('card.postBy', { handle });
  return type === 'reels' ? t('modal.reel') : t('modal.post');
}
