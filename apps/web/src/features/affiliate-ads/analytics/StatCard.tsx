import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/use-format';
import { cn } from '../../../ui/cn';

type StatCardProps = {
  label: string;
  /** The figure, formatted. */
  value: string;
  /** A line under the figure, e.g. what the figure leaves out. */
  hint?: string;
  /**
   * Against the period before: the change in percent (null when that period had none) and that
   * period's figure, formatted.
   */
  growth?: { change: number | null; previous: string };
};

/** One figure, large and tabular, with its change against the period before when there is one. */
export function StatCard({ label, value, hint, growth }: StatCardProps) {
  const { t } = useTranslation('ad-analytics');
  const format = useFormat();
  const change = growth?.change ?? null;
  const Icon = change === null || change === 0 ? Minus : change > 0 ? TrendingUp : TrendingDown;
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-surface p-4 shadow-xs">
      <p className="text-balance font-medium text-sm text-text-muted">{label}</p>
      <p className="metric font-semibold text-2xl text-text">{value}</p>
      {growth && (
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs">
          <Icon
            aria-hidden="true"
            className={cn(
              'size-4 shrink-0 rtl:-scale-x-100',
              change !== null && change > 0 && 'text-success',
              change !== null && change < 0 && 'text-danger',
              (change === null || change === 0) && 'text-text-muted',
            )}
          />
          {change === null ? (
            <span className="text-text-muted">{t('growth.noPrevious')}</span>
          ) : (
            <>
              <span
                className={cn(
                  'metric font-medium',
                  change > 0 && 'text-success',
                  change < 0 && 'text-danger',
                  change === 0 && 'text-text-muted',
                )}
              >
                {format.signedPercent(change)}
              </span>
              <span className="text-text-muted">{t('growth.from', { value: growth.previous })}</span>
            </>
          )}
        </p>
      )}
      {hint && <p className="text-text-muted text-xs">{hint}</p>}
    </div>
  );
}
