import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useDeleteTrackedCreator, useDeleteTrackedCreators } from './use-tracked-creators';

type RemoveTrackedDialogProps = {
  orgId: string;
  /** Tracking ids with their handles; one uses the single call, several the bulk call. */
  targets: { id: string; handle: string }[];
  onClose: () => void;
  onRemoved: (ids: string[]) => void;
};

/** Asks before removing tracked creators: their handles are freed, the credits spent are not returned. */
export function RemoveTrackedDialog({ orgId, targets, onClose, onRemoved }: RemoveTrackedDialogProps) {
  const { t } = useTranslation('creators');
  const removeOne = useDeleteTrackedCreator();
  const removeMany = useDeleteTrackedCreators();
  const isPending = removeOne.isPending || removeMany.isPending;
  const [only] = targets;
  const ids = targets.map((target) => target.id);

  const remove = () => {
    if (isPending || !only) return;
    const done = (count: number) => {
      toast.success(
        targets.length === 1 ? t('remove.doneOne', { handle: only.handle }) : t('remove.doneMany', { count }),
      );
      onRemoved(ids);
      onClose();
    };
    if (targets.length === 1) removeOne.mutate({ orgId, id: only.id }, { onSuccess: () => done(1) });
    else removeMany.mutate({ orgId, ids }, { onSuccess: (result) => done(result.deleted) });
  };

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={targets.length === 1 ? t('remove.titleOne') : t('remove.titleMany', { count: targets.length })}
      description={
        targets.length === 1 && only
          ? t('remove.textOne', { handle: only.handle })
          : t('remove.textMany', { count: targets.length })
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('remove.cancel')}
          </Button>
          <Button variant="danger" onClick={remove} isLoading={isPending}>
            {t('remove.confirm')}
          </Button>
        </>
      }
    />
  );
}
