import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/*
 * The import graph of one source folder, for the tests that hold the shape of the code (the
 * server's module doors, the web app's feature doors). Only relative imports are followed:
 * packages are not part of the shape.
 */

export type Import = {
  /** Both paths relative to the walked folder, with '/' separators and the file's extension. */
  from: string;
  to: string;
  isDynamic: boolean;
  /** `import type`: gone from the built code, so it cannot close a loading circle. */
  isTypeOnly: boolean;
  line: number;
};

/** Every .ts and .tsx file below `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * The file a relative specifier names, as the bundler or Node resolves it: with or without an
 * extension, a folder's index, or a `.js` specifier naming its `.ts` source (NodeNext style).
 */
function resolveSpecifier(fromFile: string, specifier: string): string {
  const base = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  const stem = base.replace(/\.js$/, '');
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find(isFile) ?? base;
}

/**
 * Every `import … from`, `export … from`, `import()` and `vi.mock()` of a relative path in one
 * file's source, with paths relative to `root`.
 */
export function importsOf(root: string, file: string, source: string): Import[] {
  const toRootPath = (path: string) => relative(root, path).split(sep).join('/');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Import[] = [];
  const add = (node: ts.Node, specifier: string, isDynamic: boolean, isTypeOnly = false) => {
    if (!specifier.startsWith('.')) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({
      from: toRootPath(file),
      to: toRootPath(resolveSpecifier(file, specifier)),
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

/** Every relative import of every source file below `root`. */
export const importsBelow = (root: string): Import[] =>
  sourceFiles(root).flatMap((file) => importsOf(root, file, readFileSync(file, 'utf8')));

/**
 * Each circle in a graph given as edges: files that import one another as the code loads
 * (static, non-type imports), or any coarser grouping of them (modules). Each circle is listed
 * from the node where the walk entered it, ending where it began.
 */
export function circles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const walk = (node: string) => {
    const start = path.indexOf(node);
    if (start >= 0) {
      found.push([...path.slice(start), node]);
      return;
    }
    if (done.has(node)) return;
    path.push(node);
    for (const next of edges.get(node) ?? []) walk(next);
    path.pop();
    done.add(node);
  };
  for (const node of edges.keys()) walk(node);
  return found;
}

/** The circles of files that import one another as the code loads (static, non-type imports). */
export function importCircles(imports: readonly Import[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const entry of imports) {
    if (entry.isDynamic || entry.isTypeOnly) continue;
    edges.set(entry.from, [...(edges.get(entry.from) ?? []), entry.to]);
  }
  return circles(edges);
}
