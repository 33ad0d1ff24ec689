import type { TPayoutAmount } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Card } from '../../ui/Card';

/** Per currency: what the organisation's ads owe their publishers (not released yet) and have paid. */
export function OwedTotals({ totals }: { totals: TPayoutAmount['totals'] }) {
  const { t } = useTranslation('payouts');
  const format = useFormat();
  return (
    <Card title={t('totals.title')} description={t('totals.description')}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {totals.flatMap((total) =>
          (['owed', 'paid'] as const).map((kind) => (
            <div
              key={`${total.currency}-${kind}`}
              className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface-muted p-4"
            >
              <dt className="font-medium text-sm text-text-muted">
                {t(`totals.${kind}`, { currency: total.currency })}
              </dt>
              <dd className="metric font-semibold text-2xl text-text">
                {format.money(total[kind], total.currency)}
              </dd>
              <dd className="text-text-muted text-xs">{t(`totals.${kind}Explain`)}</dd>
            </div>
          )),
        )}
      </dl>
    </Card>
  );
}
