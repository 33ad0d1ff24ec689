import type { TGetAllPublishersRequest } from '@creatorscope/contracts';
import { UsersRound } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../app/QueryState';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { FeatureGate } from '../billing';
import { DirectoryFilters, type DirectoryFilterValues } from './DirectoryFilters';
import { PublisherPanel } from './PublisherPanel';
import { PublishersList } from './PublishersList';
import { useDirectory } from './use-publisher-directory';

const PAGE_SIZE = 20;

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">{children}</div>;
}

/** /marketing/publishers: the publisher directory, for brands on a plan with affiliate marketing. */
export function PublisherDirectoryPage() {
  const { t } = useTranslation('publisher-directory');
  usePageTitle(t('title'));
  const hasOrg = useSessionStore((state) => Boolean(state.token && state.org));
  const page = <Directory />;
  if (!hasOrg) return page;
  return (
    <FeatureGate
      feature="Affiliate"
      frame={(content) => (
        <Frame>
          <PageHeader title={t('title')} description={t('description')} />
          {content}
        </Frame>
      )}
    >
      {page}
    </FeatureGate>
  );
}

const EMPTY_FILTERS: DirectoryFilterValues = {
  search: '',
  category: undefined,
  language: undefined,
  publisherType: undefined,
  place: '',
  minFollowers: '',
  maxFollowers: '',
  sortBy: 'newest',
};

function Directory() {
  const { t } = useTranslation('publisher-directory');
  const org = useSessionStore((state) => state.org);
  const canWrite = Boolean(org) && org?.permission !== 'Read';
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  const openId = params.get('publisher');
  const deferred = useDeferredValue(filters);
  const number = (text: string) => (text === '' ? undefined : Number(text));
  const minFollowers = number(deferred.minFollowers);
  const maxFollowers = number(deferred.maxFollowers);
  const query: Omit<TGetAllPublishersRequest, 'orgId'> = {
    search: deferred.search.trim() || undefined,
    category: deferred.category as TGetAllPublishersRequest['category'],
    language: deferred.language as TGetAllPublishersRequest['language'],
    publisherType: deferred.publisherType as TGetAllPublishersRequest['publisherType'],
    place: deferred.place.trim() || undefined,
    minFollowers,
    // A maximum under the minimum is still being typed: leave it out until it makes sense.
    maxFollowers:
      maxFollowers !== undefined && minFollowers !== undefined && maxFollowers < minFollowers
        ? undefined
        : maxFollowers,
    sortBy: deferred.sortBy,
    page,
    pageSize: PAGE_SIZE,
  };
  const directory = useDirectory(query);
  const isFiltered = JSON.stringify({ ...filters, sortBy: 'newest' }) !== JSON.stringify(EMPTY_FILTERS);

  const open = (publisherId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (publisherId) next.set('publisher', publisherId);
        else next.delete('publisher');
        return next;
      },
      { replace: true },
    );

  return (
    <Frame>
      <PageHeader title={t('title')} description={t('description')} />
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={directory}
        errorTitle={t('errorTitle')}
        errorText={t('errorText')}
        skeleton={
          <PublishersList page={undefined} isLoading onPageChange={setPage} onOpen={() => {}} empty={null} />
        }
        isEmpty={(data) => data.total === 0 && !isFiltered}
        empty={
          <EmptyState
            icon={UsersRound}
            title={t('emptyTitle')}
            text={t('emptyText')}
            className="rounded-xl border border-border border-dashed bg-surface"
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <DirectoryFilters
              values={filters}
              onChange={(next) => {
                setFilters((current) => ({ ...current, ...next }));
                setPage(1);
              }}
            />
            <PublishersList
              page={data}
              isLoading={false}
              isRefreshing={directory.isPlaceholderData}
              onPageChange={setPage}
              onOpen={(publisher) => open(publisher._id)}
              empty={<EmptyState icon={UsersRound} title={t('noMatchesTitle')} text={t('noMatchesText')} />}
            />
          </div>
        )}
      </QueryState>
      <PublisherPanel publisherId={openId} canWrite={canWrite} onClose={() => open(null)} />
    </Frame>
  );
}
