import type { TPayoutReview } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useClearPayoutReview } from './use-payout-reviews';

type ClearReviewDialogProps = { review: TPayoutReview; onClose: () => void };

/** Asks before clearing: the publisher is paid again at once, and the shared account stops flagging them. */
export function ClearReviewDialog({ review, onClose }: ClearReviewDialogProps) {
  const { t } = useTranslation('operations');
  const clear = useClearPayoutReview();

  const confirm = () => {
    if (clear.isPending) return;
    clear.mutate(review.publisherId, {
      onSuccess: () => {
        toast.success(t('clearedToast', { name: review.name }));
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('clearDialog.title', { name: review.name })}
      description={t('clearDialog.text', { name: review.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('clearDialog.cancel')}
          </Button>
          <Button onClick={confirm} isLoading={clear.isPending}>
            {t('clearDialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
