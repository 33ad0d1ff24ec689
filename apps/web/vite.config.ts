import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { fontPreload } from './build/font-preload';
import { prerender } from './build/prerender';
import { routePreloads } from './build/route-preloads';

const API_ORIGIN = 'http://localhost:3000';

/** Libraries that change rarely get their own long-cached chunks; everything else follows the routes. */
const VENDOR_CHUNKS: ReadonlyArray<readonly [chunk: string, packages: readonly string[]]> = [
  ['react', ['react', 'react-dom', 'scheduler']],
  ['router', ['react-router']],
  // Not here on purpose: TanStack Query, i18next and Radix. A vendor chunk holds every part any page
  // uses, so the first download would carry the mutations, <Trans> and every Radix primitive of
  // lazily loaded screens; left to Rollup, those parts follow the screens that use them.
  // Kept apart from the contracts chunk: the entry needs a few constants, only forms need zod.
  ['zod', ['zod']],
];

function vendorChunk(id: string): string | undefined {
  const path = id.replaceAll('\\', '/');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  const pkg = match?.[1];
  if (!pkg) return undefined;
  for (const [chunk, packages] of VENDOR_CHUNKS) {
    if (packages.some((name) => pkg === name || pkg.startsWith(`${name}/`))) return chunk;
  }
  return undefined;
}

/**
 * Brotli (quality 11) and gzip copies of the text files the browser fetches, served as they are by
 * the server (@fastify/static's preCompressed). Not index.html, which the prerender rewrites after
 * this runs and the server compresses itself; not for the prerender's own server build.
 */
const precompressed: Plugin = {
  ...compression({ include: /\.(js|css|json|svg)$/, threshold: 1024, logLevel: 'silent' }),
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
};

// Anchored patterns, so that a page such as /developers is not sent to the API by the '/dev' rule.
const proxy = {
  '^/api(/|$)': { target: API_ORIGIN, changeOrigin: true },
  '^/health(/|\\?|$)': { target: API_ORIGIN, changeOrigin: true },
  '^/dev(/|$)': { target: API_ORIGIN, changeOrigin: true },
};

/**
 * React Router's package exports only its development build (dev warnings on: route checks at
 * start-up, warnings while routing); the production build ships beside it and is the one to serve.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), routePreloads(), fontPreload(), prerender(), precompressed],
  resolve: {
    // Workspace packages expose their TypeScript through the 'source' condition: no build step in dev.
    conditions: ['source', ...defaultClientConditions],
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments that Rollup cannot place; they are harmless and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        manualChunks: vendorChunk,
      },
    },
  },
}));
