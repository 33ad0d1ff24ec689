// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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

type Import = {
  /** Both paths relative to src/, with '/' separators and the file's extension. */
  from: string;
  to: string;
  isDynamic: boolean;
  /** `import type`: gone from the built code, so it cannot close a loading circle. */
  isTypeOnly: boolean;
  line: number;
};

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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The file a relative specifier names, as the bundler resolves it. */
function resolveSpecifier(fromFile: string, specifier: string): string {
  const base = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find(isFile) ?? base;
}

const toSrcPath = (file: string) => relative(srcDir, file).split(sep).join('/');

/** Every `import … from`, `export … from`, `import()` and `vi.mock()` of a relative path. */
function importsOf(file: string, source: string): Import[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Import[] = [];
  const add = (node: ts.Node, specifier: string, isDynamic: boolean, isTypeOnly = false) => {
    if (!specifier.startsWith('.')) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({
      from: toSrcPath(file),
      to: toSrcPath(resolveSpecifier(file, specifier)),
      isDynamic,
      isTypeOnly,
      line: line + 1,
    });
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const isTypeOnly = ts.isImportDeclaration(node)
        ? Boolean(node.importClause?.isTypeOnly)
        : node.isTypeOnly;
      add(node, node.moduleSpecifier.text, false, isTypeOnly);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isMock = ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'mock';
      if ((isImport || isMock) && first && ts.isStringLiteralLike(first)) add(node, first.text, isImport);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const allImports = sourceFiles(srcDir).flatMap((file) => importsOf(file, readFileSync(file, 'utf8')));

/** Each circle of files that import one another as the page loads (static, non-type imports). */
function importCircles(imports: readonly Import[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const entry of imports) {
    if (entry.isDynamic || entry.isTypeOnly) continue;
    edges.set(entry.from, [...(edges.get(entry.from) ?? []), entry.to]);
  }
  const circles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const walk = (file: string) => {
    const start = path.indexOf(file);
    if (start >= 0) {
      circles.push([...path.slice(start), file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of edges.get(file) ?? []) walk(next);
    path.pop();
    done.add(file);
  };
  for (const file of edges.keys()) walk(file);
  return circles;
}

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
    const circle = importCircles([
      { from: 'a.ts', to: 'b.ts', isDynamic: false, isTypeOnly: false, line: 1 },
      { from: 'b.ts', to: 'a.ts', isDynamic: false, isTypeOnly: false, line: 1 },
    ]);
    expect(circle).toEqual([['a.ts', 'b.ts', 'a.ts']]);
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
    const reasons = importsOf(file, source).map(brokenRule);
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
