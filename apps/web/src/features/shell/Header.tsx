import { LogIn, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openLoginModal } from '../../app/login-modal-store';
import { useCurrentOrgId, useIsSignedIn } from '../../app/session-store';
import { useIsDesktop } from '../../app/use-is-desktop';
import { useDisplayPreferences } from '../../theme/use-display-preferences';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { CreditsBadge } from '../credits';
import { CustomizerButton } from './CustomizerButton';
import { DeferredLanguagePicker } from './DeferredLanguagePicker';
import { DeferredNotifications } from './DeferredNotifications';
import { DeferredProfileMenu } from './DeferredProfileMenu';
import { HomeLink } from './HomeLink';
import { HorizontalNav } from './HorizontalNav';
import { ThemeToggle } from './ThemeToggle';

const NAVBAR_CLASSES = {
  sticky: 'sticky top-0 border-border border-b bg-background/85 backdrop-blur-md',
  // Detached from the edges: a rounded bar that floats over the page as it scrolls.
  floating: 'sticky top-3 mx-3 mt-3 rounded-xl border border-border bg-surface/90 shadow-md backdrop-blur-md',
  static: 'relative border-border border-b bg-background',
} as const;

type HeaderProps = {
  /** Opens the navigation drawer (under 1024 px). */
  onOpenDrawer: () => void;
  isDrawerOpen: boolean;
};

/**
 * The top bar: the menu button, the logo when no sidebar shows it, credits, notifications, language,
 * theme, the customizer and Login or the profile menu. In the horizontal menu it carries the menu too.
 */
export function Header({ onOpenDrawer, isDrawerOpen }: HeaderProps) {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const hasOrg = Boolean(useCurrentOrgId());
  const menu = useDisplayPreferences((state) => state.menu);
  const navbar = useDisplayPreferences((state) => state.navbar);
  const sidebar = useDisplayPreferences((state) => state.sidebar);
  const setPreference = useDisplayPreferences((state) => state.setPreference);
  const isDesktop = useIsDesktop();
  const isHorizontal = menu === 'horizontal';
  const isSidebarShown = isDesktop && !isHorizontal && sidebar === 'open';

  return (
    <header className={cn('z-40', NAVBAR_CLASSES[navbar])}>
      <div className="flex h-14 items-center justify-between gap-2 px-3 sm:gap-4 sm:px-5">
        <div className="flex min-w-0 items-center gap-2">
          {!isDesktop && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('shell.openMenu')}
              aria-expanded={isDrawerOpen}
              aria-haspopup="dialog"
              onClick={onOpenDrawer}
            >
              <Menu aria-hidden="true" />
            </Button>
          )}
          {isDesktop && !isHorizontal && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={isSidebarShown ? t('shell.hideSidebar') : t('shell.showSidebar')}
              onClick={() => setPreference('sidebar', isSidebarShown ? 'closed' : 'open')}
            >
              {isSidebarShown ? (
                <PanelLeftClose aria-hidden="true" className="rtl:-scale-x-100" />
              ) : (
                <PanelLeftOpen aria-hidden="true" className="rtl:-scale-x-100" />
              )}
            </Button>
          )}
          {!isSidebarShown && <HomeLink nameClassName="max-sm:sr-only" />}
        </div>
        <div className="flex min-w-0 items-center gap-1">
          {isSignedIn && hasOrg && <CreditsBadge />}
          {isSignedIn && hasOrg && <DeferredNotifications />}
          <DeferredLanguagePicker />
          <ThemeToggle />
          <CustomizerButton />
          {isSignedIn ? (
            <DeferredProfileMenu />
          ) : (
            <Button size="sm" onClick={() => openLoginModal()} className="ms-1">
              <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
              {t('header.login')}
            </Button>
          )}
        </div>
      </div>
      {isDesktop && isHorizontal && <HorizontalNav />}
    </header>
  );
}
