import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import './styles/index.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './features/shell/AppProviders';
import { hideAppLoader } from './features/shell/app-loader';
import { i18n, initI18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { router } from './routes/router';
import { startDisplayPreferences } from './theme/use-display-preferences';

// Start fetching the translations now; components below suspend until they have arrived.
const translations = initI18n();
// After i18n, whose language handler sets <html dir> from the language before ours applies the override.
startDisplayPreferences(i18n);

const queryClient = createQueryClient({ unexpectedMessage: () => i18n.t('errors.unexpected') });

/** index.html's first script adds this module to the page, which may not all be parsed yet. */
function whenParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  await whenParsed();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  /** The namespaces of the prerendered first screen index.html shows, or null when it shows none. */
  const prerendered = container.getAttribute('data-prerendered');
  const root = createRoot(container);
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (prerendered === null) {
    root.render(app);
    hideAppLoader();
    return;
  }
  // The first screen is on show already: the app replaces it once it can render the page itself
  // (texts and page code in), so that no loading state comes between. A failure to load is shown
  // by the app's own error states, so it does not hold the start back.
  const namespaces = prerendered.split(' ').filter(Boolean);
  await Promise.allSettled([translations.then(() => i18n.loadNamespaces(namespaces)), whenRouterReady()]);
  // The screen is on show, so the render need not hurry: as a transition it yields to the browser
  // every few milliseconds instead of holding the main thread until it is done.
  startTransition(() => root.render(app));
}

void start();
