import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { SignInRequired } from '../auth/SignInRequired';
import { useSessionStore } from '../auth/store';
import { usePageTitle } from '../shell/use-page-title';
import { BillingDetailsForm } from './BillingDetailsForm';
import { PaymentsTable } from './PaymentsTable';
import { useSubscription } from './use-billing';

/** /apps/transactions: every payment with its receipt, and the billing details receipts are made out to. */
export function TransactionsPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('payments.title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const org = useSessionStore((state) => state.org);
  const canManage = org?.permission === 'Admin';
  const subscription = useSubscription();

  const body = () => {
    if (!hasToken)
      return (
        <Card>
          <SignInRequired text={t('payments.signInText')} />
        </Card>
      );
    if (!org)
      return (
        <Card>
          <EmptyState icon={Building2} title={t('noOrgTitle')} text={t('noOrgText')} />
        </Card>
      );
    return (
      <>
        <PaymentsTable orgId={org._id} />
        {subscription.isError ? (
          <Card>
            <ErrorState
              title={t('details.errorTitle')}
              text={t('errorText')}
              onRetry={() => void subscription.refetch()}
              isRetrying={subscription.isFetching}
            />
          </Card>
        ) : subscription.data ? (
          <BillingDetailsForm
            // A fresh form when the saved details arrive or change.
            key={subscription.dataUpdatedAt}
            orgId={org._id}
            details={subscription.data.billingDetails}
            defaultCountry={org.country ?? 'IN'}
            canManage={canManage}
          />
        ) : (
          <Skeleton className="h-96 rounded-xl" />
        )}
      </>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="font-semibold text-2xl text-text">{t('payments.title')}</h1>
        <p className="text-sm text-text-muted">{t('payments.description')}</p>
      </div>
      {body()}
    </div>
  );
}
