import type { TFollowerRange } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';

/** The follower tier (nano … mega); a dash below 1,000 followers, where no tier applies. */
export function TierBadge({ tier }: { tier: TFollowerRange | null }) {
  const { t } = useTranslation('insights');
  if (!tier) return <span className="text-text-muted">{t('common.none')}</span>;
  return (
    <Badge tone={tier === 'mega' || tier === 'macro' ? 'accent' : 'neutral'}>{t(`tiers.${tier}`)}</Badge>
  );
}
