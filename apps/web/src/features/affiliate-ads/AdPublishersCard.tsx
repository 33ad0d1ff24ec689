import type { TAdPublisher, TAffiliateAd } from '@creatorscope/contracts';
import { UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { CopyButton, CopyField } from '../../ui/CopyField';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Table, type TableColumn, type TableSort } from '../../ui/Table';
import { joinPath } from './ad-paths';
import { useAdPublishers } from './use-ad-links';

const PAGE_SIZE = 10;

/** The link without its origin (`/l/k7m2p9qx`): the part that tells links apart, short enough for a phone. */
function linkPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

type ColumnId = 'publisher' | 'clicks' | 'link' | 'joined';

function compare(a: TAdPublisher, b: TAdPublisher, columnId: ColumnId, collator: Intl.Collator): number {
  switch (columnId) {
    case 'clicks':
      return a.clicks.counted - b.clicks.counted || a.clicks.uncounted - b.clicks.uncounted;
    case 'joined':
      return Date.parse(a.joinedAt) - Date.parse(b.joinedAt);
    case 'link':
      return a.code.localeCompare(b.code);
    default:
      return collator.compare(a.name, b.name);
  }
}

/**
 * The ad's publishers: the join page to share with them, then who joined, with their link and the
 * clicks it brought (counted ones pay; the others were duplicates, bots or outside the rules).
 */
export function AdPublishersCard({ ad }: { ad: TAffiliateAd }) {
  const { t } = useTranslation('marketing');
  const publishers = useAdPublishers(ad._id);
  const joinUrl = `${window.location.origin}${joinPath(ad.publicId)}`;

  return (
    <Card title={t('publishers.title')} description={t('publishers.description')}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p className="font-medium text-sm text-text">{t('publishers.joinPage')}</p>
          <CopyField value={joinUrl} label={t('publishers.joinPage')} />
          <p className="text-sm text-text-muted">
            {ad.status === 'active' && ad.website_url
              ? t('publishers.joinPageText')
              : t(`publishers.joinPageClosed.${ad.status === 'active' ? 'noSite' : ad.status}`)}
          </p>
        </div>
        {publishers.isError && publishers.data === undefined ? (
          <ErrorState
            title={t('publishers.errorTitle')}
            text={t('publishers.errorText')}
            onRetry={() => void publishers.refetch()}
            isRetrying={publishers.isFetching}
          />
        ) : (
          <PublishersTable rows={publishers.data ?? []} isLoading={publishers.isPending} />
        )}
      </div>
    </Card>
  );
}

function PublishersTable({ rows, isLoading }: { rows: readonly TAdPublisher[]; isLoading: boolean }) {
  const { t, i18n } = useTranslation('marketing');
  const { t: tt } = useTranslation();
  const format = useFormat();
  const [sort, setSort] = useState<TableSort<ColumnId>>({ columnId: 'joined', direction: 'desc' });
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const collator = new Intl.Collator(i18n.language, { sensitivity: 'base' });
    const direction = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => direction * compare(a, b, sort.columnId, collator));
  }, [rows, sort, i18n.language]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const shown = sorted.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  const columns: TableColumn<TAdPublisher, ColumnId>[] = [
    {
      id: 'publisher',
      header: t('publishers.publisher'),
      isSortable: true,
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <span className="flex items-center gap-2 font-medium text-text">
            <bdi className="truncate">{row.name}</bdi>
            {row.status === 'removed' && <Badge>{t('publishers.removed')}</Badge>}
          </span>
          <span className="text-text-muted text-xs">{tt(`publishers.types.${row.publisherType}`)}</span>
        </div>
      ),
    },
    {
      id: 'clicks',
      header: t('publishers.clicks'),
      isSortable: true,
      isNumeric: true,
      cell: (row) => (
        <div className="flex flex-col items-end">
          <span className="font-medium text-text">{format.whole(row.clicks.counted)}</span>
          {row.clicks.uncounted > 0 && (
            <span className="whitespace-nowrap text-text-muted text-xs">
              {t('publishers.uncounted', {
                count: row.clicks.uncounted,
                value: format.whole(row.clicks.uncounted),
              })}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'link',
      header: t('publishers.link'),
      cell: (row) => (
        <span className="flex items-center gap-1">
          <bdi dir="ltr" className="whitespace-nowrap font-mono text-xs">
            {linkPath(row.url)}
          </bdi>
          <CopyButton value={row.url} label={t('publishers.copyLink', { name: row.name })} />
        </span>
      ),
    },
    {
      id: 'joined',
      header: t('publishers.joined'),
      isSortable: true,
      // Phones keep the figures in view: the date is the column they do without.
      className: 'whitespace-nowrap max-sm:hidden',
      cell: (row) => format.date(row.joinedAt),
    },
  ];

  return (
    <Table
      caption={t('publishers.caption')}
      columns={columns}
      rows={shown}
      getRowId={(row) => row.linkId}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      isLoading={isLoading}
      loadingRowCount={3}
      empty={
        <EmptyState
          icon={UsersRound}
          title={t('publishers.emptyTitle')}
          text={t('publishers.emptyText')}
          className="py-4"
        />
      }
      pagination={
        sorted.length > PAGE_SIZE ? { page: currentPage, pageCount, onPageChange: setPage } : undefined
      }
    />
  );
}
