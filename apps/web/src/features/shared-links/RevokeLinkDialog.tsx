import type { TSharedLink } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCurrentOrgId } from '../../app/session-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useRevokeSharedLink } from './use-shared-links';

/** Confirms revoking: the public URL stops working at once and for good. */
export function RevokeLinkDialog({ link, onClose }: { link: TSharedLink | null; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const orgId = useCurrentOrgId() ?? '';
  const revoke = useRevokeSharedLink();
  return (
    <Dialog
      title={t('revoke.title')}
      // First-strong isolates: a title in another script keeps its direction inside the sentence.
      description={link ? t('revoke.text', { title: `\u2068${link.title}\u2069` }) : undefined}
      open={Boolean(link)}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('share.cancel')}
          </Button>
          <Button
            variant="danger"
            isLoading={revoke.isPending}
            onClick={() =>
              link &&
              revoke.mutate(
                { organization_id: orgId, id: link._id },
                {
                  onSuccess: () => {
                    toast.success(t('revoke.done'));
                    onClose();
                  },
                },
              )
            }
          >
            {t('revoke.confirm')}
          </Button>
        </>
      }
    />
  );
}
