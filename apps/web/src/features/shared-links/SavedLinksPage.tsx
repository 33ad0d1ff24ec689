import type { TSharedLink } from '@creatorscope/contracts';
import { Building2, Compass, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { SignInRequired } from '../auth/SignInRequired';
import { useSessionStore } from '../auth/store';
import { usePageTitle } from '../shell/use-page-title';
import { RevokeLinkDialog } from './RevokeLinkDialog';
import { SharedLinksTable } from './SharedLinksTable';
import { useSharedLinks } from './use-shared-links';

/** /insights/saved-links: the read-only reports the organisation shared, with their views. */
export function SavedLinksPage() {
  const { t } = useTranslation('reports');
  usePageTitle(t('links.title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const org = useSessionStore((state) => state.org);
  const canWrite = Boolean(org) && org?.permission !== 'Read';
  const links = useSharedLinks();
  const [revoking, setRevoking] = useState<TSharedLink | null>(null);

  const body = () => {
    if (!hasToken)
      return (
        <Card>
          <SignInRequired text={t('signInText')} />
        </Card>
      );
    if (!org)
      return (
        <Card>
          <EmptyState icon={Building2} title={t('noOrgTitle')} text={t('noOrgText')} />
        </Card>
      );
    if (links.isError)
      return (
        <Card>
          <ErrorState
            title={t('links.errorTitle')}
            text={t('links.errorText')}
            onRetry={() => void links.refetch()}
            isRetrying={links.isFetching}
          />
        </Card>
      );
    if (links.isPending)
      return <Skeleton aria-label={t('links.loading')} className="h-64 w-full rounded-xl" />;
    if (links.data.length === 0)
      return (
        <Card>
          <EmptyState
            icon={Link2}
            title={t('links.emptyTitle')}
            text={t('links.emptyText')}
            action={
              <Button asChild>
                <Link to="/insights/discover">
                  <Compass aria-hidden="true" />
                  {t('links.emptyAction')}
                </Link>
              </Button>
            }
          />
        </Card>
      );
    return <SharedLinksTable links={links.data} canWrite={canWrite} onRevoke={setRevoking} />;
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="font-semibold text-2xl text-text">{t('links.title')}</h1>
        <p className="text-sm text-text-muted">{t('links.description')}</p>
      </div>
      {body()}
      <RevokeLinkDialog link={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
