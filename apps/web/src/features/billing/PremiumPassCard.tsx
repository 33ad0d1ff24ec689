import { PREMIUM_PASS_DAYS, type TSubscriptionView } from '@creatorscope/contracts';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { hasFeature } from './has-feature';

type PremiumPassCardProps = {
  subscription: TSubscriptionView;
  canManage: boolean;
  adminNoteId: string;
  isPending: boolean;
  onBuy: () => void;
};

/** The premium insights pass: 30 days of premium insights for a plan that lacks them. */
export function PremiumPassCard({
  subscription,
  canManage,
  adminNoteId,
  isPending,
  onBuy,
}: PremiumPassCardProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const isIncluded = hasFeature(subscription.plan, 'insightsPremium');
  const until = subscription.premiumInsightsUntil;

  return (
    <Card
      title={t('premium.title')}
      description={t('premium.description', { days: PREMIUM_PASS_DAYS })}
      actions={
        isIncluded ? (
          <Badge tone="success">{t('premium.included')}</Badge>
        ) : until ? (
          <Badge tone="accent">{t('premium.active')}</Badge>
        ) : undefined
      }
    >
      {isIncluded ? (
        <p className="text-sm text-text-muted">{t('premium.includedText')}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col">
            <span className="metric font-semibold text-text text-xl">
              {format.money(subscription.premiumPassPrice, subscription.currency)}
            </span>
            <span className="text-sm text-text-muted">
              {until
                ? t('premium.activeUntil', { date: format.date(until) })
                : t('premium.oneOff', { days: PREMIUM_PASS_DAYS })}
            </span>
          </div>
          <Button
            onClick={onBuy}
            isLoading={isPending}
            {...(canManage ? {} : { disabled: true, 'aria-describedby': adminNoteId })}
          >
            <Sparkles aria-hidden="true" />
            {until ? t('premium.extend') : t('premium.buy')}
          </Button>
        </div>
      )}
    </Card>
  );
}
