import { METRIC_IDS, type TComparison } from '@creatorscope/contracts';
import { Trophy, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { FormulaInfo } from '../../shared/creator-report/FormulaInfo';
import { bestIndex, formatMetric, formulaKey } from '../../shared/creator-report/metric-definitions';
import { CreatorLink } from '../../shared/creators/CreatorLink';
import { QualityBadge } from '../../shared/creators/QualityBadge';
import { TierBadge } from '../../shared/creators/TierBadge';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';

type CompareTableProps = {
  comparison: TComparison;
  onRemove: (handle: string) => void;
};

/** Creators in columns, metrics in rows; the best value of each row is marked (in text too). */
export function CompareTable({ comparison, onRemove }: CompareTableProps) {
  const { t } = useTranslation('insights');
  const format = useFormat();
  const { creators } = comparison;

  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('compare.tableCaption')}</caption>
          <thead className="border-border border-b bg-surface-muted/60">
            <tr>
              <th scope="col" className="w-44 px-3 py-3 text-start font-medium text-text-muted text-xs">
                {t('compare.metric')}
              </th>
              {creators.map(({ creator }) => (
                <th
                  key={creator.handle}
                  scope="col"
                  className="min-w-36 px-3 py-3 text-start align-top font-normal"
                >
                  <div className="flex items-start justify-between gap-2">
                    <CreatorLink
                      creator={creator}
                      className="focus-ring flex min-w-0 items-center gap-2 rounded-md hover:underline"
                    />
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={t('compare.remove', { name: creator.name })}
                      onClick={() => onRemove(creator.handle)}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            <tr>
              <th scope="row" className="px-3 py-2.5 text-start font-medium text-text-muted">
                {t('table.tier')}
              </th>
              {creators.map(({ creator }) => (
                <td key={creator.handle} className="px-3 py-2.5">
                  <TierBadge tier={creator.tier} />
                </td>
              ))}
            </tr>
            {METRIC_IDS.map((id) => {
              const values = creators.map((entry) => entry.metrics[id].value);
              const best = bestIndex(id, values);
              const formula = formulaKey(id);
              return (
                <tr key={id}>
                  <th scope="row" className="px-3 py-1.5 text-start font-medium text-text-muted">
                    <span className="inline-flex items-center gap-1">
                      {t(`metrics.${id}`)}
                      <FormulaInfo metric={t(`metrics.${id}`)} formula={t(formula.key, formula.values)} />
                    </span>
                  </th>
                  {values.map((value, index) => {
                    const handle = creators[index]?.creator.handle ?? String(index);
                    const isBest = best === index;
                    return (
                      <td
                        key={handle}
                        className={cn(
                          'metric px-3 py-1.5',
                          isBest && 'bg-success/10 font-semibold text-success',
                        )}
                      >
                        <span className="inline-flex items-center gap-1.5">
                          {value === null ? (
                            <span className="font-normal text-text-muted">{t('common.none')}</span>
                          ) : id === 'qualityScore' ? (
                            <QualityBadge score={value} t={t} />
                          ) : (
                            formatMetric(id, value, format)
                          )}
                          {isBest && (
                            <>
                              <Trophy aria-hidden="true" className="size-3.5" />
                              <span className="sr-only">{t('compare.best')}</span>
                            </>
                          )}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
