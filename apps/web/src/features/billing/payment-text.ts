import type { TPaymentStatus } from '@creatorscope/contracts';
import type { BadgeTone } from '../../ui/Badge';

export const STATUS_TONES: Record<TPaymentStatus, BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  refunded: 'accent',
};
