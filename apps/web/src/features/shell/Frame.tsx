import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguagePicker } from './LanguagePicker';
import { LogoMark } from './LogoMark';
import { ThemeToggle } from './ThemeToggle';

/** The minimal frame around every page until the full application shell arrives. */
export function Frame() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm shadow-md focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {t('app.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-border border-b bg-background/80 backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            to="/"
            aria-label={t('app.homeLink')}
            className="focus-ring -mx-1 flex items-center gap-2 rounded-md px-1 py-1 font-semibold text-text tracking-tight"
          >
            <LogoMark />
            <span>{t('app.name')}</span>
          </Link>
          <div className="flex items-center gap-1">
            <LanguagePicker />
            <ThemeToggle />
          </div>
        </div>
      </header>
      {/* biome-ignore lint/correctness/useUniqueElementIds: the one <main>, target of the skip link */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-border border-t">
        <div className="metric mx-auto max-w-6xl px-4 py-6 text-text-muted text-xs sm:px-6">
          {t('footer.copyright', { year })}
        </div>
      </footer>
    </div>
  );
}
