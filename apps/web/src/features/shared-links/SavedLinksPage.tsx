import type { TSharedLink } from '@creatorscope/contracts';
import { Compass, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../app/QueryState';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { RevokeLinkDialog } from './RevokeLinkDialog';
import { SharedLinksTable } from './SharedLinksTable';
import { useSharedLinks } from './use-shared-links';

/** /insights/saved-links: the read-only reports the organisation shared, with their views. */
export function SavedLinksPage() {
  const { t } = useTranslation('reports');
  usePageTitle(t('links.title'));
  const org = useSessionStore((state) => state.org);
  const canWrite = Boolean(org) && org?.permission !== 'Read';
  const links = useSharedLinks();
  const [revoking, setRevoking] = useState<TSharedLink | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={t('links.title')} description={t('links.description')} />
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={links}
        errorTitle={t('links.errorTitle')}
        errorText={t('links.errorText')}
        skeleton={<Skeleton aria-label={t('links.loading')} className="h-64 w-full rounded-xl" />}
        isEmpty={(data) => data.length === 0}
        empty={
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
        }
      >
        {(data) => <SharedLinksTable links={data} canWrite={canWrite} onRevoke={setRevoking} />}
      </QueryState>
      <RevokeLinkDialog link={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
