import type { TAdPublisher } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useRemovePublisher } from './use-ad-publisher-changes';

type RemovePublisherDialogProps = {
  adId: string;
  publisher: TAdPublisher;
  onClose: () => void;
};

/** Asks before removing a publisher from the ad: their link keeps working but stops counting, for good. */
export function RemovePublisherDialog({ adId, publisher, onClose }: RemovePublisherDialogProps) {
  const { t } = useTranslation('ad-publishers');
  const remove = useRemovePublisher(adId);

  const confirm = () => {
    remove.mutate(publisher.publisherId, {
      onSuccess: () => {
        toast.success(t('remove.done', { name: publisher.name }));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      title={t('remove.title', { name: publisher.name })}
      text={t('remove.text')}
      cancelLabel={t('remove.cancel')}
      confirmLabel={t('remove.confirm')}
      tone="danger"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
