import type { TAffiliateAdStatus } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/Badge';

const TONE: Readonly<Record<TAffiliateAdStatus, BadgeTone>> = {
  draft: 'accent',
  active: 'success',
  paused: 'warning',
  ended: 'neutral',
};

/** An ad's status as a badge: the word carries it, the colour only helps. */
export function AdStatusBadge({ status }: { status: TAffiliateAdStatus }) {
  const { t } = useTranslation('marketing');
  return (
    <Badge tone={TONE[status]} hasDot>
      {t(`status.${status}`)}
    </Badge>
  );
}
