import { ArrowLeft, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../app/QueryState';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { AdBudgetCard } from './AdBudgetCard';
import { AdDetails } from './AdDetails';
import { AdPostsCard } from './AdPostsCard';
import { AdPreviewCard } from './AdPreviewCard';
import { AdPublishersCard } from './AdPublishersCard';
import { AdStatusCard } from './AdStatusCard';
import { AffiliateGate } from './AffiliateGate';
import { ADS_PATH, editAdPath } from './ad-paths';
import { AdAnalyticsCard } from './analytics/AdAnalyticsCard';
import { PageFrame } from './PageFrame';
import { TrackingSnippet } from './TrackingSnippet';
import { useAd } from './use-affiliate-ads';

/** /marketing/affiliate-ads/:id: the ad, its status and switch, the tracking snippet, its budget, its fields. */
export function AffiliateAdPage() {
  const { t } = useTranslation('marketing');
  return (
    <AffiliateGate title={t('detail.title')}>
      <AffiliateAd />
    </AffiliateGate>
  );
}

function AffiliateAd() {
  const { t } = useTranslation('marketing');
  const { id = '' } = useParams();
  const ad = useAd(id);
  const org = useSessionStore((state) => state.org);
  const canWrite = Boolean(org) && org?.permission !== 'Read';
  const isAdmin = org?.permission === 'Admin';
  usePageTitle(ad.data?.campaignName ?? t('detail.title'));

  return (
    <PageFrame isWide>
      <Link
        to={ADS_PATH}
        className="focus-ring -mb-2 flex w-fit items-center gap-1 rounded-sm text-sm text-text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('detail.back')}
      </Link>
      <PageHeader
        title={ad.data ? <bdi>{ad.data.campaignName}</bdi> : t('detail.title')}
        description={ad.data ? <bdi>{ad.data.brandName}</bdi> : undefined}
        actions={
          canWrite &&
          ad.data &&
          ad.data.status !== 'ended' && (
            <Button variant="secondary" asChild>
              <Link to={editAdPath(ad.data._id)}>
                <Pencil aria-hidden="true" />
                {t('detail.edit')}
              </Link>
            </Button>
          )
        }
      />
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={ad}
        errorTitle={t('detail.errorTitle')}
        errorText={t('detail.errorText')}
        skeleton={<Skeleton aria-label={t('detail.loading')} className="h-96 w-full rounded-xl" />}
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <AdStatusCard ad={data} canWrite={canWrite} />
              <AdBudgetCard ad={data} isAdmin={isAdmin} canWrite={canWrite} />
              <TrackingSnippet snippet={data.trackingSnippet} adId={data._id} currency={data.currency} />
              <AdPublishersCard ad={data} />
              {data.post_price !== null && <AdPostsCard ad={data} />}
              <AdAnalyticsCard ad={data} />
              <AdDetails ad={data} />
            </div>
            <div className="lg:sticky lg:top-20 lg:self-start">
              <AdPreviewCard
                preview={{
                  campaignName: data.campaignName,
                  brandName: data.brandName,
                  aboutBrand: data.aboutBrand ?? '',
                  adType: data.ad_type,
                  platforms: data.ad_platform,
                  creativeUrl: data.adPostUrl[0],
                  websiteUrl: data.website_url ?? '',
                  themeColor: data.theme_color ?? '',
                  commission: String(data.commission_percent_on_conversion),
                  conversionCap: String(data.conversion_price_cap),
                  currency: data.currency,
                }}
              />
            </div>
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
