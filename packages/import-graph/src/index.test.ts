import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importCircles, importsBelow } from './index.js';

describe('the import graph', () => {
  it('resolves a .js specifier to its .ts source, a folder to its index, and tells type imports apart', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
    mkdirSync(join(root, 'mod'));
    writeFileSync(join(root, 'mod/index.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'b.ts'), 'export type B = 1;\n');
    writeFileSync(
      join(root, 'main.ts'),
      [
        "import { a } from './mod/index.js';",
        "import type { B } from './b.js';",
        "export { a } from './mod';",
        "const lazy = () => import('./b.js');",
      ].join('\n'),
    );
    const found = importsBelow(root).filter((entry) => entry.from === 'main.ts');
    expect(found.map(({ to, isTypeOnly, isDynamic }) => [to, isTypeOnly, isDynamic])).toEqual([
      ['mod/index.ts', false, false],
      ['b.ts', true, false],
      ['mod/index.ts', false, false],
      ['b.ts', false, true],
    ]);
  });

  it('finds a circle, and not where only a type or a lazy import closes it', () => {
    const edge = (from: string, to: string, extra = {}) => ({
      from,
      to,
      isDynamic: false,
      isTypeOnly: false,
      line: 1,
      ...extra,
    });
    expect(importCircles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts')])).toEqual([['a.ts', 'b.ts', 'a.ts']]);
    expect(importCircles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', { isTypeOnly: true })])).toEqual([]);
    expect(importCircles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', { isDynamic: true })])).toEqual([]);
    expect(
      circles(
        new Map([
          ['x', ['y']],
          ['y', ['z']],
          ['z', ['x']],
        ]),
      ),
    ).toEqual([['x', 'y', 'z', 'x']]);
  });
});
