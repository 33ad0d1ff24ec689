import { fileURLToPath } from 'node:url';
import { circles, type Import, importCircles, importsBelow } from '@creatorscope/import-graph';
import { describe, expect, it } from 'vitest';

/**
 * Issue #16: a module is a room with one door. Other code reaches `modules/<m>/` only through
 * `modules/<m>/index.ts`, which offers services and types, never tables. There is no list of
 * exceptions; there are rules for where code sits:
 *
 * - `modules/<m>/tables.ts` may import another module's `tables.ts`, for a foreign key;
 *   `db/schema.ts` lists every module's tables for Drizzle.
 * - `modules/<m>/module.ts` declares the module's routes and jobs; only the list of modules
 *   (`modules/index.ts`) imports it.
 * - Tests (`*.test.ts`, `test/`) may also import a module's `tables.ts`, to arrange and check rows.
 *
 * And no circles: neither of files as the server loads nor of modules.
 */

const srcDir = fileURLToPath(new URL('.', import.meta.url));

const MODULE_FILE = /^modules\/([^/]+)\/(.+)$/;

/** The module a file belongs to, or null outside modules (the list and server-module.ts included). */
const moduleOf = (path: string): string | null => MODULE_FILE.exec(path)?.[1] ?? null;

const isTest = (path: string) => path.endsWith('.test.ts') || path.startsWith('test/');

/** Why an import breaks the rules above, or null when it keeps them. */
function brokenRule({ from, to }: Pick<Import, 'from' | 'to'>): string | null {
  const target = moduleOf(to);
  if (!target) return null;
  const file = to.slice(`modules/${target}/`.length);
  if (moduleOf(from) === target) {
    return from === `modules/${target}/index.ts` && file === 'tables.ts'
      ? 'a door offers services and types, never tables'
      : null;
  }
  if (file === 'index.ts') return null;
  if (file === 'module.ts') {
    return from === 'modules/index.ts' ? null : `imports ${to}, which only modules/index.ts lists`;
  }
  if (file === 'tables.ts') {
    const fromModule = moduleOf(from);
    const isForeignKey = fromModule !== null && from === `modules/${fromModule}/tables.ts`;
    if (isForeignKey || from === 'db/schema.ts' || isTest(from)) return null;
  }
  return `reaches into ${to}: import modules/${target}/index.ts instead`;
}

/**
 * Which modules each module's code (tests aside) imports, type imports included. A foreign key
 * (tables.ts to tables.ts) is a reference between rows, not a use of the other module's code.
 */
function moduleEdges(imports: readonly Import[]): Map<string, string[]> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [moduleOf(from), moduleOf(to)];
    if (!a || !b || a === b || isTest(from)) continue;
    if (from.endsWith('/tables.ts') && to.endsWith('/tables.ts')) continue;
    edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
  return new Map([...edges].map(([module, targets]) => [module, [...targets].sort()]));
}

const allImports = importsBelow(srcDir);

describe('imports between server modules', () => {
  it('reach another module only through its index.ts, and a door exports no table', () => {
    const broken = allImports.flatMap((entry) => {
      const why = brokenRule(entry);
      return why ? [`${entry.from}:${entry.line} ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('close no circle of files as the server loads', () => {
    expect(importCircles(allImports).map((circle) => circle.join(' -> '))).toEqual([]);
  });

  it('close no circle of modules: entitlements and the other floors import no module above them', () => {
    const edges = moduleEdges(allImports);
    expect(circles(edges).map((circle) => circle.join(' -> '))).toEqual([]);
    expect(edges.get('entitlements') ?? []).toEqual([]);
  });

  it('are all seen: the walk finds the doors, the registry and the schema', () => {
    expect(
      allImports.some((entry) => entry.from === 'modules/index.ts' && entry.to.endsWith('/module.ts')),
    ).toBe(true);
    expect(allImports.some((entry) => entry.from === 'db/schema.ts' && entry.to.endsWith('/tables.ts'))).toBe(
      true,
    );
    expect(allImports.filter((entry) => entry.to.endsWith('/index.ts')).length).toBeGreaterThan(40);
  });

  it('are refused when they reach past a door, whatever else is allowed', () => {
    expect(brokenRule({ from: 'modules/team/service/add.ts', to: 'modules/org/tables.ts' })).not.toBeNull();
    expect(brokenRule({ from: 'modules/team/service/add.ts', to: 'modules/org/service.ts' })).not.toBeNull();
    expect(brokenRule({ from: 'http/guards.ts', to: 'modules/auth/sessions.ts' })).not.toBeNull();
    expect(brokenRule({ from: 'app.ts', to: 'modules/auth/module.ts' })).not.toBeNull();
    expect(brokenRule({ from: 'modules/labels/index.ts', to: 'modules/labels/tables.ts' })).not.toBeNull();
    expect(brokenRule({ from: 'modules/team/tables.ts', to: 'modules/org/tables.ts' })).toBeNull();
    expect(brokenRule({ from: 'modules/team/team.test.ts', to: 'modules/org/tables.ts' })).toBeNull();
    expect(brokenRule({ from: 'modules/team/team.test.ts', to: 'modules/org/service.ts' })).not.toBeNull();
    expect(brokenRule({ from: 'modules/index.ts', to: 'modules/team/module.ts' })).toBeNull();
  });

  it('find a circle of modules where two modules import each other', () => {
    const edges = moduleEdges([
      { from: 'modules/a/x.ts', to: 'modules/b/index.ts', isDynamic: false, isTypeOnly: true, line: 1 },
      { from: 'modules/b/y.ts', to: 'modules/a/index.ts', isDynamic: false, isTypeOnly: false, line: 1 },
      { from: 'modules/c/y.test.ts', to: 'modules/a/index.ts', isDynamic: false, isTypeOnly: false, line: 1 },
    ]);
    expect(circles(edges)).toEqual([['a', 'b', 'a']]);
  });
});
