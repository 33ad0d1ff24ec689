import type { TAdPublisher } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
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
    if (remove.isPending) return;
    remove.mutate(publisher.publisherId, {
      onSuccess: () => {
        toast.success(t('remove.done', { name: publisher.name }));
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('remove.title', { name: publisher.name })}
      description={t('remove.text')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('remove.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={remove.isPending}>
            {t('remove.confirm')}
          </Button>
        </>
      }
    />
  );
}
