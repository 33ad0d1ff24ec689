import type { TAffiliateAdSort, TAffiliateAdStatus } from '@creatorscope/contracts';
import { Megaphone, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../app/QueryState';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { AdsFilters } from './AdsFilters';
import { AdsTable } from './AdsTable';
import { AffiliateGate } from './AffiliateGate';
import { NEW_AD_PATH } from './ad-paths';
import { PageFrame } from './PageFrame';
import { useAds } from './use-affiliate-ads';

/** /marketing/affiliate-ads: the organisation's ads, filtered, sorted and paged. */
export function AffiliateAdsPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('list.title'));
  return (
    <AffiliateGate title={t('list.title')} description={t('list.description')}>
      <AffiliateAds />
    </AffiliateGate>
  );
}

const PAGE_SIZE = 20;

function AffiliateAds() {
  const { t } = useTranslation('marketing');
  const org = useSessionStore((state) => state.org);
  const canWrite = Boolean(org) && org?.permission !== 'Read';
  const [status, setStatus] = useState<TAffiliateAdStatus | undefined>();
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState<TAffiliateAdSort>('newest');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search.trim());
  const ads = useAds({ status, search: deferredSearch || undefined, sortBy, page, pageSize: PAGE_SIZE });
  const isFiltered = Boolean(status || deferredSearch);

  const newButton = canWrite && (
    <Button asChild>
      <Link to={NEW_AD_PATH}>
        <Plus aria-hidden="true" />
        {t('list.new')}
      </Link>
    </Button>
  );

  return (
    <PageFrame>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={(isFiltered || (ads.data?.total ?? 0) > 0) && newButton}
      />
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={ads}
        errorTitle={t('list.errorTitle')}
        errorText={t('list.errorText')}
        skeleton={<AdsTable page={undefined} isLoading onPageChange={setPage} empty={null} />}
        isEmpty={(data) => data.total === 0 && !isFiltered}
        empty={
          <EmptyState
            icon={Megaphone}
            title={t('list.emptyTitle')}
            text={t(canWrite ? 'list.emptyText' : 'list.emptyTextReader')}
            action={newButton || undefined}
            className="rounded-xl border border-border border-dashed bg-surface"
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <AdsFilters
              status={status}
              search={search}
              sortBy={sortBy}
              onStatusChange={(next) => {
                setStatus(next);
                setPage(1);
              }}
              onSearchChange={(next) => {
                setSearch(next);
                setPage(1);
              }}
              onSortChange={(next) => {
                setSortBy(next);
                setPage(1);
              }}
            />
            <AdsTable
              page={data}
              isLoading={false}
              isRefreshing={ads.isPlaceholderData}
              onPageChange={setPage}
              empty={t('list.noMatches')}
            />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
