// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Import, importCircles, importsBelow, importsOf } from '@creatorscope/import-graph';
import { describe, expect, it } from 'vitest';

/**
 * Issue #16: a feature is a door, not a hallway. Other code reaches `features/<x>/` only through
 * `features/<x>/index.ts`, so a feature can move its files without breaking its neighbours, and
 * what it offers is one file to read. There is no list of exceptions; there are two rules for
 * where code sits:
 *
 * - `routes/` may `import()` a feature's page file (`features/<x>/<Name>Page.tsx`) for a lazy
 *   route. Code splitting needs the page as the chunk's entry: through index.ts, every page would
 *   share one chunk, and build/route-preloads.ts finds a route's chunk by its page file.
 * - The kernel (`app/`) and the code every feature builds on (`shared/`, `ui/`, `lib/`, `i18n/`,
 *   `theme/`) import no feature and not `routes/`: features stand on them, never the other way.
 */

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** Folders below every feature: they may not import one. */
const FLOORS = ['app', 'shared', 'ui', 'lib', 'i18n', 'theme'];
const FRONT_DOOR = /^features\/[^/]+\/index\.tsx?$/;
const LAZY_PAGE = /^features\/[^/]+\/[A-Z]\w*Page\.tsx$/;

const featureOf = (path: string): string | null => {
  const [top, name] = path.split('/');
  return top === 'features' && name ? name : null;
};

/** Why `entry` breaks the rules above, or null when it keeps them. */
function brokenRule({ from, to, isDynamic }: Pick<Import, 'from' | 'to' | 'isDynamic'>): string | null {
  const target = featureOf(to);
  const top = from.split('/')[0] ?? '';
  if (FLOORS.includes(top) && (target || to.startsWith('routes/'))) {
    return `${top}/ is below the features: it may not import ${to}`;
  }
  if (!target || featureOf(from) === target || FRONT_DOOR.test(to)) return null;
  if (top === 'routes' && isDynamic && LAZY_PAGE.test(to)) return null;
  return `reaches into ${to}: import features/${target}/index.ts instead`;
}

const allImports = importsBelow(srcDir);

describe('imports between features', () => {
  it('reach another feature only through its index.ts, and the kernel and shared code reach none', () => {
    const broken = allImports.flatMap((entry) => {
      const why = brokenRule(entry);
      return why ? [`${entry.from}:${entry.line} ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('close no circle: a feature index re-exporting a file that imports the importer back is one', () => {
    expect(importCircles(allImports).map((circle) => circle.join(' -> '))).toEqual([]);
  });

  it('are all seen: the walk finds the routes, the feature doors and the lazy pages', () => {
    expect(allImports.some((entry) => entry.from === 'routes/routes.tsx' && entry.isDynamic)).toBe(true);
    expect(allImports.some((entry) => FRONT_DOOR.test(entry.to))).toBe(true);
  });

  it('are refused when they reach into another feature, whatever the form of the import', () => {
    const file = join(srcDir, 'features/labels/Example.tsx');
    const source = [
      "import { BookmarkGrid } from '../bookmarks/BookmarkGrid';",
      "export { ShareButton } from '../shared-links/ShareButton';",
      "const lazy = () => import('../insights/DiscoverPage');",
    ].join('\n');
    const reasons = importsOf(srcDir, file, source).map(brokenRule);
    expect(reasons).toHaveLength(3);
    expect(reasons.every(Boolean)).toBe(true);
  });

  it('let routes/ load a page lazily, but not import one statically or reach other files', () => {
    const lazyPage = { from: 'routes/routes.tsx', to: 'features/insights/DiscoverPage.tsx' };
    expect(brokenRule({ ...lazyPage, isDynamic: true })).toBeNull();
    expect(brokenRule({ ...lazyPage, isDynamic: false })).not.toBeNull();
    expect(
      brokenRule({ from: 'routes/routes.tsx', to: 'features/insights/api.ts', isDynamic: true }),
    ).not.toBeNull();
  });

  it("keep the kernel below the features, even through a feature's index.ts", () => {
    expect(
      brokenRule({ from: 'app/QueryState.tsx', to: 'features/auth/index.ts', isDynamic: false }),
    ).not.toBeNull();
    expect(
      brokenRule({ from: 'shared/creators/TierBadge.tsx', to: 'routes/nav.ts', isDynamic: false }),
    ).not.toBeNull();
  });
});
