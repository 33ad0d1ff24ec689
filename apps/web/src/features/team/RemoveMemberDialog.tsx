import type { TTeamMember } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useDeleteTeamMember } from './use-team';

type RemoveMemberDialogProps = {
  orgId: string;
  member: TTeamMember;
  onClose: () => void;
};

/** Asks before removing a member or withdrawing an invitation: it cannot be undone. */
export function RemoveMemberDialog({ orgId, member, onClose }: RemoveMemberDialogProps) {
  const { t } = useTranslation();
  const deleteMember = useDeleteTeamMember();
  const name = member.name || member.email;
  const isInvitation = member.status === 'invited';

  const remove = () => {
    if (deleteMember.isPending) return;
    deleteMember.mutate(
      { orgId, id: member.id },
      {
        onSuccess: () => {
          toast.success(t(isInvitation ? 'team.revoked' : 'team.removed', { name }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={isInvitation ? t('team.revokeTitle') : t('team.removeTitle')}
      description={t(isInvitation ? 'team.revokeText' : 'team.removeText', { name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('team.cancel')}
          </Button>
          <Button variant="danger" onClick={remove} isLoading={deleteMember.isPending}>
            {isInvitation ? t('team.revoke') : t('team.remove')}
          </Button>
        </>
      }
    />
  );
}
