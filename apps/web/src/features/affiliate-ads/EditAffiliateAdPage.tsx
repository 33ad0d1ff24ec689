import { CircleOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../app/QueryState';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { AdForm } from './AdForm';
import { AffiliateGate } from './AffiliateGate';
import { draftOf } from './ad-draft';
import { adPath } from './ad-paths';
import { PageFrame } from './PageFrame';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { useAd } from './use-affiliate-ads';

/** /marketing/affiliate-ads/:id/edit: the ad's form filled in; an ended ad is not edited. */
export function EditAffiliateAdPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('form.editTitle'));
  return (
    <AffiliateGate title={t('form.editTitle')}>
      <EditAd />
    </AffiliateGate>
  );
}

function EditAd() {
  const { t } = useTranslation('marketing');
  const { id = '' } = useParams();
  const ad = useAd(id);
  return (
    <PageFrame isWide>
      <PageHeader title={t('form.editTitle')} description={ad.data?.campaignName} />
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={ad}
        errorTitle={t('detail.errorTitle')}
        errorText={t('detail.errorText')}
        skeleton={<Skeleton aria-label={t('form.loading')} className="h-96 w-full rounded-xl" />}
      >
        {(data, org) => {
          if (org.permission === 'Read') return <ReadOnlyNotice />;
          if (data.status === 'ended')
            return (
              <Card>
                <EmptyState
                  icon={CircleOff}
                  title={t('detail.endedTitle')}
                  text={t('detail.endedEditText')}
                  action={
                    <Button variant="secondary" asChild>
                      <Link to={adPath(data._id)}>{t('detail.back')}</Link>
                    </Button>
                  }
                />
              </Card>
            );
          // Keyed by the ad, so that another ad's page starts from its own fields.
          return <AdForm key={data._id} ad={data} defaultValues={draftOf(data)} currency={data.currency} />;
        }}
      </QueryState>
    </PageFrame>
  );
}
