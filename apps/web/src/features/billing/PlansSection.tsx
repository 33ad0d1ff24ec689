import type { TBillingPeriod, TPlanCurrency, TPlanId, TSubscriptionView } from '@creatorscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { bestYearlySaving, type PlanPriceSet } from './money';
import { PlanComparison } from './PlanComparison';
import { PlansGrid } from './PlansGrid';

type PlansSectionProps = {
  period: TBillingPeriod;
  onPeriodChange: (period: TBillingPeriod) => void;
  currency: TPlanCurrency;
  prices: Record<TPlanId, PlanPriceSet>;
  isCreator: boolean;
  subscription: TSubscriptionView | null;
  canManage: boolean;
  adminNoteId: string;
  onContact: () => void;
  pendingProductKey?: string | null;
  onCheckout?: (productKey: string) => void;
  onDowngrade?: () => void;
};

/** 'Choose a plan': the monthly / yearly switch with the yearly saving, and the plan cards. */
export function PlansSection({ period, onPeriodChange, prices, ...grid }: PlansSectionProps) {
  const { t } = useTranslation('billing');
  const titleId = useId();
  const saving = bestYearlySaving(prices);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="font-semibold text-lg text-text">
            {t('choose.title')}
          </h2>
          <p className="text-sm text-text-muted">{t('choose.text')}</p>
        </div>
        <SegmentedControl
          label={t('period.label')}
          value={period}
          onValueChange={onPeriodChange}
          options={[
            { value: 'Monthly', label: t('period.Monthly') },
            {
              value: 'Yearly',
              label: t('period.Yearly'),
              trailing: saving > 0 && <Badge tone="success">{t('period.save', { percent: saving })}</Badge>,
            },
          ]}
        />
      </div>
      <PlansGrid
        period={period}
        prices={prices}
        currency={grid.currency}
        isCreator={grid.isCreator}
        subscription={grid.subscription}
        canManage={grid.canManage}
        adminNoteId={grid.adminNoteId}
        pendingProductKey={grid.pendingProductKey ?? null}
        onCheckout={grid.onCheckout ?? (() => undefined)}
        onDowngrade={grid.onDowngrade ?? (() => undefined)}
        onContact={grid.onContact}
      />
      <PlanComparison />
    </section>
  );
}
