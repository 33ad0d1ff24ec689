import type { TDirectoryPublisher, TPublishersPage } from '@creatorscope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { Table, type TableColumn } from '../../ui/Table';
import { TablePagination } from '../../ui/TablePagination';
import { usePublisherLabels } from './use-publisher-labels';

type Column = 'name' | 'type' | 'place' | 'followers' | 'price' | 'open';

type PublishersListProps = {
  page: TPublishersPage | undefined;
  isLoading: boolean;
  isRefreshing?: boolean;
  onPageChange: (page: number) => void;
  onOpen: (publisher: TDirectoryPublisher) => void;
  empty: ReactNode;
};

/** The directory's page: a table from 640 px, cards on phones; both open a publisher's panel. */
export function PublishersList({
  page,
  isLoading,
  isRefreshing = false,
  onPageChange,
  onOpen,
  empty,
}: PublishersListProps) {
  const { t } = useTranslation('publisher-directory');
  const { t: ti } = useTranslation('insights');
  const format = useFormat();
  const labels = usePublisherLabels();

  const nameCell = (publisher: TDirectoryPublisher) => (
    <div className="flex min-w-0 flex-col">
      <button
        type="button"
        onClick={() => onOpen(publisher)}
        className="focus-ring w-fit truncate rounded-sm text-start font-medium text-text hover:underline"
      >
        <bdi>{publisher.name}</bdi>
      </button>
      {publisher.categories.length > 0 && (
        <span className="truncate text-text-muted text-xs">
          {publisher.categories.map((category) => ti(`categories.${category}`)).join(' · ')}
        </span>
      )}
    </div>
  );

  const columns: TableColumn<TDirectoryPublisher, Column>[] = [
    { id: 'name', header: t('columns.name'), className: 'min-w-48', cell: nameCell },
    { id: 'type', header: t('columns.type'), cell: (p) => <Badge>{labels.type(p)}</Badge> },
    {
      id: 'place',
      header: t('columns.place'),
      className: 'max-md:hidden',
      cell: (p) => (p.place ? <bdi>{p.place}</bdi> : <span className="text-text-muted">{t('unknown')}</span>),
    },
    { id: 'followers', header: t('columns.followers'), isNumeric: true, cell: labels.followers },
    {
      id: 'price',
      header: t('columns.price'),
      isNumeric: true,
      className: 'max-lg:hidden',
      cell: labels.price,
    },
    {
      id: 'open',
      header: t('columns.actions'),
      isHeaderHidden: true,
      className: 'text-end',
      cell: (p) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onOpen(p)}
          aria-label={t('openNamed', { name: p.name })}
        >
          {t('open')}
        </Button>
      ),
    },
  ];

  const pageSize = page?.pageSize ?? 20;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;
  const first = page && page.total > 0 ? (page.page - 1) * pageSize + 1 : 0;
  const last = page ? first + Math.max(0, page.rows.length - 1) : 0;
  const pagination =
    page && page.total > 0
      ? {
          page: page.page,
          pageCount,
          onPageChange,
          summary: t('summary', {
            first: format.whole(first),
            last: format.whole(last),
            total: format.whole(page.total),
          }),
        }
      : undefined;

  return (
    <>
      {/* Busy while the rows shown are the last search's, dimmed until the new ones arrive. */}
      <div className="max-sm:hidden" aria-busy={isRefreshing || undefined}>
        <Table
          caption={t('caption')}
          columns={columns}
          rows={page?.rows ?? []}
          getRowId={(p) => p._id}
          isLoading={isLoading}
          loadingRowCount={5}
          empty={empty}
          className={isRefreshing ? 'opacity-70 transition-opacity' : undefined}
          pagination={pagination}
        />
      </div>
      <div className="flex flex-col gap-3 sm:hidden">
        {isLoading ? (
          ['first', 'second', 'third'].map((slot) => <Skeleton key={slot} className="h-28 rounded-xl" />)
        ) : (page?.rows.length ?? 0) === 0 ? (
          <div className="rounded-xl border border-border bg-surface">{empty}</div>
        ) : (
          <ul aria-label={t('caption')} className="flex flex-col gap-3">
            {page?.rows.map((p) => (
              <li key={p._id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
                <div className="flex items-start justify-between gap-3">
                  {nameCell(p)}
                  <Badge>{labels.type(p)}</Badge>
                </div>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-text-muted text-xs">{t('columns.followers')}</dt>
                    <dd className="metric">{labels.followers(p)}</dd>
                  </div>
                  <div>
                    <dt className="text-text-muted text-xs">{t('columns.place')}</dt>
                    <dd>{p.place ? <bdi>{p.place}</bdi> : t('unknown')}</dd>
                  </div>
                </dl>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onOpen(p)}
                  aria-label={t('openNamed', { name: p.name })}
                >
                  {t('open')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {pagination && <TablePagination {...pagination} />}
      </div>
    </>
  );
}
