import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import './styles/index.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, hideAppLoader, whenIdle } from './features/shell';
import { i18n, initI18n } from './i18n/i18n';
import { MESSAGES_NAMESPACE } from './i18n/messages';
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
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // The messages catalog (validation and server messages) is wanted only once something fails:
  // fetched when the browser has nothing else to do, not with the first screen.
  void translations.then(() => whenIdle(() => void i18n.loadNamespaces(MESSAGES_NAMESPACE)));
  if (prerendered === null) {
    createRoot(container).render(app);
    hideAppLoader();
    return;
  }
  // The first screen is on show already, rendered by the same components: the app hydrates it
  // (keeps its DOM and attaches to it) once it can render the page itself, with texts and page code
  // in, so that its first render matches. Hydration yields to the browser as it goes. A failure to
  // load is shown by the app's own error states, so it does not hold the start back; a mismatch
  // makes React render the page afresh, as it would have without the prerender.
  const namespaces = prerendered.split(' ').filter(Boolean);
  await Promise.allSettled([translations.then(() => i18n.loadNamespaces(namespaces)), whenRouterReady()]);
  hydrateRoot(container, app);
}

void start();
