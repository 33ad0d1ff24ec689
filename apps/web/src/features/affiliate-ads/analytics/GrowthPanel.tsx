import type { TAffiliateAd } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/use-format';
import { QueryPanel } from './QueryPanel';
import { StatCard } from './StatCard';
import { useAdGrowth } from './use-analytics';
import { useAnalyticsRange } from './use-analytics-range';

/** The range's figures against the as-long range before it, up or down in percent. */
export function GrowthPanel({ ad }: { ad: TAffiliateAd }) {
  const { t } = useTranslation('ad-analytics');
  const format = useFormat();
  const { range } = useAnalyticsRange();
  const query = useAdGrowth(ad._id, range);
  return (
    <QueryPanel query={query} statCount={4} hasChart={false}>
      {(data) => {
        const money = (value: number) => format.money(value, data.currency);
        const cards = [
          { key: 'clicks', metric: data.clicks, show: format.whole },
          { key: 'pageviews', metric: data.pageviews, show: format.whole },
          { key: 'conversions', metric: data.conversions, show: format.whole },
          { key: 'value', metric: data.value, show: money },
        ] as const;
        return (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-text-muted">
              {t('growth.against', {
                from: format.date(data.previousFrom),
                to: format.date(data.previousTo),
              })}
            </p>
            <div className="grid grid-cols-1 gap-3 min-[28rem]:grid-cols-2 lg:grid-cols-4">
              {cards.map(({ key, metric, show }) => (
                <StatCard
                  key={key}
                  label={t(`growth.metrics.${key}`)}
                  value={show(metric.value)}
                  growth={{ change: metric.change, previous: show(metric.previous) }}
                />
              ))}
            </div>
          </div>
        );
      }}
    </QueryPanel>
  );
}
