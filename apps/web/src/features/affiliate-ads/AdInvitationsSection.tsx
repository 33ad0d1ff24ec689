import type { TAdInvitation, TAdInvitationStatus } from '@creatorscope/contracts';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { Skeleton } from '../../ui/Skeleton';
import { useAdInvitations, useRevokeInvitation } from './use-ad-publisher-changes';

const STATUS_TONES: Readonly<Record<TAdInvitationStatus, BadgeTone>> = {
  invited: 'accent',
  joined: 'success',
  revoked: 'neutral',
};

/** The newest this many show at first; the rest on request. */
const SHOWN_FIRST = 5;

/** The ad's invitations by email: who was asked, whether they joined, and revoking one not used yet. */
export function AdInvitationsSection({ adId, canWrite }: { adId: string; canWrite: boolean }) {
  const { t } = useTranslation('ad-publishers');
  const invitations = useAdInvitations(adId);
  const [isAllShown, setIsAllShown] = useState(false);
  const headingId = `invitations-${adId}`;

  const body = () => {
    if (invitations.isError && invitations.data === undefined) {
      return (
        <ErrorState
          title={t('invitations.errorTitle')}
          text={t('invitations.errorText')}
          onRetry={() => void invitations.refetch()}
          isRetrying={invitations.isFetching}
        />
      );
    }
    if (invitations.isPending) {
      return (
        <LoadingRegion label={t('invitations.loading')} className="gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </LoadingRegion>
      );
    }
    const rows = invitations.data;
    if (rows.length === 0) {
      return (
        <EmptyState
          icon={MailPlus}
          title={t('invitations.emptyTitle')}
          text={t('invitations.emptyText')}
          className="py-4"
        />
      );
    }
    const shown = isAllShown ? rows : rows.slice(0, SHOWN_FIRST);
    return (
      <>
        <ul
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
          aria-labelledby={headingId}
        >
          {shown.map((invitation) => (
            <InvitationRow key={invitation._id} adId={adId} invitation={invitation} canWrite={canWrite} />
          ))}
        </ul>
        {rows.length > SHOWN_FIRST && (
          <Button variant="ghost" size="sm" className="w-fit" onClick={() => setIsAllShown(!isAllShown)}>
            {isAllShown ? t('invitations.showFewer') : t('invitations.showAll', { value: rows.length })}
          </Button>
        )}
      </>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="font-medium text-sm text-text">
        {t('invitations.title')}
      </h3>
      {body()}
    </div>
  );
}

function InvitationRow({
  adId,
  invitation,
  canWrite,
}: {
  adId: string;
  invitation: TAdInvitation;
  canWrite: boolean;
}) {
  const { t } = useTranslation('ad-publishers');
  const format = useFormat();
  const revoke = useRevokeInvitation(adId);
  const onRevoke = () =>
    revoke.mutate(invitation._id, {
      onSuccess: () => toast.success(t('invitations.revoked', { email: invitation.email })),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2">
      <div className="flex min-w-0 flex-col">
        <bdi dir="ltr" className="truncate text-sm text-text">
          {invitation.email}
        </bdi>
        <span className="text-text-muted text-xs">
          {invitation.status === 'joined' && invitation.joinedAt
            ? t('invitations.joinedAt', { date: format.date(invitation.joinedAt) })
            : t('invitations.sentAt', { date: format.date(invitation.sentAt) })}
        </span>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={STATUS_TONES[invitation.status]} hasDot>
          {t(`invitations.status.${invitation.status}`)}
        </Badge>
        {canWrite && invitation.status === 'invited' && (
          <Button
            variant="ghost"
            size="sm"
            isLoading={revoke.isPending}
            onClick={onRevoke}
            aria-label={t('invitations.revokeLabel', { email: invitation.email })}
          >
            {t('invitations.revoke')}
          </Button>
        )}
      </div>
    </li>
  );
}
