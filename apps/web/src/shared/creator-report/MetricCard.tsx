import type { TMetric, TMetricId } from '@creatorscope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { cn } from '../../ui/cn';
import { FormulaInfo } from './FormulaInfo';
import { formatMetric, formulaKey, METRIC_KIND } from './metric-definitions';

type MetricCardProps = {
  id: TMetricId;
  metric: TMetric;
  /** Under the figure, e.g. the rating's 1–7 value. */
  detail?: ReactNode;
};

/** One figure of the report, large and tabular, with its formula one click away. */
export function MetricCard({ id, metric, detail }: MetricCardProps) {
  const { t } = useTranslation('insights');
  const format = useFormat();
  const label = t(`metrics.${id}`);
  const formula = formulaKey(id);
  const value = metric.value;
  const isGrowth = METRIC_KIND[id] === 'growth';

  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-surface p-4 shadow-xs">
      {/* Labels wrap rather than truncate: two columns on a phone leave little room in some languages. */}
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 text-balance font-medium text-sm text-text-muted">{label}</h3>
        <FormulaInfo metric={label} formula={t(formula.key, formula.values)} />
      </div>
      {value === null ? (
        <p className="text-sm text-text-muted">{t('metrics.unavailable')}</p>
      ) : (
        <p
          className={cn(
            'metric font-semibold text-2xl',
            isGrowth && value > 0 && 'text-success',
            isGrowth && value < 0 && 'text-danger',
            !isGrowth && 'text-text',
          )}
        >
          {formatMetric(id, value, format)}
        </p>
      )}
      {detail && <div className="text-text-muted text-xs">{detail}</div>}
    </div>
  );
}
