import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';

type HandlesMeterProps = {
  /** Null until the tracked-creators module reports it. */
  used: number | null;
  /** Null when agreed per contract. */
  limit: number | null;
};

/** Handles used of the plan's quota, as a figure and a bar. */
export function HandlesMeter({ used, limit }: HandlesMeterProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const limitText = limit === null ? t('current.unlimited') : format.number(limit);
  const ratio = used !== null && limit ? Math.min(1, used / limit) : 0;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="text-text-muted">{t('current.handles')}</span>
        <span className="metric font-medium text-text" data-testid="handles-quota">
          {used === null
            ? t('current.handlesLimit', { limit: limitText })
            : t('current.handlesUsed', { used: format.number(used), limit: limitText })}
        </span>
      </div>
      {used !== null && limit !== null && (
        // The figures above say the same; the bar is for the eye only.
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
          <div
            className={ratio >= 1 ? 'h-full rounded-full bg-warning' : 'h-full rounded-full bg-accent'}
            style={{ width: `${ratio * 100}%` }}
          />
        </div>
      )}
    </div>
  );
}
