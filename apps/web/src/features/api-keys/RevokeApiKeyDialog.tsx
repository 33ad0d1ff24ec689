import type { TApiKey } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useRevokeApiKey } from './use-api-keys';

type RevokeApiKeyDialogProps = { orgId: string; apiKey: TApiKey; onClose: () => void };

/** Asks before revoking: the servers using the key are refused from their next call, for good. */
export function RevokeApiKeyDialog({ orgId, apiKey, onClose }: RevokeApiKeyDialogProps) {
  const { t } = useTranslation('api-keys');
  const revoke = useRevokeApiKey(orgId);

  const confirm = () => {
    if (revoke.isPending) return;
    revoke.mutate(apiKey._id, {
      onSuccess: () => {
        toast.success(t('revoked', { name: apiKey.name }));
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('revokeDialog.title')}
      description={t('revokeDialog.text', { name: apiKey.name, prefix: `${apiKey.prefix}…` })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('revokeDialog.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={revoke.isPending}>
            {t('revokeDialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
