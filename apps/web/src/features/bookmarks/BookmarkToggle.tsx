import type { TLabel } from '@creatorscope/contracts';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { LabelPicker } from './LabelPicker';
import { type BookmarkablePost, chooseLabel } from './label-choice';
import { useSaveBookmark } from './use-save-bookmark';

type BookmarkToggleProps = {
  post: BookmarkablePost;
  /** The bookmark holding this post, null when it is not bookmarked, undefined while unknown. */
  bookmarkId: string | null | undefined;
  labels: readonly TLabel[];
  canWrite: boolean;
};

/**
 * Spec section 4: toggling deletes the bookmark if there is one, else creates it under 'Default
 * Label' (no labels), the only label (one), or the label picked from a picker (several).
 */
export function BookmarkToggle({ post, bookmarkId, labels, canWrite }: BookmarkToggleProps) {
  const { t } = useTranslation('bookmarks');
  const { save, unsave, isBusy } = useSaveBookmark();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const isBookmarked = Boolean(bookmarkId);

  const toggle = () => {
    if (bookmarkId) return unsave(bookmarkId);
    const choice = chooseLabel(labels);
    if (choice.kind === 'pick') return setIsPickerOpen(true);
    save(post, choice.kind === 'single' ? choice.label : null);
  };

  return (
    <LabelPicker
      labels={labels}
      isOpen={isPickerOpen}
      onClose={() => setIsPickerOpen(false)}
      onPick={(label) => save(post, label)}
      trigger={
        <Button
          variant={isBookmarked ? 'secondary' : 'ghost'}
          size="icon-sm"
          aria-pressed={isBookmarked}
          aria-label={isBookmarked ? t('card.removeBookmark') : t('card.bookmark')}
          title={isBookmarked ? t('card.removeBookmark') : t('card.bookmark')}
          isLoading={isBusy}
          disabled={!canWrite || bookmarkId === undefined}
          onClick={toggle}
          className={isBookmarked ? 'text-accent' : undefined}
        >
          <Bookmark aria-hidden="true" fill={isBookmarked ? 'currentColor' : 'none'} />
        </Button>
      }
    />
  );
}
