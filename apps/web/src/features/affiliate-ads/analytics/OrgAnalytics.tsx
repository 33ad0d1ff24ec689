import type { TOrgAdAnalytics } from '@creatorscope/contracts';
import { Megaphone, MousePointerClick, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../app/QueryState';
import { useSessionStore } from '../../../app/session-store';
import { useFormat } from '../../../app/use-format';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cn } from '../../../ui/cn';
import { EmptyState } from '../../../ui/EmptyState';
import { AdStatusBadge } from '../AdStatusBadge';
import { ADS_PATH, adPath, NEW_AD_PATH } from '../ad-paths';
import { AnalyticsTable } from './AnalyticsTable';
import { DateRangeControl } from './DateRangeControl';
import { LazyDailyChart } from './LazyDailyChart';
import { AnalyticsSkeleton } from './QueryPanel';
import { StatCard } from './StatCard';
import { useOrgAdAnalytics } from './use-analytics';
import { useAnalyticsRange } from './use-analytics-range';

/**
 * The organisation's ads together over a range: totals, the days, and a row per ad. Signed out or
 * without an organisation, it says so (QueryState); the range control does not wait for the figures.
 */
export function OrgAnalytics() {
  const { t } = useTranslation('ad-analytics');
  const { t: tm } = useTranslation('marketing');
  const { range } = useAnalyticsRange();
  const query = useOrgAdAnalytics(range);
  return (
    <QueryState
      signInText={tm('signInText')}
      noOrgTitle={tm('noOrgTitle')}
      noOrgText={tm('noOrgText')}
      query={query}
      errorTitle={t('errorTitle')}
      errorText={t('errorText')}
      skeleton={<AnalyticsSkeleton statCount={4} />}
      layout={(state) => (
        <div className="flex flex-col gap-6">
          <DateRangeControl />
          {state}
        </div>
      )}
    >
      {(data) => (
        <div
          aria-busy={query.isPlaceholderData || undefined}
          className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          <OrgFigures data={data} />
        </div>
      )}
    </QueryState>
  );
}

function OrgFigures({ data }: { data: TOrgAdAnalytics }) {
  const { t } = useTranslation('ad-analytics');
  const { t: tm } = useTranslation('marketing');
  const format = useFormat();
  const canWrite = useSessionStore((state) => Boolean(state.org) && state.org?.permission !== 'Read');
  const span = `${data.from}-${data.to}`;
  type Day = TOrgAdAnalytics['byDay'][number];
  type Ad = TOrgAdAnalytics['ads'][number];
  const value = (amount: number | null) =>
    amount === null || data.currency === null
      ? t('org.mixedCurrencies')
      : format.money(amount, data.currency);
  const valueHeader = data.currency ? t('script.valueIn', { currency: data.currency }) : t('script.value');
  const counts = <TRow extends Day | Ad>() =>
    (['clicks', 'pageviews', 'conversions'] as const).map((id) => ({
      id,
      header: t(`org.${id}`),
      isNumeric: true,
      value: (row: TRow) => row[id],
      cell: (row: TRow) => format.whole(row[id]),
    }));

  if (data.ads.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={Megaphone}
          title={t('org.noAdsTitle')}
          text={t('org.noAdsText')}
          action={
            canWrite && (
              <Button asChild>
                <Link to={NEW_AD_PATH}>
                  <Plus aria-hidden="true" />
                  {t('org.newAd')}
                </Link>
              </Button>
            )
          }
        />
      </Card>
    );
  }
  const isQuiet = data.totals.clicks + data.totals.pageviews + data.totals.conversions === 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('org.clicks')} value={format.whole(data.totals.clicks)} />
        <StatCard label={t('org.pageviews')} value={format.whole(data.totals.pageviews)} />
        <StatCard label={t('org.conversions')} value={format.whole(data.totals.conversions)} />
        <StatCard label={t('script.value')} value={value(data.totals.value)} />
      </div>
      {isQuiet ? (
        <Card>
          <EmptyState
            icon={MousePointerClick}
            title={t('links.emptyTitle')}
            text={t('org.emptyText')}
            action={
              <Button variant="secondary" asChild>
                <Link to={ADS_PATH}>{t('org.toAds')}</Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <Card>
          <LazyDailyChart
            kind="line"
            data={data.byDay.map((row) => ({
              day: row.day,
              clicks: row.clicks,
              pageviews: row.pageviews,
              conversions: row.conversions,
            }))}
            series={[
              { key: 'clicks', label: t('org.clicks') },
              { key: 'pageviews', label: t('org.pageviews') },
              { key: 'conversions', label: t('org.conversions') },
            ]}
          />
        </Card>
      )}
      <AnalyticsTable
        titleLevel={2}
        title={t('org.byAd')}
        filename={`ads-${span}`}
        rows={data.ads}
        getRowId={(row) => row.id}
        columns={[
          {
            id: 'name',
            header: t('org.ad'),
            value: (row) => row.name,
            cell: (row) => (
              <Link
                to={adPath(row.id)}
                className="focus-ring rounded-sm font-medium text-text hover:underline"
              >
                <bdi>{row.name}</bdi>
              </Link>
            ),
          },
          {
            id: 'status',
            header: t('org.status'),
            value: (row) => tm(`status.${row.status}`),
            cell: (row) => <AdStatusBadge status={row.status} />,
          },
          ...counts<Ad>(),
          {
            id: 'value',
            header: valueHeader,
            isNumeric: true,
            value: (row) => row.value,
            cell: (row) => format.money(row.value, row.currency),
          },
        ]}
      />
      <AnalyticsTable
        titleLevel={2}
        title={t('org.byDay')}
        filename={`ads-by-day-${span}`}
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
          ...counts<Day>(),
          {
            id: 'value',
            header: valueHeader,
            isNumeric: true,
            value: (row) => row.value,
            cell: (row) => value(row.value),
          },
        ]}
      />
    </div>
  );
}
