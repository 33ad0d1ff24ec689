import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { openLoginModal } from '../auth/login-modal-store';
import { useIsSignedIn, useSessionStore } from '../auth/store';
import { NotificationsMenu } from '../notifications/NotificationsMenu';
import { CreditsBadge } from '../payout/CreditsBadge';
import { LanguagePicker } from './LanguagePicker';
import { LogoMark } from './LogoMark';
import { ProfileMenu } from './ProfileMenu';
import { ThemeToggle } from './ThemeToggle';

/** The sticky top bar: logo, credits, notifications, language, theme, and Login or the profile menu. */
export function Header() {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const hasOrg = useSessionStore((state) => Boolean(state.org?._id));

  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          to="/"
          aria-label={t('app.homeLink')}
          className="focus-ring -mx-1 flex shrink-0 items-center gap-2 rounded-md px-1 py-1 font-semibold text-text tracking-tight"
        >
          <LogoMark />
          <span className="hidden sm:inline">{t('app.name')}</span>
        </Link>
        <div className="flex min-w-0 items-center gap-1">
          {isSignedIn && hasOrg && <CreditsBadge />}
          {isSignedIn && hasOrg && <NotificationsMenu />}
          <LanguagePicker />
          <ThemeToggle />
          {isSignedIn ? (
            <ProfileMenu />
          ) : (
            <Button size="sm" onClick={() => openLoginModal()} className="ms-1">
              <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
              {t('header.login')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
