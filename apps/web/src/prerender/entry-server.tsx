// Built by Vite for Node (build/prerender.ts) and run once per build: renders the first screen a
// visitor sees to HTML, so that the page shows its words before any JavaScript has run.
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setServerIsDesktop } from '../app/use-is-desktop';
import { AppProviders } from '../features/shell';

export { DESKTOP_QUERY } from '../app/use-is-desktop';

import { initReactI18next } from 'react-i18next';
import { createI18nOptions, i18n } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { TOKEN_STORAGE_KEY } from '../lib/api/session';
import { createQueryClient } from '../lib/query-client';
import { routes } from '../routes/routes';
import { STORAGE_KEYS, THEME_CONFIG } from '../theme/display-preferences';
import { THEME_STORAGE_KEY } from '../theme/theme';

/**
 * The stored values (localStorage key → accepted values) under which the browser's first render
 * equals the prerendered one: a visitor (no token) with every display preference at its default.
 * A key that is absent always qualifies; an empty list means the key must be absent.
 */
export const PRERENDER_REQUIREMENTS: Readonly<Record<string, readonly string[]>> = {
  [TOKEN_STORAGE_KEY]: [],
  [THEME_STORAGE_KEY]: [THEME_CONFIG.theme],
  [LANGUAGE_STORAGE_KEY]: [DEFAULT_LANGUAGE],
  [STORAGE_KEYS.menu]: [THEME_CONFIG.menu],
  [STORAGE_KEYS.layout]: [THEME_CONFIG.layout],
  [STORAGE_KEYS.direction]: ['ltr'],
  [STORAGE_KEYS.navbar]: [THEME_CONFIG.navbar],
  [STORAGE_KEYS.semidark]: [String(THEME_CONFIG.semidark)],
  [STORAGE_KEYS.sidebar]: [THEME_CONFIG.sidebar],
};

type PrerenderedPage = { html: string; namespaces: string[] };

let isI18nReady = false;

/** The shell's i18n instance, in the default language, from the given files instead of HTTP. */
function startI18n(resources: Record<string, Record<string, unknown>>): void {
  if (isI18nReady) return;
  isI18nReady = true;
  void i18n.use(initReactI18next).init({
    ...createI18nOptions(DEFAULT_LANGUAGE),
    ns: Object.keys(resources),
    resources: { [DEFAULT_LANGUAGE]: resources },
    initAsync: false,
  });
}

/**
 * useTranslation records the namespaces it reads in i18n.reportNamespaces, creating it when missing:
 * a fresh one per render tells this page's namespaces apart from the previous page's.
 */
function forgetUsedNamespaces(): void {
  delete i18n.reportNamespaces;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * Renders `path` as a visitor with default preferences sees it, on a wide (desktop) or narrow
 * screen. `resources` are the default language's translation files by namespace.
 */
export async function prerenderPage(
  path: string,
  resources: Record<string, Record<string, unknown>>,
  { isDesktop }: { isDesktop: boolean },
): Promise<PrerenderedPage> {
  startI18n(resources);
  forgetUsedNamespaces();
  setServerIsDesktop(isDesktop);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerendering ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient({ unexpectedMessage: () => i18n.t('errors.unexpected') });
  // The browser hydrates this with the same providers and routes (main.tsx). hydrate={false} only
  // leaves out React Router's script handing over loader data: the routes have no loaders.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const html = await readStream(prelude);
  // Its garbage-collection timers (5 minutes) would keep the build's process alive.
  queryClient.clear();
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  return { html, namespaces: used.filter((ns) => ns !== 'translation') };
}
