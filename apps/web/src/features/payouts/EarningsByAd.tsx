import type { TEarningsByAd } from '@creatorscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Card } from '../../ui/Card';
import { Table, type TableColumn } from '../../ui/Table';
import { useSortedRows } from './use-sorted-rows';

const PAGE_SIZE = 10;
type ColumnId = 'ad' | 'brand' | 'holdingDays' | 'pending' | 'held' | 'available' | 'reversed' | 'earned';

const sortValue = (row: TEarningsByAd, columnId: ColumnId): number | string => {
  switch (columnId) {
    case 'ad':
      return row.campaignName;
    case 'brand':
      return row.brandName;
    default:
      return row[columnId];
  }
};

/**
 * What each ad earned the publisher, by state, with the ad's holding period; a USD ad's available
 * earnings also as the INR they were converted to (payouts are INR only).
 */
export function EarningsByAd({ rows }: { rows: readonly TEarningsByAd[] }) {
  const { t } = useTranslation('earnings');
  const format = useFormat();
  const { sorted, sort, setSort } = useSortedRows<TEarningsByAd, ColumnId>(rows, sortValue, {
    columnId: 'earned',
    direction: 'desc',
  });
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const moneyColumn = (
    id: 'pending' | 'held' | 'available' | 'reversed' | 'earned',
  ): TableColumn<TEarningsByAd, ColumnId> => ({
    id,
    header: t(`byAd.${id}`),
    isNumeric: true,
    isSortable: true,
    className: id === 'earned' ? 'font-medium' : undefined,
    cell: (row) =>
      id === 'available' && row.availableConverted !== null ? (
        <div className="flex flex-col items-end">
          <span>{format.money(row.available, row.currency)}</span>
          <span className="whitespace-nowrap text-text-muted text-xs">
            {t('byAd.convertedTo', { amount: format.money(row.availableConverted, 'INR') })}
          </span>
        </div>
      ) : (
        format.money(row[id], row.currency)
      ),
  });
  const columns: TableColumn<TEarningsByAd, ColumnId>[] = [
    {
      id: 'ad',
      header: t('byAd.ad'),
      isSortable: true,
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <bdi className="font-medium text-text">{row.campaignName}</bdi>
          <bdi className="text-text-muted text-xs md:hidden">{row.brandName}</bdi>
        </div>
      ),
    },
    {
      id: 'brand',
      header: t('byAd.brand'),
      isSortable: true,
      className: 'max-md:hidden',
      cell: (row) => <bdi>{row.brandName}</bdi>,
    },
    {
      id: 'holdingDays',
      header: t('byAd.holdingDays'),
      isNumeric: true,
      isSortable: true,
      className: 'whitespace-nowrap',
      cell: (row) => format.whole(row.holdingDays),
    },
    moneyColumn('pending'),
    moneyColumn('held'),
    moneyColumn('available'),
    moneyColumn('reversed'),
    moneyColumn('earned'),
  ];
  return (
    <Card title={t('byAd.title')} description={t('byAd.description')}>
      <Table
        caption={t('byAd.title')}
        columns={columns}
        rows={sorted.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE)}
        getRowId={(row) => `${row.adId}-${row.currency}`}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        empty={t('byAd.empty')}
        pagination={pageCount > 1 ? { page: currentPage, pageCount, onPageChange: setPage } : undefined}
      />
    </Card>
  );
}
