import type { TAdPublisher } from '@creatorscope/contracts';
import { Ellipsis, Flag, TicketPercent, UserRoundMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DropdownMenu } from '../../ui/DropdownMenu';

type PublisherActionsProps = {
  publisher: TAdPublisher;
  onCoupon: (publisher: TAdPublisher) => void;
  onRemove: (publisher: TAdPublisher) => void;
  onReport: (publisher: TAdPublisher) => void;
};

/**
 * A Write member's actions on a publisher of the ad: their coupon and removing them (while they
 * are on it), and reporting them (unless a report of theirs is open; a removed publisher's past
 * earnings can still be reported).
 */
export function PublisherActions({ publisher, onCoupon, onRemove, onReport }: PublisherActionsProps) {
  const { t } = useTranslation('ad-publishers');
  const { t: tr } = useTranslation('ad-reports');
  const isJoined = publisher.status === 'joined';
  const report = {
    label: tr('report'),
    icon: <Flag aria-hidden="true" />,
    isDestructive: true,
    onSelect: () => onReport(publisher),
  };
  return (
    <DropdownMenu
      entries={[
        ...(isJoined
          ? [
              {
                label: publisher.couponCode ? t('coupon.change') : t('coupon.set'),
                icon: <TicketPercent aria-hidden="true" />,
                onSelect: () => onCoupon(publisher),
              },
              { type: 'separator' as const },
            ]
          : []),
        ...(publisher.openReportId ? [] : [report]),
        ...(isJoined
          ? [
              {
                label: t('remove.action'),
                icon: <UserRoundMinus aria-hidden="true" />,
                isDestructive: true,
                onSelect: () => onRemove(publisher),
              },
            ]
          : []),
      ]}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={t('actionsFor', { name: publisher.name })}>
          <Ellipsis aria-hidden="true" />
        </Button>
      }
    />
  );
}
