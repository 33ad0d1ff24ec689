import { getPlan, type TCreditPackId, type TSubscriptionView } from '@creatorscope/contracts';
import { Coins, HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

type CreditsCardProps = {
  subscription: TSubscriptionView;
  canManage: boolean;
  adminNoteId: string;
  pendingPackId: string | null;
  onBuyPack: (packId: TCreditPackId) => void;
  onRequestCredits: () => void;
};

/** The insight credits balance, the packs an Admin can buy and the form any member can send. */
export function CreditsCard({
  subscription,
  canManage,
  adminNoteId,
  pendingPackId,
  onBuyPack,
  onRequestCredits,
}: CreditsCardProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const monthly = getPlan(subscription.plan).credits;

  return (
    <Card title={t('credits.title')}>
      <div className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <div className="flex size-10 items-center justify-center rounded-lg bg-accent-muted text-accent-muted-foreground">
            <Coins aria-hidden="true" className="size-5" />
          </div>
          <div className="flex flex-col">
            <span className="metric font-semibold text-3xl text-text" data-testid="credits-balance">
              {format.number(subscription.creditsBalance)}
            </span>
            <span className="text-sm text-text-muted">
              {monthly === null
                ? t('credits.custom')
                : t('credits.perMonth', { credits: format.number(monthly) })}
            </span>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-medium text-sm text-text">{t('credits.packs')}</h3>
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
            {subscription.creditPacks.map((pack) => (
              <li key={pack.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium text-sm text-text">
                    {t('credits.pack', { credits: format.number(pack.credits) })}
                  </span>
                  <span className="metric text-text-muted text-xs">
                    {format.money(pack.price, subscription.currency)}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onBuyPack(pack.id)}
                  isLoading={pendingPackId === pack.id}
                  aria-label={t('credits.buyPack', { credits: format.number(pack.credits) })}
                  {...(canManage ? {} : { disabled: true, 'aria-describedby': adminNoteId })}
                >
                  {t('credits.buy')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
        <Button variant="ghost" onClick={onRequestCredits} className="self-start">
          <HandCoins aria-hidden="true" />
          {t('credits.request')}
        </Button>
      </div>
    </Card>
  );
}
