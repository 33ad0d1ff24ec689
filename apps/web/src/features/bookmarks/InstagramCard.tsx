import type { TLabel } from '@creatorscope/contracts';
import { Clapperboard, Image, Maximize2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../app/session-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { BookmarkToggle } from './BookmarkToggle';
import { InstagramEmbed } from './InstagramEmbed';
import type { BookmarkablePost } from './label-choice';
import { useBookmarkLookup } from './use-bookmarks';
import { labelText } from './use-save-bookmark';

/** Spec section 9: an embedded post or reel card is 650 px high. */
export const EMBED_CARD_HEIGHT_PX = 650;

type InstagramCardProps = {
  post: BookmarkablePost;
  /**
   * The bookmark holding the post when the screen already knows it (a bookmarks list), null when
   * it knows there is none; leave out and the card asks the server (the embed lookup).
   */
  bookmark?: { _id: string; label: string } | null;
  labels: readonly TLabel[];
  /** Opens the post large, in the bookmark modal; no button when left out. */
  onExpand?: () => void;
  className?: string;
};

/**
 * An Instagram post or reel, embedded, with the bookmark toggle and label picker of spec
 * section 4. Usable on any screen that shows posts.
 */
export function InstagramCard({ post, bookmark, labels, onExpand, className }: InstagramCardProps) {
  const { t } = useTranslation('bookmarks');
  const permission = useSessionStore((state) => state.org?.permission);
  const lookup = useBookmarkLookup(post.shortcode, bookmark === undefined);
  const known =
    bookmark !== undefined
      ? bookmark
      : lookup.data
        ? lookup.data._id
          ? { _id: lookup.data._id, label: lookup.data.label ?? '' }
          : null
        : undefined;
  const TypeIcon = post.type === 'reels' ? Clapperboard : Image;

  return (
    <article
      aria-label={post.type === 'reels' ? t('modal.reel') : t('modal.post')}
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-xs',
        className,
      )}
      style={{ height: EMBED_CARD_HEIGHT_PX }}
    >
      <header className="flex items-center gap-2 border-border border-b px-3 py-2">
        <Badge tone="neutral" className="gap-1">
          <TypeIcon aria-hidden="true" className="size-3.5" />
          {post.type === 'reels' ? t('card.reel') : t('card.post')}
        </Badge>
        <div className="flex min-w-0 flex-1 flex-col">
          {post.creatorHandle && (
            <span className="truncate font-medium text-sm text-text" dir="ltr">
              @{post.creatorHandle}
            </span>
          )}
          {known && (
            <span className="truncate text-text-muted text-xs">
              {labelText(known.label, t('defaultLabel'))}
            </span>
          )}
        </div>
        {onExpand && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('card.expand')}
            title={t('card.expand')}
            onClick={onExpand}
          >
            <Maximize2 aria-hidden="true" />
          </Button>
        )}
        <BookmarkToggle
          post={post}
          bookmarkId={known === undefined ? undefined : (known?._id ?? null)}
          labels={labels}
          canWrite={permission !== 'Read'}
        />
      </header>
      <div className="min-h-0 flex-1">
        <InstagramEmbed post={post} />
      </div>
    </article>
  );
}
