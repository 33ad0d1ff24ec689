import type { TTeamMember } from '@creatorscope/contracts';
import { Ellipsis, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { DropdownMenu, type DropdownMenuEntry } from '../../ui/DropdownMenu';
import { useToggleTeamMemberStatus } from './use-team';

type MemberActionsProps = {
  member: TTeamMember;
  orgId: string;
  onEdit: (member: TTeamMember) => void;
  onRemove: (member: TTeamMember) => void;
};

/** An Admin's actions on one row: edit permission and role, switch off or on, remove. */
export function MemberActions({ member, orgId, onEdit, onRemove }: MemberActionsProps) {
  const { t } = useTranslation();
  const toggleStatus = useToggleTeamMemberStatus();

  const toggle = () =>
    toggleStatus.mutate(
      { orgId, id: member.id },
      {
        onSuccess: () =>
          toast.success(
            t(member.isActive ? 'team.deactivated' : 'team.activated', { name: member.name || member.email }),
          ),
      },
    );

  const entries: DropdownMenuEntry[] = [
    { label: t('team.edit'), icon: <Pencil aria-hidden="true" />, onSelect: () => onEdit(member) },
    ...(member.isYou
      ? []
      : ([
          {
            label: member.isActive ? t('team.deactivate') : t('team.activate'),
            icon: member.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />,
            isDisabled: toggleStatus.isPending,
            onSelect: toggle,
          },
          { type: 'separator' },
          {
            label: member.status === 'invited' ? t('team.revoke') : t('team.remove'),
            icon: <Trash2 aria-hidden="true" />,
            isDestructive: true,
            onSelect: () => onRemove(member),
          },
        ] satisfies DropdownMenuEntry[])),
  ];

  return (
    <DropdownMenu
      entries={entries}
      trigger={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('team.actionsFor', { name: member.name || member.email })}
          isLoading={toggleStatus.isPending}
        >
          <Ellipsis aria-hidden="true" />
        </Button>
      }
    />
  );
}
