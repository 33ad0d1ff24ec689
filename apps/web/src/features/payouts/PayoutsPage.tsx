import { PiggyBank } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { CreatorMoneyState } from './CreatorMoneyState';
import { PayoutHistory } from './PayoutHistory';
import { PayoutMethodsCard } from './PayoutMethodsCard';
import { usePayoutMethods } from './use-creator-money';

const EARNINGS_PATH = '/creator-hub/earnings';

/** /creator-hub/payouts: the publisher's payout methods (masked, verified or not) and payout history. */
export function PayoutsPage() {
  const { t } = useTranslation('earnings');
  usePageTitle(t('payoutsTitle'));
  // Asked first: it says whether the person is a publisher at all (404 before they register).
  const methods = usePayoutMethods();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={t('payoutsTitle')}
        description={t('payoutsDescription')}
        actions={
          <Button asChild variant="secondary">
            <Link to={EARNINGS_PATH}>
              <PiggyBank aria-hidden="true" />
              {t('toEarnings')}
            </Link>
          </Button>
        }
      />
      <CreatorMoneyState
        query={methods}
        skeleton={
          <LoadingRegion label={t('state.loading')} className="gap-6">
            <Skeleton className="h-40 w-full rounded-xl" />
            <Skeleton className="h-64 w-full rounded-xl" />
          </LoadingRegion>
        }
      >
        {() => (
          <>
            <PayoutMethodsCard />
            <PayoutHistory />
          </>
        )}
      </CreatorMoneyState>
    </div>
  );
}
