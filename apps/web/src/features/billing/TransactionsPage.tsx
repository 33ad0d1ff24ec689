import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/QueryState';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { BillingDetailsForm } from './BillingDetailsForm';
import { PaymentsTable } from './PaymentsTable';
import { useSubscription } from './use-billing';

/** /apps/transactions: every payment with its receipt, and the billing details receipts are made out to. */
export function TransactionsPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('payments.title'));
  const canManage = useSessionStore((state) => state.org?.permission === 'Admin');
  const subscription = useSubscription();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={t('payments.title')} description={t('payments.description')} />
      <QueryState
        signInText={t('payments.signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={subscription}
        errorTitle={t('details.errorTitle')}
        errorText={t('errorText')}
        skeleton={<Skeleton className="h-96 rounded-xl" />}
        layout={(state, org) => (
          <>
            <PaymentsTable orgId={org._id} />
            {state}
          </>
        )}
      >
        {(data, org) => (
          <BillingDetailsForm
            // A fresh form when the saved details arrive or change.
            key={subscription.dataUpdatedAt}
            orgId={org._id}
            details={data.billingDetails}
            defaultCountry={org.country ?? 'IN'}
            canManage={canManage}
          />
        )}
      </QueryState>
    </div>
  );
}
