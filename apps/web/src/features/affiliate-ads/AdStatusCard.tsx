import type { TAffiliateAd } from '@creatorscope/contracts';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { AdStatusBadge } from './AdStatusBadge';
import { useToggleAdStatus } from './use-affiliate-ads';
import { useEndDate } from './use-end-date';

/** The ad's status, what it means, and the switch (activate, pause, resume) for those who may write. */
export function AdStatusCard({ ad, canWrite }: { ad: TAffiliateAd; canWrite: boolean }) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const endDate = useEndDate();
  const toggle = useToggleAdStatus();
  const action = ad.status === 'active' ? 'pause' : ad.status === 'paused' ? 'resume' : 'activate';
  const switchStatus = () =>
    toggle.mutate(ad._id, {
      onSuccess: (next) => toast.success(t(next.status === 'active' ? 'detail.activated' : 'detail.paused')),
    });

  return (
    <Card
      title={t('detail.statusTitle')}
      actions={<AdStatusBadge status={ad.status} />}
      footer={
        ad.activatedAt
          ? t('detail.firstActivated', { date: format.dateTime(ad.activatedAt) })
          : t('detail.neverActivated')
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-text-muted">
          {t(`detail.statusText.${ad.status === 'active' && !ad.validity ? 'activeNoEnd' : ad.status}`, {
            date: endDate(ad),
          })}
        </p>
        {canWrite && ad.status !== 'ended' && (
          <Button
            className="w-fit"
            variant={ad.status === 'active' ? 'secondary' : 'primary'}
            isLoading={toggle.isPending}
            onClick={switchStatus}
          >
            {ad.status === 'active' ? (
              <Pause aria-hidden="true" />
            ) : (
              <Play aria-hidden="true" className="rtl:-scale-x-100" />
            )}
            {t(`detail.${action}`)}
          </Button>
        )}
      </div>
    </Card>
  );
}
