import { type TTeamMember, takesSeat } from '@creatorscope/contracts';
import { ArrowUpRight, Building2, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeader } from '../../ui/PageHeader';
import { PLANS_PATH, useSubscription } from '../billing';
import { EditMemberDialog } from './EditMemberDialog';
import { InviteMemberDialog } from './InviteMemberDialog';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { TeamTable } from './TeamTable';
import { useTeamMembers } from './use-team';

type OpenDialog = { type: 'edit'; member: TTeamMember } | { type: 'remove'; member: TTeamMember } | null;

/** /apps/team: who is in the organisation, pending invitations, and (for Admins) managing them. */
export function TeamPage() {
  const { t } = useTranslation();
  const format = useFormat();
  usePageTitle(t('team.title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const org = useSessionStore((state) => state.org);
  const canManage = org?.permission === 'Admin';
  const { data: members = [], isPending, isError, refetch, isFetching } = useTeamMembers();
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const hasTeammates = members.some((member) => !member.isYou);
  // The server refuses an invitation past the plan's seats; the page offers the upgrade instead.
  const seats = useSubscription().data?.teamSeats ?? null;
  const seatsUsed = members.filter(takesSeat).length;
  const isFull = seats !== null && !isPending && seatsUsed >= seats;

  const inviteButton = isFull ? (
    <Button asChild variant="secondary">
      <Link to={PLANS_PATH}>
        {t('team.moreSeats')}
        <ArrowUpRight aria-hidden="true" className="rtl:-scale-x-100" />
      </Link>
    </Button>
  ) : (
    <Button onClick={() => setIsInviteOpen(true)}>
      <UserPlus aria-hidden="true" className="rtl:-scale-x-100" />
      {t('team.invite')}
    </Button>
  );

  const body = () => {
    if (!hasToken)
      return (
        <Card>
          <SignInRequired text={t('team.signInText')} />
        </Card>
      );
    if (!org) {
      return (
        <Card>
          <EmptyState icon={Building2} title={t('team.noOrgTitle')} text={t('team.noOrgText')} />
        </Card>
      );
    }
    if (isError) {
      return (
        <Card>
          <ErrorState
            title={t('team.errorTitle')}
            text={t('team.errorText')}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        </Card>
      );
    }
    return (
      <>
        <TeamTable
          members={members}
          isLoading={isPending}
          orgId={org._id}
          canManage={canManage}
          onEdit={(member) => setDialog({ type: 'edit', member })}
          onRemove={(member) => setDialog({ type: 'remove', member })}
        />
        {!isPending && !hasTeammates && (
          <Card>
            <EmptyState
              icon={UsersRound}
              title={t('team.emptyTitle')}
              text={canManage ? t('team.emptyText') : t('team.emptyTextReadOnly')}
              action={canManage ? inviteButton : undefined}
            />
          </Card>
        )}
      </>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={t('team.title')}
        description={org ? t('team.description', { org: org.name }) : t('team.descriptionNoOrg')}
        actions={org && canManage && hasTeammates && inviteButton}
      >
        {org && seats !== null && !isPending && (
          <p className="metric text-sm text-text-muted">
            {t('team.seats', { used: format.whole(seatsUsed), limit: format.whole(seats) })}
          </p>
        )}
        {org && canManage && isFull && <p className="text-sm text-text-muted">{t('team.seatsFull')}</p>}
        {org && !canManage && <p className="text-sm text-text-muted">{t('team.readOnlyNote')}</p>}
      </PageHeader>
      {body()}
      {org && canManage && (
        <InviteMemberDialog orgId={org._id} isOpen={isInviteOpen} onOpenChange={setIsInviteOpen} />
      )}
      {org && dialog?.type === 'edit' && (
        <EditMemberDialog orgId={org._id} member={dialog.member} onClose={() => setDialog(null)} />
      )}
      {org && dialog?.type === 'remove' && (
        <RemoveMemberDialog orgId={org._id} member={dialog.member} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
