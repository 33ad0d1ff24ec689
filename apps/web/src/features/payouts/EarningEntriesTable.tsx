import type { TEarningEntry } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Table, type TableColumn } from '../../ui/Table';
import { EarningStatusBadge } from './EarningStatusBadge';

type EarningEntriesTableProps = {
  caption: string;
  rows: readonly TEarningEntry[];
  isLoading?: boolean;
  empty?: string;
  /** The ad column, left out where every entry is of one ad (the brand's line panel). */
  isAdShown?: boolean;
};

/**
 * Earning entries and why each exists: the ad, what earned it (a click, a view, a conversion or
 * a brand's bonus with its reason), when, the amount, its state and when it becomes available.
 * A USD earning converted at its release shows the INR it became, both amounts and the rate.
 */
export function EarningEntriesTable({
  caption,
  rows,
  isLoading,
  empty,
  isAdShown = true,
}: EarningEntriesTableProps) {
  const { t } = useTranslation('earnings');
  const format = useFormat();
  const columns: TableColumn<TEarningEntry>[] = [
    ...(isAdShown
      ? [{ id: 'ad', header: t('entries.ad'), cell: (row: TEarningEntry) => <bdi>{row.campaignName}</bdi> }]
      : []),
    {
      id: 'kind',
      header: t('entries.why'),
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <span>{t(`entries.kinds.${row.kind}`)}</span>
          {row.note && <bdi className="text-text-muted text-xs">{row.note}</bdi>}
        </div>
      ),
    },
    {
      id: 'occurredAt',
      header: t('entries.when'),
      className: 'whitespace-nowrap',
      cell: (row) => format.dateTime(row.occurredAt),
    },
    {
      id: 'amount',
      header: t('entries.amount'),
      isNumeric: true,
      cell: (row) =>
        row.converted ? (
          <div className="flex flex-col items-end">
            <span>{format.money(row.converted.amount, row.converted.currency)}</span>
            <span className="whitespace-nowrap text-text-muted text-xs">
              {t('entries.converted', {
                from: format.money(row.amount, row.currency),
                to: format.money(row.converted.amount, row.converted.currency),
                rate: format.money(row.converted.rate, row.converted.currency),
                one: format.money(1, row.currency),
              })}
            </span>
          </div>
        ) : (
          format.money(row.amount, row.currency)
        ),
    },
    { id: 'status', header: t('entries.status'), cell: (row) => <EarningStatusBadge status={row.status} /> },
    {
      id: 'availableFrom',
      header: t('entries.availableFrom'),
      className: 'whitespace-nowrap',
      cell: (row) => format.date(row.availableFrom),
    },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      getRowId={(row) => row._id}
      isLoading={isLoading}
      loadingRowCount={4}
      empty={empty}
    />
  );
}
