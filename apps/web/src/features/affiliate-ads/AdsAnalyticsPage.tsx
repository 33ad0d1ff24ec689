import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { PageHeader } from '../../ui/PageHeader';
import { AffiliateGate } from './AffiliateGate';
import { OrgAnalytics } from './analytics/OrgAnalytics';
import { PageFrame } from './PageFrame';

/** /marketing/ads-analytics: the organisation's affiliate ads together over a range of days. */
export function AdsAnalyticsPage() {
  const { t } = useTranslation('ad-analytics');
  usePageTitle(t('org.title'));
  return (
    <AffiliateGate title={t('org.title')} description={t('org.description')}>
      <PageFrame isWide>
        <PageHeader title={t('org.title')} description={t('org.description')} />
        <OrgAnalytics />
      </PageFrame>
    </AffiliateGate>
  );
}
