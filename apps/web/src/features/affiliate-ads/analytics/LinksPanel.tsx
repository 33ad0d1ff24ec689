import type {
  TAdLinkAnalytics,
  TAffiliateAd,
  TClickCounts,
  TClickGroup,
  TPublisherClicks,
} from '@creatorscope/contracts';
import type { TFunction } from 'i18next';
import { MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Format, useFormat } from '../../../app/use-format';
import { CopyField } from '../../../ui/CopyField';
import { EmptyState } from '../../../ui/EmptyState';
import { joinPath } from '../ad-paths';
import { type AnalyticsColumn, AnalyticsTable } from './AnalyticsTable';
import { LazyDailyChart } from './LazyDailyChart';
import { QueryPanel } from './QueryPanel';
import { StatCard } from './StatCard';
import { useAdLinkAnalytics } from './use-analytics';
import { useAnalyticsRange } from './use-analytics-range';

/** Counted and uncounted clicks, the figures of every table here. */
const clickColumns = <TRow extends TClickCounts>(t: TFunction, format: Format): AnalyticsColumn<TRow>[] => [
  {
    id: 'clicks',
    header: t('links.clicks'),
    isNumeric: true,
    value: (row) => row.clicks,
    cell: (row) => format.whole(row.clicks),
  },
  {
    id: 'uncounted',
    header: t('links.uncounted'),
    isNumeric: true,
    value: (row) => row.uncountedClicks,
    cell: (row) => format.whole(row.uncountedClicks),
  },
];

/** The clicks of an ad's links: by day (chart and table), by publisher, country, device and referrer. */
export function LinksPanel({ ad }: { ad: TAffiliateAd }) {
  const { t } = useTranslation('ad-analytics');
  const { range } = useAnalyticsRange();
  const query = useAdLinkAnalytics(ad._id, range);
  const joinUrl = `${window.location.origin}${joinPath(ad.publicId)}`;
  return (
    <QueryPanel
      query={query}
      statCount={2}
      isEmpty={(data) => data.totals.clicks + data.totals.uncountedClicks === 0}
      empty={
        <EmptyState
          icon={MousePointerClick}
          title={t('links.emptyTitle')}
          text={t('links.emptyText')}
          action={
            <CopyField value={joinUrl} label={t('links.joinPage')} isStacked className="w-72 max-w-full" />
          }
        />
      }
    >
      {(data) => <LinkFigures data={data} />}
    </QueryPanel>
  );
}

function LinkFigures({ data }: { data: TAdLinkAnalytics }) {
  const { t } = useTranslation('ad-analytics');
  const format = useFormat();
  const span = `${data.from}-${data.to}`;
  const dimension = (
    id: string,
    header: string,
    label: (key: string | null) => string,
    dir?: 'ltr',
  ): AnalyticsColumn<TClickGroup>[] => [
    { id, header, value: (row) => label(row.key), cell: (row) => <bdi dir={dir}>{label(row.key)}</bdi> },
    ...clickColumns<TClickGroup>(t, format),
  ];
  const deviceLabel = (key: string | null) =>
    key === null ? t('unknown') : t(`devices.${key}`, { defaultValue: key });

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-3 min-[28rem]:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('links.clicks')}
          value={format.whole(data.totals.clicks)}
          hint={t('links.clicksHint')}
        />
        <StatCard
          label={t('links.uncounted')}
          value={format.whole(data.totals.uncountedClicks)}
          hint={t('links.uncountedHint')}
        />
        <StatCard
          label={t('links.earned')}
          value={format.money(data.totals.earned, data.currency)}
          hint={t('links.earnedHint')}
        />
        <StatCard
          label={t('links.fee')}
          value={format.money(data.totals.fee, data.currency)}
          hint={t('links.feeHint')}
        />
      </div>
      <LazyDailyChart
        kind="bar"
        data={data.byDay.map((row) => ({ day: row.day, clicks: row.clicks, uncounted: row.uncountedClicks }))}
        series={[
          { key: 'clicks', label: t('links.clicks') },
          // Amber, not the palette's green: what did not count is no success.
          { key: 'uncounted', label: t('links.uncounted'), color: 'var(--color-warning)' },
        ]}
      />
      <AnalyticsTable
        title={t('links.byDay')}
        filename={`clicks-by-day-${span}`}
        rows={data.byDay}
        getRowId={(row) => row.day}
        defaultSort={{ columnId: 'day', direction: 'desc' }}
        columns={[
          {
            id: 'day',
            header: t('day'),
            className: 'whitespace-nowrap',
            value: (row) => row.day,
            cell: (row) => format.date(row.day),
          },
          ...clickColumns<TAdLinkAnalytics['byDay'][number]>(t, format),
        ]}
      />
      <AnalyticsTable
        title={t('links.byPublisher')}
        filename={`clicks-by-publisher-${span}`}
        rows={data.byPublisher}
        getRowId={(row) => row.linkId ?? 'none'}
        columns={publisherColumns(t, format, data.currency)}
        empty={t('links.noPublishers')}
      />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <AnalyticsTable
          title={t('links.byCountry')}
          filename={`clicks-by-country-${span}`}
          rows={data.byCountry}
          getRowId={(row) => row.key ?? 'none'}
          columns={dimension('country', t('country'), (key) => (key ? format.country(key) : t('unknown')))}
        />
        <AnalyticsTable
          title={t('links.byDevice')}
          filename={`clicks-by-device-${span}`}
          rows={data.byDevice}
          getRowId={(row) => row.key ?? 'none'}
          columns={dimension('device', t('device'), deviceLabel)}
        />
      </div>
      <AnalyticsTable
        title={t('links.byReferrer')}
        filename={`clicks-by-referrer-${span}`}
        rows={data.byReferrer}
        getRowId={(row) => row.key ?? 'none'}
        columns={dimension('referrer', t('referrer'), (key) => key ?? t('direct'), 'ltr')}
      />
    </div>
  );
}

/** The publisher table's columns: their link, clicks, and what they earned from the budget. */
function publisherColumns(
  t: TFunction,
  format: Format,
  currency: TAdLinkAnalytics['currency'],
): AnalyticsColumn<TPublisherClicks>[] {
  return [
    {
      id: 'publisher',
      header: t('links.publisher'),
      value: (row) => (row.linkId === null ? t('links.noLink') : (row.name ?? t('unknown'))),
      cell: (row) => <bdi>{row.linkId === null ? t('links.noLink') : (row.name ?? t('unknown'))}</bdi>,
    },
    {
      id: 'code',
      header: t('links.code'),
      // Phones keep the figures in view: the code is in the CSV and on the publishers card.
      className: 'max-sm:hidden',
      value: (row) => row.code,
      cell: (row) =>
        row.code && (
          <bdi dir="ltr" className="whitespace-nowrap font-mono text-xs">
            {`/l/${row.code}`}
          </bdi>
        ),
    },
    ...clickColumns<TPublisherClicks>(t, format),
    {
      id: 'earned',
      header: t('links.earnedColumn'),
      isNumeric: true,
      value: (row) => row.earned,
      cell: (row) => format.money(row.earned, currency),
    },
  ];
}
