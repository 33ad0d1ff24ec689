import type { TBookmark, TLabel } from '@creatorscope/contracts';
import { Skeleton } from '../../ui/Skeleton';
import { openBookmarkModal } from './bookmark-modal-store';
import { EMBED_CARD_HEIGHT_PX, InstagramCard } from './InstagramCard';

const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-4';

/** The saved posts as embedded cards, newest first. */
export function BookmarkGrid({
  bookmarks,
  labels,
}: {
  bookmarks: readonly TBookmark[];
  labels: readonly TLabel[];
}) {
  return (
    <ul className={GRID}>
      {bookmarks.map((bookmark) => (
        <li key={bookmark._id}>
          <InstagramCard
            post={bookmark}
            bookmark={bookmark}
            labels={labels}
            onExpand={() => openBookmarkModal({ type: bookmark.type, code: bookmark.shortcode })}
          />
        </li>
      ))}
    </ul>
  );
}

/** Cards in the shape of the grid while the first page loads. */
export function BookmarkGridSkeleton() {
  return (
    <ul className={GRID} aria-hidden="true">
      {['a', 'b', 'c'].map((key) => (
        <li key={key}>
          <div
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3"
            style={{ height: EMBED_CARD_HEIGHT_PX }}
          >
            <div className="flex items-center gap-2">
              <Skeleton className="h-6 w-16 rounded-full" />
              <Skeleton className="h-4 w-28" />
            </div>
            <Skeleton className="w-full flex-1" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}
