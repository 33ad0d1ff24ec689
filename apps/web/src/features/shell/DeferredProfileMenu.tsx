import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../app/session-store';
import { Button } from '../../ui/Button';
import { Deferred } from './Deferred';
import { UserAvatar } from './UserAvatar';

// Each header control built on Radix (select, popover, menu) loads when the browser is idle or the
// pointer reaches it; until then a look-alike button from the entry's own code stands in.
const loadProfileMenu = async () => (await import('./ProfileMenu')).ProfileMenu;

export function DeferredProfileMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  return (
    <Deferred
      load={loadProfileMenu}
      fallback={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('header.accountMenu', { name: user?.name ?? '' })}
          className="rounded-full"
        >
          <UserAvatar name={user?.name} email={user?.email} />
        </Button>
      }
    />
  );
}
