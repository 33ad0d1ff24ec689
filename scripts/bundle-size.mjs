// The JavaScript a first visit to the dashboard downloads before it can show anything, gzipped,
// measured on the built web app (apps/web/dist): index.html's module script, everything it
// preloads or imports statically, and the dashboard route's own lazily loaded chunk with its
// preloaded dependencies. Prints the figure; exits non-zero above the budget (issue #4: 170 KB, lowered as it shrinks).
//   node scripts/bundle-size.mjs [distDir]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 165;

const root = fileURLToPath(new URL('..', import.meta.url));

/** Static `import … from "./x.js"` and bare `import "./x.js"` of a built chunk (not `import()`). */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["']([^"']+\.js)["']/g)) {
    found.add(match[1]);
  }
  return found;
}

/** The files of Vite's preload map (`__vite__mapDeps`), in order, as paths under dist. */
function preloadMap(code) {
  const match = /m\.f\s*\|\|\s*\(\s*m\.f\s*=\s*(\[[^\]]*\])/.exec(code);
  return match ? JSON.parse(match[1].replaceAll("'", '"')) : [];
}

/**
 * The index route's chunk and its preloaded dependencies, read from the router in the entry:
 * `index:!0,lazy:…import("./X.js")…__vite__mapDeps([i,…])`. Empty when the pattern is not found.
 */
function dashboardRouteFiles(entryCode, entryDir, distDir) {
  const route =
    /index:!0,lazy:[\s\S]{0,400}?import\(["']([^"']+\.js)["']\)(?:[\s\S]{0,200}?__vite__mapDeps\(\[([\d,]*)\]\))?/.exec(
      entryCode,
    );
  if (!route?.[1]) return [];
  const files = [resolve(entryDir, route[1])];
  const map = preloadMap(entryCode);
  for (const index of (route[2] ?? '').split(',').filter(Boolean)) {
    const dep = map[Number(index)];
    if (dep?.endsWith('.js')) files.push(join(distDir, dep));
  }
  return files;
}

export function measureBundle(distDir = join(root, 'apps/web/dist')) {
  const htmlPath = join(distDir, 'index.html');
  if (!existsSync(htmlPath))
    throw new Error(`${relative(root, htmlPath)} is missing: build the web app first`);
  const html = readFileSync(htmlPath, 'utf8');
  // The build moves Vite's entry and module preload tags into index.html's first script (see
  // apps/web/build/prerender.ts), which loads them itself.
  const app = /var app = (\{.*?\});/.exec(html)?.[1];
  if (!app) throw new Error("index.html's first script names no app scripts");
  const { entry, preload } = JSON.parse(app);
  const toFile = (url) => join(distDir, url.replace(/^\//, ''));
  const entryFile = toFile(entry);
  const preloads = preload.map(toFile);

  const sizes = new Map();
  const visit = (file) => {
    if (sizes.has(file)) return;
    const code = readFileSync(file);
    sizes.set(file, gzipSync(code, { level: 9 }).length);
    for (const spec of staticImports(code.toString('utf8'))) visit(resolve(dirname(file), spec));
  };
  for (const file of [entryFile, ...preloads]) visit(file);
  const entryBytes = [...sizes.values()].reduce((sum, n) => sum + n, 0);

  const routeFiles = dashboardRouteFiles(readFileSync(entryFile, 'utf8'), dirname(entryFile), distDir);
  for (const file of routeFiles) visit(file);
  const totalBytes = [...sizes.values()].reduce((sum, n) => sum + n, 0);

  const files = [...sizes.entries()]
    .map(([file, bytes]) => ({ file: relative(distDir, file), bytes }))
    .sort((a, b) => b.bytes - a.bytes);
  return { entryBytes, totalBytes, hasRoute: routeFiles.length > 0, files };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints each file and the total; returns whether the total is over the budget. */
export function printBundleSize(distDir) {
  const { entryBytes, totalBytes, hasRoute, files } = measureBundle(distDir);
  console.log('\nInitial JavaScript of the dashboard route (gzip):');
  for (const { file, bytes } of files) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
  console.log(`  entry and its preloads: ${kb(entryBytes)}`);
  if (!hasRoute) console.log('  (the dashboard route chunk was not found in the router; entry only)');
  const isOver = totalBytes > BUDGET_KB * 1024;
  console.log(`${isOver ? '✗' : '✓'} initial JavaScript: ${kb(totalBytes)} of ${BUDGET_KB} KB budget`);
  return isOver;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const isOver = printBundleSize(process.argv[2] ? resolve(process.argv[2]) : undefined);
  process.exit(isOver ? 1 : 0);
}
