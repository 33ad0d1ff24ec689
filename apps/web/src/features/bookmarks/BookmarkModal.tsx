import type { TBookmarkType, TLabel } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { InstagramCard } from './InstagramCard';

type BookmarkModalProps = {
  /** The organisation the bookmark belongs to (spec section 2: it takes org, code, type, labels). */
  org: string;
  code: string;
  type: TBookmarkType;
  labels: readonly TLabel[];
  isOpen: boolean;
  onClose: () => void;
};

/** A post or reel shown large, titled 'Instagram Post' or 'Instagram Reel' by its type. */
export function BookmarkModal({ org, code, type, labels, isOpen, onClose }: BookmarkModalProps) {
  const { t } = useTranslation('bookmarks');
  return (
    <Dialog
      open={isOpen && Boolean(org && code)}
      onOpenChange={(next) => !next && onClose()}
      title={type === 'reels' ? t('modal.reel') : t('modal.post')}
      size="lg"
    >
      <InstagramCard
        key={code}
        post={{ shortcode: code, type }}
        labels={labels}
        className="mx-auto w-full max-w-[540px]"
      />
    </Dialog>
  );
}
