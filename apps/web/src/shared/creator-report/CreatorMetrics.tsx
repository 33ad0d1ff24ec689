import { METRIC_IDS, type TCreatorReport } from '@creatorscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { MetricCard } from './MetricCard';

/** Every metric of the report as a card, each with its formula. */
export function CreatorMetrics({ report }: { report: TCreatorReport }) {
  const { t } = useTranslation('insights');
  const format = useFormat();
  const headingId = useId();

  const detail = (id: (typeof METRIC_IDS)[number]) => {
    if (id === 'rating') return t('metrics.ratingDetail', { rating: report.creator.rating });
    if (id === 'qualityScore')
      return (
        <ul className="flex flex-col gap-0.5">
          {report.quality.components.map((component) => (
            <li key={component.id} className="metric flex justify-between gap-2">
              <span>{t(`quality.components.${component.id}`)}</span>
              <span>
                {format.decimal(component.points)} / {format.whole(component.max)}
              </span>
            </li>
          ))}
        </ul>
      );
    if (id === 'followers' && report.profile.followsCount !== null)
      return t('metrics.following', { value: format.compact(report.profile.followsCount) });
    return undefined;
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-base text-text">
        {t('creator.metrics')}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        {METRIC_IDS.map((id) => (
          <MetricCard key={id} id={id} metric={report.metrics[id]} detail={detail(id)} />
        ))}
      </div>
    </section>
  );
}
