import { useTranslation } from 'react-i18next';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { Card } from '../../ui/Card';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useMe } from '../auth';
import { OrganizationCard } from './OrganizationCard';
import { ProfileForm } from './ProfileForm';

/** /apps/profile: the user's name and language, their email, and where they work. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const { data: me, isPending, isError, refetch, isFetching } = useMe();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {!hasToken ? (
        <Card>
          <SignInRequired text={t('profile.signInText')} />
        </Card>
      ) : isError && !me ? (
        <Card>
          <ErrorState
            title={t('profile.errorTitle')}
            text={t('profile.errorText')}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        </Card>
      ) : isPending || !me ? (
        <Card aria-busy="true">
          <output className="sr-only">{t('ui.loading')}</output>
          <div className="flex flex-col gap-5">
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-9 w-full" />
              </div>
            ))}
            <Skeleton className="h-9 w-28 self-end" />
          </div>
        </Card>
      ) : (
        <>
          <ProfileForm user={me.user} />
          {me.org && <OrganizationCard org={me.org} />}
        </>
      )}
    </div>
  );
}
