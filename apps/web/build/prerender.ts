import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defaultServerConditions, type Plugin, type ResolvedConfig } from 'vite';
import { APP_SCRIPTS_PLACEHOLDER, CONDITIONS_PLACEHOLDER, PRERENDER_PLACEHOLDER } from './placeholders';

export { APP_SCRIPTS_PLACEHOLDER, CONDITIONS_PLACEHOLDER, PRERENDER_PLACEHOLDER };

/**
 * The first screen of an SPA is blank until its JavaScript has arrived, run and fetched its texts:
 * on a phone that is seconds. The build renders the screens a visitor lands on most to HTML (with
 * the real components, in the default language, for a wide and a narrow screen) and puts them in
 * index.html as inert templates. index.html's first script decides whether the browser's own first
 * render would be the same (a visitor with the default preferences); if so the script after the
 * templates shows the matching one, and the app's scripts wait until it has painted.
 */
/** The dashboard (a visitor's welcome) and the terms, which the sign-in modal links to. */
export const PRERENDERED_PATHS: readonly string[] = ['/', '/auth/terms-and-conditions'];

/** localStorage key → accepted values (see entry-server.tsx). */
export type PrerenderRequirements = Readonly<Record<string, readonly string[]>>;

/** A screen as the build rendered it. */
export type PrerenderedScreen = {
  path: string;
  /** The media query the screen was rendered for. */
  media: string;
  html: string;
  /** The namespaces its texts come from, besides 'translation'. */
  namespaces: readonly string[];
};

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * index.html with the screens' templates in place of the placeholder, and its first script told
 * which paths have one and under which stored values they apply.
 */
export function injectPrerendered(
  html: string,
  screens: readonly PrerenderedScreen[],
  requires: PrerenderRequirements,
): string {
  for (const placeholder of [PRERENDER_PLACEHOLDER, CONDITIONS_PLACEHOLDER]) {
    if (!html.includes(placeholder)) throw new Error(`prerender: index.html lacks ${placeholder}`);
  }
  const templates = screens.map((screen) => {
    // A script inside would run once the template is shown; the first screen needs none.
    if (/<script[\s>]/i.test(screen.html)) {
      throw new Error(`prerender: the screen of ${screen.path} contains a script`);
    }
    const attributes = [
      `data-prerender="${escapeAttribute(screen.path)}"`,
      `data-media="${escapeAttribute(screen.media)}"`,
      `data-namespaces="${escapeAttribute(screen.namespaces.join(' '))}"`,
    ];
    return `<template ${attributes.join(' ')}>${screen.html}</template>`;
  });
  const conditions = { paths: [...new Set(screens.map((screen) => screen.path))], requires };
  return html
    .replace(CONDITIONS_PLACEHOLDER, () => scriptJson(conditions))
    .replace(PRERENDER_PLACEHOLDER, () => templates.join(''));
}

/** JSON that can stand in an inline script: no '</script' can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with Vite's tags for the app's entry and its imports taken out and handed to the
 * first script, which loads them at once, or after the prerendered page has painted.
 */
export function moveAppScripts(html: string): string {
  if (!html.includes(APP_SCRIPTS_PLACEHOLDER)) {
    throw new Error(`prerender: index.html lacks ${APP_SCRIPTS_PLACEHOLDER}`);
  }
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error(`prerender: expected one entry script, found ${entries.length}`);
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(APP_SCRIPTS_PLACEHOLDER, () => scriptJson({ entry: entries[0], preload }));
}

/** The default language's translation files, by namespace. */
function readResources(localesDir: string): Record<string, Record<string, unknown>> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(localesDir)) {
    if (file.endsWith('.json')) {
      resources[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(localesDir, file), 'utf8'));
    }
  }
  return resources;
}

type ServerEntry = typeof import('../src/prerender/entry-server');

/**
 * The app's modules expect a browser: a window, localStorage, matchMedia. jsdom lends them as an
 * empty visit (nothing stored, light scheme); the returned function gives the globals back.
 */
export async function installBrowserGlobals(url: string): Promise<() => void> {
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url });
  const window = dom.window as unknown as Window & typeof globalThis;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  const names = [
    'window',
    'document',
    'localStorage',
    'sessionStorage',
    'navigator',
    'matchMedia',
    'location',
  ];
  const saved = new Map(names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));
  for (const name of names) {
    Object.defineProperty(globalThis, name, {
      value: name === 'window' ? window : window[name as keyof Window],
      configurable: true,
      writable: true,
    });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    window.close();
  };
}

/** Runs `run` with the browser globals of installBrowserGlobals lent for its duration. */
async function withBrowserGlobals<T>(url: string, run: () => Promise<T>): Promise<T> {
  const restore = await installBrowserGlobals(url);
  try {
    return await run();
  } finally {
    restore();
  }
}

/** Renders PRERENDERED_PATHS after the client build and writes them into dist/index.html. */
export function prerender(paths: readonly string[] = PRERENDERED_PATHS): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'creatorscope:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The server build below loads this same config; it must not prerender in turn.
      if (config.build.ssr) return;
      const outDir = join(config.cacheDir, 'prerender');
      await build({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
        build: {
          ssr: 'src/prerender/entry-server.tsx',
          outDir,
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
        },
      });
      const resources = readResources(join(config.root, 'public/locales/en'));
      const screens: PrerenderedScreen[] = [];
      let requires: PrerenderRequirements = {};
      await withBrowserGlobals('http://localhost/', async () => {
        // Imported here: some modules read the window as they load.
        const entry: ServerEntry = await import(pathToFileURL(join(outDir, 'entry-server.mjs')).href);
        for (const path of paths) {
          // The app's breakpoint for the sidebar, and its complement.
          for (const [media, isDesktop] of [
            [entry.DESKTOP_QUERY, true],
            [`not all and ${entry.DESKTOP_QUERY}`, false],
          ] as const) {
            const page = await entry.prerenderPage(path, resources, { isDesktop });
            screens.push({ path, media, ...page });
          }
        }
        requires = entry.PRERENDER_REQUIREMENTS;
      });
      const indexPath = resolve(config.root, config.build.outDir, 'index.html');
      const html = injectPrerendered(readFileSync(indexPath, 'utf8'), screens, requires);
      writeFileSync(indexPath, moveAppScripts(html));
    },
  };
}
