import { planPrice, type TBillingPeriod, type TPlan, type TPlanCurrency } from '@creatorscope/contracts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { cn } from '../../ui/cn';
import { type PlanPriceSet, yearlySavingPercent } from './money';
import { planLines } from './plan-table';

export type PlanPrices = PlanPriceSet;

type PlanCardProps = {
  plan: TPlan;
  period: TBillingPeriod;
  currency: TPlanCurrency;
  /** This organisation's prices (creator discount applied). */
  prices: PlanPrices;
  isCreator: boolean;
  isCurrent: boolean;
  /** The renewal or end date shown on the current paid plan. */
  renewalText?: string;
  /** The card's button(s). */
  action: ReactNode;
};

/** One plan on the plans page: price per month in the org's currency, what it includes, its button. */
export function PlanCard({
  plan,
  period,
  currency,
  prices,
  isCreator,
  isCurrent,
  renewalText,
  action,
}: PlanCardProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const key = period === 'Yearly' ? 'yearly' : 'monthly';
  const perMonth = prices.perMonth[key];
  const listPerMonth = planPrice(plan, period, currency);
  const hasCreatorDiscount = isCreator && plan.discount.forCreators > 0 && perMonth < listPerMonth;
  const saving = yearlySavingPercent(prices.perMonth.monthly, prices.perMonth.yearly);
  const titleId = `plan-${plan.id}-title`;

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col gap-5 rounded-xl border bg-surface p-5 shadow-xs',
        plan.popular ? 'border-accent ring-1 ring-accent' : 'border-border',
      )}
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold text-lg text-text">
            {t(`plans.${plan.id}.title`)}
          </h3>
          {plan.popular && <Badge tone="accent">{t('plan.popular')}</Badge>}
          {isCurrent && (
            <Badge tone="success" hasDot>
              {t('plan.current')}
            </Badge>
          )}
        </div>
        <p className="text-sm text-text-muted">{t(`plans.${plan.id}.tagline`)}</p>
      </div>

      <div className="flex min-h-20 flex-col gap-1">
        {plan.contactUs ? (
          <p className="font-semibold text-2xl text-text">{t('plan.contactPrice')}</p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="metric font-semibold text-3xl text-text">
              {format.money(perMonth, currency)}
            </span>
            {hasCreatorDiscount && (
              <span className="metric text-sm text-text-muted line-through">
                <span className="sr-only">{t('plan.listPrice')} </span>
                {format.money(listPerMonth, currency)}
              </span>
            )}
            <span className="text-sm text-text-muted">{t('plan.perMonth')}</span>
          </p>
        )}
        {!plan.contactUs && perMonth > 0 && (
          <p className="text-text-muted text-xs">
            {period === 'Yearly'
              ? t('plan.billedYearly', { amount: format.money(prices.charge.yearly, currency) })
              : t('plan.billedMonthly')}
          </p>
        )}
        <div className="flex flex-wrap gap-1.5">
          {period === 'Yearly' && saving > 0 && (
            <Badge tone="success">{t('period.save', { percent: saving })}</Badge>
          )}
          {hasCreatorDiscount && (
            <Badge tone="accent">{t('plan.creatorDiscount', { percent: plan.discount.forCreators })}</Badge>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-2">{action}</div>
      {renewalText && <p className="text-text-muted text-xs">{renewalText}</p>}

      <ul className="flex flex-col gap-2 border-border border-t pt-4 text-sm">
        {planLines(plan, t).map((line) => (
          <li key={line.id} className="flex items-start gap-2 text-text">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            <span className={cn(line.isComingSoon && 'text-text-muted')}>{line.text}</span>
            {line.isComingSoon && <Badge className="ms-auto shrink-0">{t('table.comingSoon')}</Badge>}
          </li>
        ))}
      </ul>
    </section>
  );
}
