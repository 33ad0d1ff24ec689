import {
  PLANS,
  type TBillingPeriod,
  type TPlan,
  type TPlanCurrency,
  type TPlanId,
  type TSubscriptionView,
} from '@creatorscope/contracts';
import { ArrowUpRight, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openLoginModal } from '../../app/login-modal-store';
import { useFormat } from '../../app/use-format';
import { Button } from '../../ui/Button';
import { PlanCard, type PlanPrices } from './PlanCard';
import { planActionFor } from './plan-order';

type PlansGridProps = {
  period: TBillingPeriod;
  currency: TPlanCurrency;
  prices: Record<TPlanId, PlanPrices>;
  isCreator: boolean;
  /** Null for a visitor: every card offers to sign in. */
  subscription: Pick<TSubscriptionView, 'plan' | 'period' | 'renewsAt' | 'cancelAtPeriodEnd'> | null;
  canManage: boolean;
  /** The product key whose checkout is being prepared. */
  pendingProductKey: string | null;
  onCheckout: (productKey: string) => void;
  onDowngrade: () => void;
  onContact: () => void;
  /** Ties disabled buttons to the sentence saying why (only Admins may change the plan). */
  adminNoteId: string;
};

/** The four plan cards with the button each offers this organisation. */
export function PlansGrid(props: PlansGridProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const { period, subscription, canManage } = props;

  const actionFor = (plan: TPlan) => {
    const productKey = plan.productKey[period === 'Yearly' ? 'yearly' : 'monthly'];
    const planName = t(`plans.${plan.id}.title`);
    if (!subscription) {
      return plan.contactUs ? (
        <Button variant="secondary" onClick={props.onContact}>
          <MessageSquare aria-hidden="true" />
          {t('plan.contact')}
        </Button>
      ) : (
        <Button variant={plan.popular ? 'primary' : 'secondary'} onClick={() => openLoginModal()}>
          {t('plan.getStarted')}
        </Button>
      );
    }
    const action = planActionFor(plan.id, period, subscription.plan, subscription.period);
    const lockedProps = canManage ? {} : { disabled: true, 'aria-describedby': props.adminNoteId };
    switch (action) {
      case 'current':
        return (
          <Button variant="secondary" disabled>
            {t('plan.currentButton')}
          </Button>
        );
      case 'contact':
        return (
          <Button variant="secondary" onClick={props.onContact}>
            <MessageSquare aria-hidden="true" />
            {t('plan.contact')}
          </Button>
        );
      case 'downgrade':
        return (
          <Button variant="secondary" onClick={props.onDowngrade} {...lockedProps}>
            {t('plan.downgrade')}
          </Button>
        );
      default:
        return (
          <Button
            variant={action === 'upgrade' ? 'primary' : 'secondary'}
            onClick={() => productKey && props.onCheckout(productKey)}
            isLoading={props.pendingProductKey === productKey}
            {...lockedProps}
          >
            {action === 'switchPeriod'
              ? t(period === 'Yearly' ? 'plan.switchToYearly' : 'plan.switchToMonthly')
              : t(action === 'upgrade' ? 'plan.upgradeTo' : 'plan.switchTo', { plan: planName })}
            {action === 'upgrade' && <ArrowUpRight aria-hidden="true" className="rtl:-scale-x-100" />}
          </Button>
        );
    }
  };

  const renewalFor = (plan: TPlan) => {
    if (!subscription || subscription.plan !== plan.id || !subscription.renewsAt) return undefined;
    const date = format.date(subscription.renewsAt);
    return subscription.cancelAtPeriodEnd ? t('plan.endsOn', { date }) : t('plan.renewsOn', { date });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          period={period}
          currency={props.currency}
          prices={props.prices[plan.id]}
          isCreator={props.isCreator}
          isCurrent={subscription?.plan === plan.id}
          renewalText={renewalFor(plan)}
          action={actionFor(plan)}
        />
      ))}
    </div>
  );
}
