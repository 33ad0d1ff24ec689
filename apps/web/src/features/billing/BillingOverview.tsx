import {
  PREMIUM_PASS_PRODUCT_KEY,
  type TBillingPeriod,
  type TSubscriptionView,
} from '@creatorscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { Alert } from '../../ui/Alert';
import { CreditLedgerTable } from './CreditLedgerTable';
import { CreditsCard } from './CreditsCard';
import { CurrentPlanCard } from './CurrentPlanCard';
import { type PlanChange, PlanChangeDialog } from './PlanChangeDialog';
import { PlansSection } from './PlansSection';
import { PremiumPassCard } from './PremiumPassCard';
import { RequestCreditsDialog } from './RequestCreditsDialog';
import { useUpdateProfilePlan } from './use-billing';
import { useStartCheckout } from './use-start-checkout';

type BillingOverviewProps = {
  subscription: TSubscriptionView;
  orgId: string;
  period: TBillingPeriod;
  onPeriodChange: (period: TBillingPeriod) => void;
  canManage: boolean;
  adminNoteId: string;
  onContact: () => void;
};

/** Everything the plans page shows a member: plan, credits, the plans to choose from, premium pass, ledger. */
export function BillingOverview({
  subscription,
  orgId,
  period,
  onPeriodChange,
  canManage,
  adminNoteId,
  onContact,
}: BillingOverviewProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const checkout = useStartCheckout(orgId);
  const updatePlan = useUpdateProfilePlan();
  const [change, setChange] = useState<PlanChange | null>(null);
  const [isRequestOpen, setIsRequestOpen] = useState(false);
  const planName = t(`plans.${subscription.plan}.title`);

  const applyChange = (action: PlanChange | 'resume') => {
    if (updatePlan.isPending) return;
    updatePlan.mutate(
      { organization_id: orgId, action },
      {
        onSuccess: (plan) => {
          const date = format.date(plan.renewsAt);
          toast.success(
            action === 'downgrade'
              ? t('change.downgraded')
              : action === 'cancel'
                ? t('change.cancelled', { date })
                : t('change.resumed', { plan: planName }),
          );
          setChange(null);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-8">
      {subscription.provider === 'sandbox' && (
        <Alert title={t('sandboxNotice.title')}>{t('sandboxNotice.text')}</Alert>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <CurrentPlanCard
            subscription={subscription}
            canManage={canManage}
            adminNoteId={adminNoteId}
            isResuming={updatePlan.isPending && updatePlan.variables?.action === 'resume'}
            onCancel={() => setChange('cancel')}
            onResume={() => applyChange('resume')}
            onDowngrade={() => setChange('downgrade')}
          />
          <PremiumPassCard
            subscription={subscription}
            canManage={canManage}
            adminNoteId={adminNoteId}
            isPending={checkout.pendingKey === PREMIUM_PASS_PRODUCT_KEY}
            onBuy={checkout.buyPremium}
          />
        </div>
        <CreditsCard
          subscription={subscription}
          canManage={canManage}
          adminNoteId={adminNoteId}
          pendingPackId={checkout.pendingKey}
          onBuyPack={checkout.buyCredits}
          onRequestCredits={() => setIsRequestOpen(true)}
        />
      </div>
      <PlansSection
        period={period}
        onPeriodChange={onPeriodChange}
        currency={subscription.currency}
        prices={subscription.prices}
        isCreator={subscription.isCreator}
        subscription={subscription}
        canManage={canManage}
        adminNoteId={adminNoteId}
        onContact={onContact}
        pendingProductKey={checkout.pendingKey}
        onCheckout={checkout.buyPlan}
        onDowngrade={() => setChange('downgrade')}
      />
      <CreditLedgerTable />
      {change && (
        <PlanChangeDialog
          change={change}
          planName={planName}
          renewsAt={format.date(subscription.renewsAt)}
          isPending={updatePlan.isPending}
          onConfirm={() => applyChange(change)}
          onClose={() => setChange(null)}
        />
      )}
      {isRequestOpen && <RequestCreditsDialog orgId={orgId} onClose={() => setIsRequestOpen(false)} />}
    </div>
  );
}
