import type { TSubscriptionView } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { HandlesMeter } from './HandlesMeter';

type CurrentPlanCardProps = {
  subscription: TSubscriptionView;
  canManage: boolean;
  adminNoteId: string;
  isResuming: boolean;
  onCancel: () => void;
  onResume: () => void;
  onDowngrade: () => void;
};

/** The organisation's plan now: name, billing period, status, renewal date, handles used of the quota. */
export function CurrentPlanCard({
  subscription,
  canManage,
  adminNoteId,
  isResuming,
  onCancel,
  onResume,
  onDowngrade,
}: CurrentPlanCardProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const isPaid = subscription.plan !== 'free';
  const renewsAt = format.date(subscription.renewsAt);
  const lockedProps = canManage ? {} : { disabled: true, 'aria-describedby': adminNoteId };

  const statusBadge = () => {
    if (subscription.status === 'on_hold')
      return (
        <Badge tone="warning" hasDot>
          {t('status.onHold')}
        </Badge>
      );
    if (subscription.cancelAtPeriodEnd || subscription.status === 'cancelled')
      return (
        <Badge tone="neutral" hasDot>
          {t('status.cancelling')}
        </Badge>
      );
    return (
      <Badge tone="success" hasDot>
        {t('status.active')}
      </Badge>
    );
  };

  return (
    <Card title={t('current.title')} actions={statusBadge()}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-2xl text-text" data-testid="current-plan-name">
              {t(`plans.${subscription.plan}.title`)}
            </span>
            {subscription.period && (
              <span className="text-sm text-text-muted">{t(`period.${subscription.period}`)}</span>
            )}
          </p>
          <p className="text-sm text-text-muted">
            {!isPaid
              ? t('current.freeText')
              : subscription.cancelAtPeriodEnd
                ? t('current.endsOn', { date: renewsAt })
                : subscription.status === 'on_hold'
                  ? t('current.onHoldText', { date: renewsAt })
                  : t('current.renewsOn', { date: renewsAt })}
          </p>
          {subscription.premiumInsightsUntil && (
            <p className="text-sm text-text-muted">
              {t('premium.activeUntil', { date: format.date(subscription.premiumInsightsUntil) })}
            </p>
          )}
        </div>
        <HandlesMeter used={subscription.handlesUsed} limit={subscription.handlesLimit} />
        {isPaid && (
          <div className="flex flex-wrap gap-2">
            {subscription.cancelAtPeriodEnd ? (
              <Button variant="secondary" onClick={onResume} isLoading={isResuming} {...lockedProps}>
                {t('current.resume')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={onCancel} {...lockedProps}>
                {t('current.cancel')}
              </Button>
            )}
            <Button variant="ghost" onClick={onDowngrade} {...lockedProps}>
              {t('current.downgradeNow')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
