import type { TApiKey } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useRevokeApiKey } from './use-api-keys';

type RevokeApiKeyDialogProps = { orgId: string; apiKey: TApiKey; onClose: () => void };

/** Asks before revoking: the servers using the key are refused from their next call, for good. */
export function RevokeApiKeyDialog({ orgId, apiKey, onClose }: RevokeApiKeyDialogProps) {
  const { t } = useTranslation('api-keys');
  const revoke = useRevokeApiKey(orgId);

  const confirm = () => {
    revoke.mutate(apiKey._id, {
      onSuccess: () => {
        toast.success(t('revoked', { name: apiKey.name }));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      title={t('revokeDialog.title')}
      text={t('revokeDialog.text', { name: apiKey.name, prefix: `${apiKey.prefix}…` })}
      cancelLabel={t('revokeDialog.cancel')}
      confirmLabel={t('revokeDialog.confirm')}
      tone="danger"
      isPending={revoke.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
