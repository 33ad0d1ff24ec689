import type { TBillingPeriod, TCheckStatusResponse } from '@creatorscope/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { QueryState } from '../../app/QueryState';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { paymentWhat } from '../../shared/payments/payment-what';
import { PageHeader } from '../../ui/PageHeader';
import { detectCountry } from '../auth';
import { BillingOverview } from './BillingOverview';
import { BillingPageSkeleton } from './BillingPageSkeleton';
import { ContactSalesDialog } from './ContactSalesDialog';
import { listPrices } from './money';
import { PaymentOutcome } from './PaymentOutcome';
import { PlansSection } from './PlansSection';
import { useSubscription } from './use-billing';
import { usePaymentReturn } from './use-payment-return';

/** /insights/plans-and-billing and /apps/plans: the plan, its price, credits, and changing either. */
export function PlansPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const org = useSessionStore((state) => state.org);
  const canManage = org?.permission === 'Admin';
  const adminNoteId = useId();
  const subscription = useSubscription();
  const [chosenPeriod, setChosenPeriod] = useState<TBillingPeriod | null>(null);
  const [isContactOpen, setIsContactOpen] = useState(false);

  const onPaymentFinished = (result: TCheckStatusResponse) => {
    if (result.status === 'succeeded')
      toast.success(t('outcome.toast', { what: paymentWhat(t, result.payment) }));
  };
  const payment = usePaymentReturn(onPaymentFinished);

  const period = chosenPeriod ?? subscription.data?.period ?? 'Yearly';
  const contactDialog = isContactOpen && (
    <ContactSalesDialog
      orgId={org?._id ?? null}
      isSignedIn={hasToken}
      onClose={() => setIsContactOpen(false)}
    />
  );

  const publicPlans = () => {
    const currency = detectCountry() === 'IN' ? 'INR' : 'USD';
    return (
      <PlansSection
        period={period}
        onPeriodChange={setChosenPeriod}
        currency={currency}
        prices={listPrices(currency)}
        isCreator={false}
        subscription={null}
        canManage={false}
        adminNoteId={adminNoteId}
        onContact={() => setIsContactOpen(true)}
      />
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={t('title')}
        description={org ? t('description', { org: org.name }) : t('descriptionVisitor')}
      >
        {org && !canManage && (
          <p id={adminNoteId} className="text-sm text-text-muted">
            {t('adminOnly')}
          </p>
        )}
      </PageHeader>
      <PaymentOutcome state={payment.state} onDismiss={payment.dismiss} />
      <QueryState
        signedOut={publicPlans}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={subscription}
        errorTitle={t('errorTitle')}
        errorText={t('errorText')}
        skeleton={<BillingPageSkeleton />}
      >
        {(data, org) => (
          <BillingOverview
            subscription={data}
            orgId={org._id}
            period={period}
            onPeriodChange={setChosenPeriod}
            canManage={canManage}
            adminNoteId={adminNoteId}
            onContact={() => setIsContactOpen(true)}
          />
        )}
      </QueryState>
      {contactDialog}
    </div>
  );
}
