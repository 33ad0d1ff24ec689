import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Popover } from '../../ui/Popover';

/** The ⓘ button beside a figure: how the figure is computed, in the reader's language. */
export function FormulaInfo({ metric, formula }: { metric: string; formula: string }) {
  const { t } = useTranslation('insights');
  return (
    <Popover
      label={t('metrics.howComputed', { metric })}
      align="start"
      className="max-w-80 p-3 text-sm"
      trigger={
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('metrics.howComputed', { metric })}
          className="-my-1"
        >
          <Info aria-hidden="true" />
        </Button>
      }
    >
      <p className="font-medium text-text">{t('metrics.formula')}</p>
      <p className="mt-1 text-text-muted">{formula}</p>
    </Popover>
  );
}
