import type { TNotification } from '@creatorscope/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { hasPaymentItem, useNotificationText } from './notification-text';
import { formatNotificationTime, notificationTime } from './notification-time';

type NotificationItemProps = {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
  onDismiss: (notification: TNotification) => void;
};

/** One notification: title, description and time; opens its path when it has one; × dismisses it. */
export function NotificationItem({ notification, onOpen, onDismiss }: NotificationItemProps) {
  const { t } = useTranslation();
  const { title, description } = useNotificationText(hasPaymentItem(notification))(notification);
  const shownAt = notificationTime(notification.createdAt);
  const content = (
    <>
      <span className="block font-medium text-sm text-text">{title}</span>
      {description && (
        <span className="mt-0.5 line-clamp-2 block text-text-muted text-xs">{description}</span>
      )}
      <span className="metric mt-1 block text-text-muted text-xs">
        <time dateTime={shownAt.toISOString()} dir="ltr">
          {formatNotificationTime(notification.createdAt)}
        </time>
      </span>
    </>
  );

  return (
    <li className="flex items-start gap-1 px-2 py-1">
      {notification.path ? (
        <button
          type="button"
          onClick={() => onOpen(notification)}
          className="focus-ring min-w-0 flex-1 rounded-md px-2 py-1.5 text-start transition-colors hover:bg-surface-muted"
        >
          {content}
        </button>
      ) : (
        <div className="min-w-0 flex-1 px-2 py-1.5">{content}</div>
      )}
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={() => onDismiss(notification)}
        aria-label={t('notifications.dismiss', { title })}
        title={t('notifications.dismissShort')}
        className="mt-1 shrink-0"
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
