import type { TPlanCurrency, TPublisherEarnings } from '@creatorscope/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Card } from '../../ui/Card';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { Table, type TableColumn } from '../../ui/Table';
import { LazyDailyChart } from '../affiliate-ads';
import {
  EARNINGS_RANGES,
  type EarningsDay,
  type EarningsRange,
  earningsSeries,
  seriesCurrencies,
} from './earnings-series';

const TABLE_PAGE_SIZE = 10;

type EarningsByDayProps = {
  data: TPublisherEarnings;
  range: EarningsRange;
  onRangeChange: (range: EarningsRange) => void;
  /** The range is loading: the figures shown are the previous range's. */
  isUpdating: boolean;
};

/** What was earned and reversed each day of a range: a chart, and the same figures as a table. */
export function EarningsByDay({ data, range, onRangeChange, isUpdating }: EarningsByDayProps) {
  const { t } = useTranslation('earnings');
  const format = useFormat();
  const currencies = seriesCurrencies(data.totals, data.byDay);
  const [chosen, setChosen] = useState<TPlanCurrency | undefined>(undefined);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? 'INR');
  const series = useMemo(
    () => earningsSeries(data.byDay, currency, data.from, data.to),
    [data.byDay, currency, data.from, data.to],
  );
  // The table lists the days something happened; the chart shows the quiet ones too.
  const newestFirst = useMemo(
    () => series.filter((day) => day.earned !== 0 || day.reversed !== 0).reverse(),
    [series],
  );
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(newestFirst.length / TABLE_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const money = (amount: number) => format.money(amount, currency);

  const columns: TableColumn<EarningsDay>[] = [
    {
      id: 'day',
      header: t('byDay.day'),
      className: 'whitespace-nowrap',
      cell: (row) => format.date(row.day),
    },
    { id: 'earned', header: t('byDay.earned'), isNumeric: true, cell: (row) => money(row.earned) },
    { id: 'reversed', header: t('byDay.reversed'), isNumeric: true, cell: (row) => money(row.reversed) },
  ];

  return (
    <Card
      title={t('byDay.title')}
      description={t('byDay.description', { from: format.date(data.from), to: format.date(data.to) })}
      aria-busy={isUpdating || undefined}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <SegmentedControl
            label={t('byDay.range')}
            value={range}
            onValueChange={(next) => {
              setPage(1);
              onRangeChange(next);
            }}
            options={EARNINGS_RANGES.map((days) => ({ value: days, label: t(`byDay.ranges.${days}`) }))}
          />
          {currencies.length > 1 && (
            <SegmentedControl
              label={t('byDay.currency')}
              value={currency}
              onValueChange={setChosen}
              options={currencies.map((code) => ({ value: code, label: code }))}
            />
          )}
        </div>
        <LazyDailyChart
          kind="bar"
          data={series}
          formatValue={money}
          series={[
            { key: 'earned', label: t('byDay.earned') },
            { key: 'reversed', label: t('byDay.reversed'), color: 'var(--color-danger)' },
          ]}
        />
        <Table
          caption={t('byDay.caption', { currency })}
          columns={columns}
          rows={newestFirst.slice((currentPage - 1) * TABLE_PAGE_SIZE, currentPage * TABLE_PAGE_SIZE)}
          getRowId={(row) => row.day}
          empty={t('byDay.empty')}
          pagination={pageCount > 1 ? { page: currentPage, pageCount, onPageChange: setPage } : undefined}
        />
      </div>
    </Card>
  );
}
