import {
  COMPARISON_MAX,
  type TCreatorSummary,
  type TDiscoveryPage,
  type TDiscoveryQueryInput,
  type TDiscoverySortField,
} from '@creatorscope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { creatorColumns } from '../../shared/creators/creator-columns';
import { TierBadge } from '../../shared/creators/TierBadge';
import { Checkbox } from '../../ui/Checkbox';
import { Table, type TableColumn, type TableSort } from '../../ui/Table';

type ColumnId = 'select' | 'creator' | 'category' | 'country' | 'tier' | TDiscoverySortField;

type DiscoveryTableProps = {
  query: TDiscoveryQueryInput;
  page: TDiscoveryPage | undefined;
  isLoading: boolean;
  selected: readonly string[];
  onToggle: (handle: string, isSelected: boolean) => void;
  onSortChange: (sortBy: TDiscoverySortField, sortDir: 'asc' | 'desc') => void;
  onPageChange: (page: number) => void;
  empty: ReactNode;
};

const SORTABLE = new Set<ColumnId>(['followers', 'engagement', 'growth', 'quality', 'price']);

/** The discovery results: one row per creator, sortable by its figures, 2–4 selectable to compare. */
export function DiscoveryTable({
  query,
  page,
  isLoading,
  selected,
  onToggle,
  onSortChange,
  onPageChange,
  empty,
}: DiscoveryTableProps) {
  const { t } = useTranslation('insights');
  const format = useFormat();
  const shared = creatorColumns((row: TCreatorSummary) => row, format);
  const isFull = selected.length >= COMPARISON_MAX;

  const columns: TableColumn<TCreatorSummary, ColumnId>[] = [
    {
      id: 'select',
      header: t('table.select'),
      isHeaderHidden: true,
      className: 'w-10',
      cell: (row) => {
        const isSelected = selected.includes(row.handle);
        return (
          <Checkbox
            id={`select-${row.handle}`}
            checked={isSelected}
            disabled={!isSelected && isFull}
            onChange={(event) => onToggle(row.handle, event.target.checked)}
            label={<span className="sr-only">{t('table.selectCreator', { name: row.name })}</span>}
          />
        );
      },
    },
    shared.creator(t('table.creator'), 'min-w-44'),
    {
      id: 'category',
      header: t('table.category'),
      className: 'max-md:hidden',
      cell: (row) => (
        <span className="whitespace-nowrap text-text-muted">{t(`categories.${row.category}`)}</span>
      ),
    },
    {
      id: 'country',
      header: t('table.country'),
      className: 'max-lg:hidden',
      cell: (row) => <span className="whitespace-nowrap text-text-muted">{format.country(row.country)}</span>,
    },
    { id: 'tier', header: t('table.tier'), cell: (row) => <TierBadge tier={row.tier} /> },
    shared.followers(t('table.followers')),
    shared.engagement(t('table.engagement')),
    shared.growth(t('table.growth'), t('common.none')),
    shared.quality(t('table.quality'), t),
    {
      id: 'price',
      header: t('table.price'),
      isNumeric: true,
      isSortable: true,
      cell: (row) => <span className="whitespace-nowrap">{format.compactRupees(row.estimatedPrice)}</span>,
    },
  ];

  const sort: TableSort<ColumnId> = {
    columnId: query.sortBy ?? 'followers',
    direction: query.sortDir ?? 'desc',
  };
  const pageSize = page?.pageSize ?? query.pageSize ?? 20;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;
  const first = page ? (page.page - 1) * pageSize + 1 : 0;
  const last = page ? first + page.rows.length - 1 : 0;
  const total = page
    ? page.totalIsCapped
      ? t('table.totalCapped', { total: format.whole(page.total) })
      : format.whole(page.total)
    : '';

  return (
    <Table
      caption={t('table.caption')}
      columns={columns}
      rows={page?.rows ?? []}
      getRowId={(row) => row._id}
      isLoading={isLoading}
      loadingRowCount={8}
      sort={sort}
      onSortChange={(next) => {
        if (SORTABLE.has(next.columnId)) onSortChange(next.columnId as TDiscoverySortField, next.direction);
      }}
      empty={empty}
      pagination={{
        page: page?.page ?? 1,
        pageCount,
        onPageChange,
        summary: t('table.summary', { first: format.whole(first), last: format.whole(last), total }),
      }}
    />
  );
}
