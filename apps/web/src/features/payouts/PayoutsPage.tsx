import { PiggyBank } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { Skeleton } from '../../ui/Skeleton';
import { CreatorMoneyPage } from './CreatorMoneyPage';
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
    <CreatorMoneyPage
      title={t('payoutsTitle')}
      description={t('payoutsDescription')}
      other={{ to: EARNINGS_PATH, icon: PiggyBank, label: t('toEarnings') }}
    >
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
    </CreatorMoneyPage>
  );
}
