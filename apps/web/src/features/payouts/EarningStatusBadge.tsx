import type { TEarningStatus } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/Badge';

const TONES: Readonly<Record<TEarningStatus, BadgeTone>> = {
  pending: 'accent',
  held: 'warning',
  available: 'success',
  reversed: 'danger',
};

/** An earning's state: pending (holding period), held (under review), available, reversed. */
export function EarningStatusBadge({ status }: { status: TEarningStatus }) {
  const { t } = useTranslation('earnings');
  return (
    <Badge tone={TONES[status]} hasDot>
      {t(`status.${status}`)}
    </Badge>
  );
}
