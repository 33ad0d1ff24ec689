import type { TLabel } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCurrentOrgId } from '../../app/session-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useDeleteLabel } from './use-labels';

/** Asks before deleting a label, saying where its bookmarks go: 'Default Label'. */
export function DeleteLabelDialog({ label, onClose }: { label: TLabel; onClose: () => void }) {
  const { t } = useTranslation('bookmarks');
  const orgId = useCurrentOrgId() ?? '';
  const deleteLabel = useDeleteLabel();

  const confirm = () => {
    if (deleteLabel.isPending) return;
    deleteLabel.mutate(
      { orgId, id: label._id },
      {
        onSuccess: () => {
          toast.success(t('labels.deleted', { name: label.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      size="sm"
      title={t('labels.deleteTitle', { name: label.name })}
      description={t('labels.deleteText')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('labels.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={deleteLabel.isPending}>
            {t('labels.delete')}
          </Button>
        </>
      }
    />
  );
}
