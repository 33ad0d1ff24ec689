import { Banknote, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/QueryState';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { FeatureGate } from '../billing';
import { AddBonusDialog } from './AddBonusDialog';
import { OwedTotals } from './OwedTotals';
import { PayoutLines } from './PayoutLines';
import { usePayoutAmount } from './use-brand-payouts';

/**
 * /marketing/payouts: what the organisation's ads owe their publishers and have paid them, line
 * by line (ad and publisher) with each line's entries; Admins add a bonus or an adjustment.
 * Affiliate ads come with some plans: without, the lock shows under the title.
 */
export function BrandPayoutsPage() {
  const { t } = useTranslation('payouts');
  usePageTitle(t('title'));
  const hasOrg = useSessionStore((state) => Boolean(state.token && state.org));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      {hasOrg ? (
        <FeatureGate
          feature="Affiliate"
          frame={(content) => (
            <>
              <PageHeader title={t('title')} description={t('description')} />
              {content}
            </>
          )}
        >
          <BrandPayouts />
        </FeatureGate>
      ) : (
        <BrandPayouts />
      )}
    </div>
  );
}

function BrandPayouts() {
  const { t } = useTranslation('payouts');
  const org = useSessionStore((state) => state.org);
  const isAdmin = org?.permission === 'Admin';
  const amount = usePayoutAmount();
  const [isAdding, setIsAdding] = useState(false);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          isAdmin && (
            <Button onClick={() => setIsAdding(true)}>
              <Plus aria-hidden="true" />
              {t('add.open')}
            </Button>
          )
        }
      >
        {org && !isAdmin && <p className="text-sm text-text-muted">{t('add.adminsOnly')}</p>}
      </PageHeader>
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={amount}
        errorTitle={t('errorTitle')}
        errorText={t('errorText')}
        skeleton={
          <LoadingRegion label={t('loading')} className="gap-6">
            <Skeleton className="h-32 w-full rounded-xl" />
            <Skeleton className="h-72 w-full rounded-xl" />
          </LoadingRegion>
        }
        isEmpty={(data) => data.lines.length === 0}
        empty={<EmptyState icon={Banknote} title={t('emptyTitle')} text={t('emptyText')} />}
      >
        {(data) => (
          <>
            <OwedTotals totals={data.totals} />
            <PayoutLines />
          </>
        )}
      </QueryState>
      {isAdding && <AddBonusDialog onClose={() => setIsAdding(false)} />}
    </>
  );
}
