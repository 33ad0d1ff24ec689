import type { TAdScriptAnalytics, TAffiliateAd } from '@creatorscope/contracts';
import { Code } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/use-format';
import { Badge } from '../../../ui/Badge';
import { CopyField } from '../../../ui/CopyField';
import { EmptyState } from '../../../ui/EmptyState';
import { AnalyticsTable } from './AnalyticsTable';
import { LazyDailyChart } from './LazyDailyChart';
import { QueryPanel } from './QueryPanel';
import { StatCard } from './StatCard';
import { useAdScriptAnalytics } from './use-analytics';
import { useAnalyticsRange } from './use-analytics-range';

/** What the tracking script counted on the brand's site: page views, custom events, conversions and their value. */
export function ScriptPanel({ ad }: { ad: TAffiliateAd }) {
  const { t } = useTranslation('ad-analytics');
  const { range } = useAnalyticsRange();
  const query = useAdScriptAnalytics(ad._id, range);
  return (
    <QueryPanel
      query={query}
      statCount={4}
      isEmpty={(data) => data.totals.pageviews + data.totals.customEvents + data.totals.conversions === 0}
      empty={
        <EmptyState
          icon={Code}
          title={t('script.emptyTitle')}
          text={t('script.emptyText')}
          action={
            <CopyField
              value={ad.trackingSnippet}
              label={t('script.snippet')}
              isStacked
              className="w-72 max-w-full"
            />
          }
        />
      }
    >
      {(data) => <ScriptFigures data={data} />}
    </QueryPanel>
  );
}

function ScriptFigures({ data }: { data: TAdScriptAnalytics }) {
  const { t } = useTranslation('ad-analytics');
  const { t: tm } = useTranslation('marketing');
  const format = useFormat();
  const span = `${data.from}-${data.to}`;
  const money = (value: number) => format.money(value, data.currency);
  type Day = TAdScriptAnalytics['byDay'][number];
  type Name = TAdScriptAnalytics['byName'][number];
  const count = (id: keyof Day & string, header: string) => ({
    id,
    header,
    isNumeric: true,
    value: (row: Day) => row[id] as number,
    cell: (row: Day) => format.whole(row[id] as number),
  });
  // The ad's target events have names in every language; any other name is the site's own.
  const eventName = (row: Name) => (row.isTarget ? tm(`events.${row.name}`) : row.name);

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('script.pageviews')} value={format.whole(data.totals.pageviews)} />
        <StatCard label={t('script.events')} value={format.whole(data.totals.customEvents)} />
        <StatCard label={t('script.conversions')} value={format.whole(data.totals.conversions)} />
        <StatCard label={t('script.value')} value={money(data.totals.value)} />
      </div>
      <LazyDailyChart
        kind="line"
        data={data.byDay.map((row) => ({
          day: row.day,
          pageviews: row.pageviews,
          events: row.customEvents,
          conversions: row.conversions,
        }))}
        series={[
          { key: 'pageviews', label: t('script.pageviews') },
          { key: 'events', label: t('script.events') },
          { key: 'conversions', label: t('script.conversions') },
        ]}
      />
      <AnalyticsTable
        title={t('script.byDay')}
        filename={`site-by-day-${span}`}
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
          count('pageviews', t('script.pageviews')),
          count('customEvents', t('script.events')),
          count('conversions', t('script.conversions')),
          {
            id: 'value',
            header: t('script.valueIn', { currency: data.currency }),
            isNumeric: true,
            value: (row) => row.value,
            cell: (row) => money(row.value),
          },
        ]}
      />
      <AnalyticsTable
        title={t('script.byName')}
        filename={`events-by-name-${span}`}
        rows={data.byName}
        getRowId={(row) => row.name}
        empty={t('script.noEvents')}
        columns={[
          {
            id: 'name',
            header: t('script.eventName'),
            value: eventName,
            cell: (row) => (
              <span className="flex flex-wrap items-center gap-2">
                <bdi>{eventName(row)}</bdi>
                {row.isTarget && <Badge tone="accent">{t('script.target')}</Badge>}
              </span>
            ),
          },
          {
            id: 'count',
            header: t('script.count'),
            isNumeric: true,
            value: (row) => row.count,
            cell: (row) => format.whole(row.count),
          },
        ]}
      />
    </div>
  );
}
