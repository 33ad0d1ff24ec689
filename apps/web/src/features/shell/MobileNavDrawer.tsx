import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Sheet } from '../../ui/Sheet';
import { HomeLink } from './HomeLink';
import { SidebarNav } from './SidebarNav';

type MobileNavDrawerProps = {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * The sidebar under 1024 px: a drawer from the start edge (the right in Arabic) with focus trapped
 * inside; Escape or an outside tap closes it, and so does following a link (spec section 2).
 */
export function MobileNavDrawer({ open, onOpenChange }: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // Also covers navigation that does not come from a click in the drawer (a notification, Back).
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="start"
      title={t('nav.label')}
      isTitleHidden
      header={<HomeLink />}
      className="w-[min(260px,calc(100vw-3rem))] bg-background"
      isSemidarkScope
    >
      <nav aria-label={t('nav.label')}>
        <SidebarNav onNavigate={() => onOpenChange(false)} />
      </nav>
    </Sheet>
  );
}
