import type { TNotification } from '@creatorscope/contracts';
import { Bell, BellOff, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { DrawnText } from '../../ui/DrawnText';
import { EmptyState } from '../../ui/EmptyState';
import { Popover } from '../../ui/Popover';
import { Skeleton } from '../../ui/Skeleton';
import { NotificationItem } from './NotificationItem';
import { useNotifications } from './use-notifications';

/** The header's bell: unread count, and a 300 px panel (350 px from 640 px wide) of notifications. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const { notifications, dismiss, isPending, isError, refetch, isFetching } = useNotifications();
  const count = notifications.length;

  const open = (notification: TNotification) => {
    if (!notification.path) return;
    setIsOpen(false);
    dismiss([notification._id]);
    void navigate(notification.path);
  };

  return (
    <Popover
      open={isOpen}
      onOpenChange={setIsOpen}
      label={t('notifications.title')}
      className="w-[300px] sm:w-[350px]"
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('notifications.trigger', { count })}
          className="relative"
        >
          <Bell aria-hidden="true" />
          {count > 0 && (
            // Drawn, not written: the button's name says the count in words.
            <DrawnText
              text={count > 9 ? '9+' : count}
              className="metric absolute end-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 font-semibold text-[10px] text-accent-foreground"
            />
          )}
        </Button>
      }
    >
      <div className="flex items-center justify-between gap-2 border-border border-b px-4 py-3">
        <h2 className="font-semibold text-sm">{t('notifications.title')}</h2>
        {count > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="-me-2"
            onClick={() => dismiss(notifications.map((n) => n._id))}
          >
            {t('notifications.dismissAll')}
          </Button>
        )}
      </div>
      <div className="max-h-[min(24rem,70dvh)] overflow-y-auto">
        {isPending && !isError && (
          <ul aria-label={t('ui.loading')} className="flex flex-col gap-3 p-4">
            {[0, 1, 2].map((row) => (
              <li key={row} className="flex flex-col gap-1.5">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-24" />
              </li>
            ))}
          </ul>
        )}
        {isError && count === 0 && (
          <EmptyState
            icon={BellOff}
            tone="danger"
            title={t('notifications.errorTitle')}
            className="py-8"
            action={
              <Button variant="secondary" size="sm" onClick={() => void refetch()} isLoading={isFetching}>
                {!isFetching && <RotateCw aria-hidden="true" />}
                {t('notifications.retry')}
              </Button>
            }
          />
        )}
        {!isPending && !isError && count === 0 && (
          <EmptyState
            icon={Bell}
            title={t('notifications.emptyTitle')}
            text={t('notifications.emptyText')}
            className="py-8"
          />
        )}
        {count > 0 && (
          <ul className="divide-y divide-border py-1">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification._id}
                notification={notification}
                onOpen={open}
                onDismiss={(item) => dismiss([item._id])}
              />
            ))}
          </ul>
        )}
      </div>
    </Popover>
  );
}
