import type { TPostingHeatmap } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { ChartTable } from '../../shared/creator-report/ChartTable';

const DAYS = [1, 2, 3, 4, 5, 6, 0];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * When the creator posts and how well it lands: weekday rows, hour columns, the darker the cell
 * the higher the average engagement rate there. A CSS grid: it mirrors by itself in RTL.
 */
export function PostingHeatmap({ heatmap }: { heatmap: TPostingHeatmap }) {
  const { t } = useTranslation('insights');
  const format = useFormat();
  const cells = new Map(heatmap.cells.map((cell) => [`${cell.day}-${cell.hour}`, cell]));
  const maxRate = Math.max(
    0.0001,
    ...heatmap.cells.filter((cell) => cell.posts > 0).map((cell) => cell.avgEngagementRate),
  );
  const best = (days: number[], name: (value: number) => string) =>
    days.map(name).join(', ') || t('common.none');

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-text-muted">{t('creator.bestDays')}</dt>
          <dd className="font-medium text-text">{best(heatmap.bestDays, format.weekday)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-text-muted">{t('creator.bestHours')}</dt>
          <dd className="metric font-medium text-text">
            {best(heatmap.bestHours, (hour) => t('creator.hourValue', { hour: format.hour(hour) }))}
          </dd>
        </div>
      </dl>
      <div aria-hidden="true" className="overflow-x-auto">
        <div className="grid min-w-[20rem] grid-cols-[2.5rem_repeat(24,minmax(0,1fr))] gap-0.5">
          <span />
          {HOURS.map((hour) => (
            <span key={hour} className="metric text-center text-[10px] text-text-muted">
              {hour % 6 === 0 ? format.hour(hour) : ''}
            </span>
          ))}
          {DAYS.map((day) => (
            <div key={day} className="contents">
              <span className="truncate pe-1 text-text-muted text-xs leading-5">{format.weekday(day)}</span>
              {HOURS.map((hour) => {
                const cell = cells.get(`${day}-${hour}`);
                const strength =
                  cell && cell.posts > 0 ? 0.15 + 0.85 * (cell.avgEngagementRate / maxRate) : 0;
                return (
                  <span key={hour} className="relative h-5 rounded-sm bg-surface-muted">
                    {strength > 0 && (
                      <span className="absolute inset-0 rounded-sm bg-accent" style={{ opacity: strength }} />
                    )}
                  </span>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p className="text-text-muted text-xs">{t('creator.heatmapNote', { timeZone: heatmap.timeZone })}</p>
      <ChartTable
        caption={t('creator.heatmap')}
        headers={[t('creator.weekday'), t('creator.hour'), t('creator.posts'), t('metrics.engagementRate')]}
        rows={heatmap.cells
          .filter((cell) => cell.posts > 0)
          .map((cell) => [
            format.weekday(cell.day),
            format.hour(cell.hour),
            format.whole(cell.posts),
            format.percent(cell.avgEngagementRate),
          ])}
      />
    </div>
  );
}
