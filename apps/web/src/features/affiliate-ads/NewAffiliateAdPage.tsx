import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/QueryState';
import { usePageTitle } from '../../app/use-page-title';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useSubscription } from '../billing';
import { AdForm } from './AdForm';
import { AffiliateGate } from './AffiliateGate';
import { emptyDraft } from './ad-draft';
import { PageFrame } from './PageFrame';
import { ReadOnlyNotice } from './ReadOnlyNotice';

/** /marketing/affiliate-ads/new: the form for a new ad, which starts as a draft. */
export function NewAffiliateAdPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('form.newTitle'));
  return (
    <AffiliateGate title={t('form.newTitle')} description={t('form.newDescription')}>
      <NewAd />
    </AffiliateGate>
  );
}

function NewAd() {
  const { t } = useTranslation('marketing');
  // The server prices the ad in the organisation's currency; the form names it on every amount.
  const subscription = useSubscription();
  return (
    <PageFrame isWide>
      <PageHeader title={t('form.newTitle')} description={t('form.newDescription')} />
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={subscription}
        errorTitle={t('form.errorTitle')}
        errorText={t('form.errorText')}
        skeleton={<Skeleton aria-label={t('form.loading')} className="h-96 w-full rounded-xl" />}
      >
        {(plan, org) =>
          org.permission === 'Read' ? (
            <ReadOnlyNotice />
          ) : (
            <AdForm defaultValues={emptyDraft()} currency={plan.currency} />
          )
        }
      </QueryState>
    </PageFrame>
  );
}
