import type { Plugin } from 'vite';

/**
 * A page's code and texts are fetched only once the app has started and matched the route, one
 * round trip after another (entry → page chunk → page texts). On a slow phone link each trip
 * costs hundreds of milliseconds before the first words show. index.html's first script asks for
 * the current route's chunk and translation files at once, in parallel with the entry, from this
 * table, which the build fills in with the hashed file names.
 */
export type RoutePreload = { path: string; module: string; namespaces: readonly string[] };

/**
 * The sidebar's pages (spec section 2) and the public terms page; each page's module and the
 * namespaces it reads first.
 */
export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  { path: '/', module: 'src/features/dashboard/DashboardPage.tsx', namespaces: ['dashboard'] },
  {
    path: '/insights/bookmarks',
    module: 'src/features/bookmarks/BookmarksPage.tsx',
    namespaces: ['bookmarks'],
  },
  { path: '/insights/creators', module: 'src/features/creators/CreatorsPage.tsx', namespaces: ['creators'] },
  {
    path: '/insights/discover',
    module: 'src/features/insights/DiscoverPage.tsx',
    namespaces: ['insights'],
  },
  {
    path: '/insights/saved-links',
    module: 'src/features/shared-links/SavedLinksPage.tsx',
    namespaces: ['reports', 'insights'],
  },
  {
    path: '/insights/top-performers/requirements',
    module: 'src/features/top-performers/RequirementsPage.tsx',
    namespaces: ['reports', 'insights'],
  },
  {
    path: '/creator-hub/profile',
    module: 'src/features/publishers/PublisherProfilePage.tsx',
    namespaces: ['insights'],
  },
  { path: '/creator-hub/offers', module: 'src/features/publishers/MyOffersPage.tsx', namespaces: [] },
  {
    path: '/marketing/affiliate-ads',
    module: 'src/features/affiliate-ads/AffiliateAdsPage.tsx',
    namespaces: ['marketing'],
  },
  {
    path: '/insights/plans-and-billing',
    module: 'src/features/billing/PlansPage.tsx',
    namespaces: ['billing'],
  },
  { path: '/auth/terms-and-conditions', module: 'src/features/auth/TermsPage.tsx', namespaces: [] },
];

/** What a chunk of the bundle tells about itself (a subset of Rollup's OutputChunk). */
export type BundleChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
};
type BundleEntry = BundleChunk | { type: 'asset'; fileName: string };

/** Path → the files to preload for it: the page's chunk with every chunk it imports statically. */
export type PreloadTable = Record<string, { js: string[]; ns: readonly string[] }>;

export function preloadTable(
  bundle: Record<string, BundleEntry>,
  routes: readonly RoutePreload[],
  base = '/',
): PreloadTable {
  const chunks = Object.values(bundle).filter((entry): entry is BundleChunk => entry.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The entry's own imports are on their way already, listed by Vite in index.html.
  const loading = new Set<string>();
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName) || loading.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, loading);
  const table: PreloadTable = {};
  for (const route of routes) {
    const page = chunks.find((chunk) =>
      chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${route.module}`),
    );
    // A renamed or moved page fails the build here rather than quietly losing its preload.
    if (!page) throw new Error(`route-preloads: no chunk for ${route.module} (route ${route.path})`);
    const files = new Set<string>();
    closure(page.fileName, files);
    table[route.path] = { js: [...files].map((file) => `${base}${file}`), ns: route.namespaces };
  }
  return table;
}

/** The placeholder in index.html's first script that the build replaces with the table. */
export const PRELOADS_PLACEHOLDER = '/*ROUTE_PRELOADS*/ {}';

export function routePreloads(routes: readonly RoutePreload[] = ROUTE_PRELOADS): Plugin {
  return {
    name: 'creatorscope:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        if (!html.includes(PRELOADS_PLACEHOLDER)) {
          throw new Error(`route-preloads: index.html lacks ${PRELOADS_PLACEHOLDER}`);
        }
        const table = preloadTable(context.bundle as Record<string, BundleEntry>, routes);
        return html.replace(PRELOADS_PLACEHOLDER, JSON.stringify(table));
      },
    },
  };
}
