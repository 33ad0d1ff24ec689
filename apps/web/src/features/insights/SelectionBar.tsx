import { COMPARISON_MIN } from '@creatorscope/contracts';
import { GitCompareArrows } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/** What is selected for comparison, and the button that compares it (2 to 4 creators). */
export function SelectionBar({
  count,
  onCompare,
  onClear,
}: {
  count: number;
  onCompare: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('insights');
  if (count === 0)
    return <p className="text-sm text-text-muted">{t('discover.selectHint', { min: COMPARISON_MIN })}</p>;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/30 bg-accent-muted px-4 py-2.5 text-accent-muted-foreground text-sm">
      <span className="metric font-medium" aria-live="polite">
        {t('discover.selected', { value: count })}
      </span>
      <div className="ms-auto flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('discover.clearSelection')}
        </Button>
        <Button size="sm" onClick={onCompare} disabled={count < COMPARISON_MIN}>
          <GitCompareArrows aria-hidden="true" />
          {t('discover.compare')}
        </Button>
      </div>
    </div>
  );
}
