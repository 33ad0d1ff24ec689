import type { TPublisherProfile } from '@creatorscope/contracts';
import { Link2, Megaphone, WalletCards } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { usePageTitle } from '../../app/use-page-title';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { PublisherForm } from './PublisherForm';
import { usePublisherProfile } from './use-publisher-profile';

/** /creator-hub/profile: what a publisher is and the form to become one, then the profile to edit. */
export function PublisherProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('publishers.title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const user = useSessionStore((state) => state.user);
  const { data: profile, isPending, isError, refetch, isFetching } = usePublisherProfile();

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={t('publishers.title')} description={t('publishers.description')}>
        {profile && <PublisherStatus profile={profile} />}
      </PageHeader>
      {!hasToken ? (
        <Card>
          <SignInRequired text={t('publishers.signInText')} />
        </Card>
      ) : isError && profile === undefined ? (
        <Card>
          <ErrorState
            title={t('publishers.errorTitle')}
            text={t('publishers.errorText')}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        </Card>
      ) : isPending || !user ? (
        <FormSkeleton />
      ) : (
        <>
          {profile?.status === 'flagged' && (
            <Alert tone="warning" role="status" title={t('publishers.status.flaggedTitle')}>
              {t('publishers.status.flaggedText')}
            </Alert>
          )}
          {!profile && <PublisherIntro />}
          <PublisherForm
            key={profile?._id ?? 'new'}
            profile={profile}
            person={{ name: user.name, email: user.email }}
          />
        </>
      )}
    </div>
  );
}

/** The status line under the title: active, or held for review; and since when. */
function PublisherStatus({ profile }: { profile: TPublisherProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isFlagged = profile.status === 'flagged';
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-text-muted">
      <span className="inline-flex items-center gap-2">
        {t('publishers.status.label')}
        <Badge tone={isFlagged ? 'warning' : 'success'} hasDot>
          {t(isFlagged ? 'publishers.status.flagged' : 'publishers.status.active')}
        </Badge>
      </span>
      <span>{t('publishers.status.since', { date: format.date(profile.createdAt) })}</span>
    </p>
  );
}

/** Before registering: what a publisher does here, in three lines. */
function PublisherIntro() {
  const { t } = useTranslation();
  const points = [
    { icon: Megaphone, title: t('publishers.intro.joinTitle'), text: t('publishers.intro.joinText') },
    { icon: Link2, title: t('publishers.intro.linksTitle'), text: t('publishers.intro.linksText') },
    { icon: WalletCards, title: t('publishers.intro.paidTitle'), text: t('publishers.intro.paidText') },
  ];
  return (
    <Card title={t('publishers.intro.title')} description={t('publishers.intro.text')}>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {points.map((point) => (
          <li key={point.title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg border border-accent/20 bg-accent-muted text-accent-muted-foreground">
              <point.icon aria-hidden="true" className="size-4" />
            </span>
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium text-sm text-text">{point.title}</span>
              <span className="text-sm text-text-muted">{point.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The form's shape while the profile loads. */
function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Card aria-busy="true">
      <output className="sr-only">{t('ui.loading')}</output>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <div key={row} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
    </Card>
  );
}
