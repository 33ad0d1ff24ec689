// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cn, NAMED_SPACINGS } from './cn';

const indexCss = readFileSync(fileURLToPath(new URL('../styles/index.css', import.meta.url)), 'utf8');

/** The names of the theme's own spacings, from their `--spacing-<name>:` definitions. */
function spacingNamesIn(css: string): string[] {
  return [...new Set(Array.from(css.matchAll(/--spacing-([\w-]+)\s*:/g), (match) => match[1] ?? ''))].sort();
}

describe('cn', () => {
  it('knows exactly the named spacings that index.css defines', () => {
    const defined = spacingNamesIn(indexCss);
    expect(defined.length).toBeGreaterThan(0);
    expect([...NAMED_SPACINGS].sort()).toEqual(defined);
  });

  it('keeps only the later of two sizes when the later one is a named spacing', () => {
    expect(cn('size-9', 'size-float-button')).toBe('size-float-button');
  });

  it('keeps only the later of two sizes for every named spacing', () => {
    for (const name of NAMED_SPACINGS) expect(cn('size-9', `size-${name}`), name).toBe(`size-${name}`);
  });
});
