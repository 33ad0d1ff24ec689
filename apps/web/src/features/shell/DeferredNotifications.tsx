import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Deferred } from './Deferred';

// Each header control built on Radix (select, popover, menu) loads when the browser is idle or the
// pointer reaches it; until then a look-alike button from the entry's own code stands in.
const loadNotifications = async () => (await import('../notifications')).NotificationsMenu;

export function DeferredNotifications() {
  const { t } = useTranslation();
  return (
    <Deferred
      load={loadNotifications}
      fallback={
        <Button variant="ghost" size="icon" aria-label={t('notifications.title')}>
          <Bell aria-hidden="true" />
        </Button>
      }
    />
  );
}
