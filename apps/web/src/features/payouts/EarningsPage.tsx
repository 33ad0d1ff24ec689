import { Megaphone, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { Skeleton } from '../../ui/Skeleton';
import { CreatorMoneyPage } from './CreatorMoneyPage';
import { CreatorMoneyState } from './CreatorMoneyState';
import { EarningEntries } from './EarningEntries';
import { EarningsByAd } from './EarningsByAd';
import { EarningsByDay } from './EarningsByDay';
import { EarningsTotals } from './EarningsTotals';
import { type EarningsRange, rangeOfDays } from './earnings-series';
import { useEarnings, usePayoutMethods } from './use-creator-money';

/** Where the creator hub's other money pages are (routes.tsx maps the same paths). */
export const PAYOUTS_PATH = '/creator-hub/payouts';
const OFFERS_PATH = '/creator-hub/offers';

/**
 * /creator-hub/earnings: the signed-in publisher's money by state and currency (with Withdraw),
 * by day over a range, by ad, and every entry with why it exists.
 */
export function EarningsPage() {
  const { t } = useTranslation('earnings');
  usePageTitle(t('title'));
  const [range, setRange] = useState<EarningsRange>('30');
  const days = useMemo(() => rangeOfDays(range, new Date().toISOString().slice(0, 10)), [range]);
  const earnings = useEarnings(days);
  const methods = usePayoutMethods();

  return (
    <CreatorMoneyPage
      title={t('title')}
      description={t('description')}
      other={{ to: PAYOUTS_PATH, icon: Wallet, label: t('toPayouts') }}
      isWide
    >
      <CreatorMoneyState
        query={earnings}
        skeleton={
          <LoadingRegion label={t('state.loading')} className="gap-6">
            <Skeleton className="h-72 w-full rounded-xl" />
            <Skeleton className="h-80 w-full rounded-xl" />
          </LoadingRegion>
        }
      >
        {(data) =>
          data.totals.length === 0 && data.byAd.length === 0 ? (
            <Card>
              <EmptyState
                icon={Megaphone}
                title={t('empty.title')}
                text={t('empty.text')}
                action={
                  <Button asChild>
                    <Link to={OFFERS_PATH}>{t('empty.action')}</Link>
                  </Button>
                }
              />
            </Card>
          ) : (
            <>
              {data.totals.map((totals) => (
                <EarningsTotals
                  key={totals.currency}
                  totals={totals}
                  methods={methods.data}
                  minimum={data.minimumPayout}
                />
              ))}
              <EarningsByDay
                data={data}
                range={range}
                onRangeChange={setRange}
                isUpdating={earnings.isPlaceholderData}
              />
              <EarningsByAd rows={data.byAd} />
              <EarningEntries ads={data.byAd} />
            </>
          )
        }
      </CreatorMoneyState>
    </CreatorMoneyPage>
  );
}
