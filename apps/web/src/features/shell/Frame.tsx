import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useIsDesktop } from '../../app/use-is-desktop';
import { useDisplayPreferences } from '../../theme/use-display-preferences';
import { cn } from '../../ui/cn';
import { LoginModalHost, SessionBridge } from '../auth';
import { SupportLauncher } from '../support';
import { whenIdle } from './Deferred';
import { Header } from './Header';
import { RouteTransition } from './RouteTransition';
import { ScrollToTopButton } from './ScrollToTopButton';
import { Sidebar } from './Sidebar';

// The drawer brings Radix Dialog: fetched when the browser is idle on a narrow screen, not with the page.
const loadDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileNavDrawer }));

/**
 * The frame around every page (spec section 2): skip link, sidebar (or drawer, or horizontal menu),
 * header, the page with its router transition, footer; and the session machinery.
 */
export function Frame() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const menu = useDisplayPreferences((state) => state.menu);
  const layout = useDisplayPreferences((state) => state.layout);
  const sidebar = useDisplayPreferences((state) => state.sidebar);
  const isDesktop = useIsDesktop();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [hasDrawer, setHasDrawer] = useState(false);
  const isSidebarShown = isDesktop && menu !== 'horizontal' && sidebar === 'open';
  const openDrawer = useCallback(() => {
    setHasDrawer(true);
    setIsDrawerOpen(true);
  }, []);

  useEffect(() => {
    if (!isDesktop) return whenIdle(() => void loadDrawer());
  }, [isDesktop]);

  return (
    <div className={cn('min-h-dvh', layout === 'box' && 'bg-surface-muted lg:px-6')}>
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm shadow-md focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {t('app.skipToContent')}
      </a>
      <SessionBridge />
      <div
        className={cn(
          'flex min-h-dvh',
          // Box: the whole app in a centred frame; full: edge to edge.
          layout === 'box' && 'mx-auto max-w-[1280px] border-border bg-background shadow-sm lg:border-x',
        )}
      >
        {isSidebarShown && <Sidebar />}
        <div className="flex min-w-0 flex-1 flex-col">
          <Header onOpenDrawer={openDrawer} isDrawerOpen={isDrawerOpen} />
          {/* biome-ignore lint/correctness/useUniqueElementIds: the one <main>, target of the skip link */}
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
            <RouteTransition>
              <Outlet />
            </RouteTransition>
          </main>
          {/* A phone has no room beside the floating buttons: the page ends with their height free,
              so that at the bottom of the page they cover neither the footer nor the last content. */}
          <footer className="border-border border-t max-sm:pb-float-stack">
            <div className="metric px-4 py-5 text-text-muted text-xs sm:px-6">
              {t('footer.copyright', { year })}
            </div>
          </footer>
        </div>
      </div>
      <ScrollToTopButton />
      {/* A new page starts at its top; Back and Forward return to where the reader was. */}
      <ScrollRestoration />
      {hasDrawer && !isDesktop && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={isDrawerOpen} onOpenChange={setIsDrawerOpen} />
        </Suspense>
      )}
      <LoginModalHost />
      <SupportLauncher />
    </div>
  );
}
