import { instagramPostUrl } from '@creatorscope/contracts';
import { ExternalLink, ImageOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { BookmarkablePost } from './label-choice';

/** What a card shows when Instagram's preview cannot load: what the post is, and a way to it. */
export function EmbedFallback({ post, onRetry }: { post: BookmarkablePost; onRetry: () => void }) {
  const { t } = useTranslation('bookmarks');
  const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center"
      data-testid="embed-fallback"
    >
      {post.thumbnailUrl ? (
        <img
          src={post.thumbnailUrl}
          alt=""
          className="aspect-square w-full max-w-56 rounded-lg border border-border object-cover"
        />
      ) : (
        <div className="flex size-12 items-center justify-center rounded-lg border border-border bg-surface-muted text-text-muted">
          <ImageOff aria-hidden="true" className="size-6" />
        </div>
      )}
      <div className="flex max-w-xs flex-col gap-1">
        <p className="font-medium text-sm text-text">
          {isOffline ? t('card.offline') : t('card.unavailable')}
        </p>
        {post.caption && <p className="line-clamp-4 break-words text-sm text-text-muted">{post.caption}</p>}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button asChild variant="secondary" size="sm">
          <a href={instagramPostUrl(post)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
            {t('card.openOnInstagram')}
          </a>
        </Button>
        <Button variant="ghost" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('card.retry')}
        </Button>
      </div>
    </div>
  );
}
