import { COMPARISON_MAX, COMPARISON_MIN } from '@creatorscope/contracts';
import { GitCompareArrows, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

type TrackedSelectionBarProps = {
  count: number;
  onCompare: () => void;
  onRemove: () => void;
  onClear: () => void;
};

/** What the selected rows can do: compare 2 to 4 of them, or remove them all. */
export function TrackedSelectionBar({ count, onCompare, onRemove, onClear }: TrackedSelectionBarProps) {
  const { t } = useTranslation('creators');
  if (count === 0)
    return (
      <p className="text-sm text-text-muted">
        {t('selection.hint', { min: COMPARISON_MIN, max: COMPARISON_MAX })}
      </p>
    );
  const canCompare = count >= COMPARISON_MIN && count <= COMPARISON_MAX;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/30 bg-accent-muted px-4 py-2.5 text-accent-muted-foreground text-sm">
      <span className="metric font-medium" aria-live="polite">
        {t('selection.selected', { count })}
      </span>
      <div className="ms-auto flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('selection.clear')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('selection.remove')}
        </Button>
        <Button
          size="sm"
          onClick={onCompare}
          disabled={!canCompare}
          title={
            canCompare ? undefined : t('selection.compareHint', { min: COMPARISON_MIN, max: COMPARISON_MAX })
          }
        >
          <GitCompareArrows aria-hidden="true" />
          {t('selection.compare')}
        </Button>
      </div>
    </div>
  );
}
