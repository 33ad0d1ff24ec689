import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoginModalHost } from '../auth/LoginModalHost';
import { SessionBridge } from '../auth/SessionBridge';
import { Header } from './Header';

/** The frame around every page: skip link, header, the page, footer; and the session machinery. */
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
      <SessionBridge />
      <Header />
      {/* biome-ignore lint/correctness/useUniqueElementIds: the one <main>, target of the skip link */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-border border-t">
        <div className="metric mx-auto max-w-6xl px-4 py-6 text-text-muted text-xs sm:px-6">
          {t('footer.copyright', { year })}
        </div>
      </footer>
      <LoginModalHost />
    </div>
  );
}
