import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { useInsightStats } from './use-insight-stats';

/** 'Remaining Credits' in the header, only while the credits are known (spec section 2). */
export function CreditsBadge() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data } = useInsightStats();
  const credits = data?.insightsCredits;
  if (credits === null || credits === undefined) return null;

  return (
    <Badge tone="accent" className="gap-1.5" title={t('header.remainingCredits')}>
      <Coins aria-hidden="true" className="size-3.5" />
      <span className="sr-only sm:not-sr-only">{t('header.remainingCredits')}</span>
      <span className="metric font-semibold">{format.number(credits)}</span>
    </Badge>
  );
}
