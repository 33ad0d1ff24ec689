import type { TPayoutReview } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useClearPayoutReview } from './use-payout-reviews';

type ClearReviewDialogProps = { review: TPayoutReview; onClose: () => void };

/** Asks before clearing: the publisher is paid again at once, and the shared account stops flagging them. */
export function ClearReviewDialog({ review, onClose }: ClearReviewDialogProps) {
  const { t } = useTranslation('operations');
  const clear = useClearPayoutReview();

  const confirm = () => {
    clear.mutate(review.publisherId, {
      onSuccess: () => {
        toast.success(t('clearedToast', { name: review.name }));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      title={t('clearDialog.title', { name: review.name })}
      text={t('clearDialog.text', { name: review.name })}
      cancelLabel={t('clearDialog.cancel')}
      confirmLabel={t('clearDialog.confirm')}
      isPending={clear.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
