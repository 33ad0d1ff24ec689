import { Link2Off, MailCheck, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { isApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { InvitationDetails } from './InvitationDetails';
import { useInvitation } from './use-invitation';

/** /invitations/accept?token=…: what the invitation offers, and accepting it as the invited email. */
export function InvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('invitation.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { data: invitation, isPending, isError, error, refetch, isFetching } = useInvitation(token);
  const isGone = isApiError(error) && error.status >= 400 && error.status < 500;

  const content = () => {
    if (!token) {
      return (
        <EmptyState
          icon={Link2Off}
          tone="danger"
          title={t('invitation.missingTitle')}
          text={t('invitation.missingText')}
        />
      );
    }
    if (isError) {
      return (
        <EmptyState
          icon={Link2Off}
          tone="danger"
          title={isGone ? t('invitation.notFoundTitle') : t('invitation.errorTitle')}
          text={isGone ? t('invitation.notFoundText') : t('invitation.errorText')}
          action={
            isGone ? undefined : (
              <Button variant="secondary" onClick={() => void refetch()} isLoading={isFetching}>
                {!isFetching && <RotateCw aria-hidden="true" />}
                {t('ui.retry')}
              </Button>
            )
          }
        />
      );
    }
    if (isPending || !invitation) {
      return (
        <div aria-busy="true" className="flex flex-col gap-4">
          <output className="sr-only">{t('ui.loading')}</output>
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-full" />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-9 w-full" />
          ))}
          <Skeleton className="h-10 w-full" />
        </div>
      );
    }
    return <InvitationDetails token={token} invitation={invitation} />;
  };

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-10 items-center justify-center rounded-lg border border-border bg-surface-muted text-text-muted">
          <MailCheck aria-hidden="true" className="size-5" />
        </span>
        <h1 className="font-semibold text-2xl text-text">{t('invitation.title')}</h1>
      </div>
      <Card>{content()}</Card>
    </div>
  );
}
