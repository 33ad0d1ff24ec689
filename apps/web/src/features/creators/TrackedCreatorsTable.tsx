import type { TTrackedCreator, TTrackedCreatorsPage } from '@creatorscope/contracts';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { creatorColumns } from '../../shared/creators/creator-columns';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Table, type TableColumn, type TableSort } from '../../ui/Table';
import type { TrackedQuery } from './api';

type ColumnId =
  | 'select'
  | 'creator'
  | 'followers'
  | 'engagement'
  | 'growth'
  | 'quality'
  | 'lastRefresh'
  | 'actions';
type SortField = NonNullable<TrackedQuery['sortBy']>;

const SORTABLE: ReadonlySet<string> = new Set([
  'followers',
  'engagement',
  'growth',
  'quality',
  'lastRefresh',
]);

type TrackedCreatorsTableProps = {
  query: TrackedQuery;
  page: TTrackedCreatorsPage | undefined;
  isLoading: boolean;
  /** Tracking ids. */
  selected: readonly string[];
  onToggle: (id: string, isSelected: boolean) => void;
  onSortChange: (sortBy: SortField, sortDir: 'asc' | 'desc') => void;
  onPageChange: (page: number) => void;
  onRemove: (row: TTrackedCreator) => void;
  empty: ReactNode;
};

/** The tracked creators: their figures and last refresh; a row opens the creator's page. */
export function TrackedCreatorsTable({
  query,
  page,
  isLoading,
  selected,
  onToggle,
  onSortChange,
  onPageChange,
  onRemove,
  empty,
}: TrackedCreatorsTableProps) {
  const { t } = useTranslation('creators');
  const format = useFormat();
  const shared = creatorColumns((row: TTrackedCreator) => row.creator, format);

  const columns: TableColumn<TTrackedCreator, ColumnId>[] = [
    {
      id: 'select',
      header: t('table.select'),
      isHeaderHidden: true,
      className: 'w-10',
      cell: (row) => (
        <Checkbox
          id={`tracked-${row._id}`}
          checked={selected.includes(row._id)}
          onChange={(event) => onToggle(row._id, event.target.checked)}
          label={<span className="sr-only">{t('table.selectCreator', { handle: row.handle })}</span>}
        />
      ),
    },
    shared.creator(t('table.creator'), 'min-w-40'),
    shared.followers(t('table.followers')),
    shared.engagement(t('table.engagement')),
    { ...shared.growth(t('table.growth'), t('table.none')), className: 'max-sm:hidden' },
    { ...shared.quality(t('table.quality'), t), className: 'max-sm:hidden' },
    {
      id: 'lastRefresh',
      header: t('table.lastRefresh'),
      isSortable: true,
      className: 'max-lg:hidden whitespace-nowrap text-text-muted',
      cell: (row) => (row.lastRefreshAt ? format.dateTime(row.lastRefreshAt) : t('table.never')),
    },
    {
      id: 'actions',
      header: t('table.actions'),
      isHeaderHidden: true,
      className: 'w-12 text-end',
      cell: (row) => (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => onRemove(row)}
          aria-label={t('table.remove', { handle: row.handle })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ),
    },
  ];

  const sortBy = query.sortBy ?? 'trackedAt';
  const sort: TableSort<ColumnId> | undefined = SORTABLE.has(sortBy)
    ? { columnId: sortBy as ColumnId, direction: query.sortDir ?? 'desc' }
    : undefined;
  const pageSize = page?.pageSize ?? query.pageSize ?? 20;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;
  const first = page && page.total > 0 ? (page.page - 1) * pageSize + 1 : 0;
  const last = page ? first + Math.max(0, page.rows.length - 1) : 0;

  return (
    <Table
      caption={t('table.caption')}
      columns={columns}
      rows={page?.rows ?? []}
      getRowId={(row) => row._id}
      isLoading={isLoading}
      loadingRowCount={4}
      sort={sort}
      onSortChange={(next) => {
        if (SORTABLE.has(next.columnId)) onSortChange(next.columnId as SortField, next.direction);
      }}
      empty={empty}
      pagination={
        page && page.total > 0
          ? {
              page: page.page,
              pageCount,
              onPageChange,
              summary: t('table.summary', {
                first: format.whole(first),
                last: format.whole(last),
                total: format.whole(page.total),
              }),
            }
          : undefined
      }
    />
  );
}
