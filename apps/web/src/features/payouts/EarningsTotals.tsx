import type { TEarningsTotals, TPayoutMethods } from '@creatorscope/contracts';
import { ArrowUpRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { WithdrawDialog } from './WithdrawDialog';
import { withdrawBlockers } from './withdrawal';

/** The six states of a currency's money, in the order money moves through them. */
const STATES = ['pending', 'held', 'available', 'inTransit', 'paid', 'reversed'] as const;

type EarningsTotalsProps = {
  totals: TEarningsTotals;
  methods: TPayoutMethods | undefined;
  /** The smallest withdrawal, major units, INR. */
  minimum: number;
};

/** One currency's money by state, each with what it means, and the way to withdraw (or why not yet). */
export function EarningsTotals({ totals, methods, minimum }: EarningsTotalsProps) {
  const { t } = useTranslation('earnings');
  const format = useFormat();
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const blockers = withdrawBlockers(totals, methods, minimum);
  const money = (amount: number) => format.money(amount, totals.currency);

  return (
    <Card
      title={t('totals.title', { currency: totals.currency })}
      description={t('totals.description')}
      actions={
        totals.canWithdraw && (
          <Button onClick={() => setIsWithdrawing(true)}>
            <ArrowUpRight aria-hidden="true" className="rtl:-scale-x-100" />
            {t('withdraw.open')}
          </Button>
        )
      }
      footer={
        blockers.length > 0 && (
          <ul aria-label={t('withdraw.whyNot')} className="flex flex-col gap-1">
            {blockers.map((blocker) => (
              <li key={blocker}>
                {t(`withdraw.blockers.${blocker}`, {
                  minimum: format.money(minimum, 'INR'),
                  available: money(totals.available),
                })}
              </li>
            ))}
          </ul>
        )
      }
    >
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {STATES.map((state) => (
          <div
            key={state}
            className={cn(
              'flex min-w-0 flex-col gap-1 rounded-lg border border-border p-4',
              state === 'available' ? 'bg-accent-muted' : 'bg-surface-muted',
            )}
          >
            <dt className="font-medium text-sm text-text-muted">{t(`totals.states.${state}`)}</dt>
            <dd
              className={cn(
                'metric font-semibold text-2xl',
                state === 'available' && totals.available < 0 ? 'text-danger' : 'text-text',
              )}
            >
              {money(totals[state])}
            </dd>
            <dd className="text-text-muted text-xs">{t(`totals.explain.${state}`)}</dd>
          </div>
        ))}
      </dl>
      {isWithdrawing && (
        <WithdrawDialog
          totals={totals}
          methods={methods}
          minimum={minimum}
          onClose={() => setIsWithdrawing(false)}
        />
      )}
    </Card>
  );
}
