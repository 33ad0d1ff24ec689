// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRELOADS_PLACEHOLDER, preloadTable, ROUTE_PRELOADS, type RoutePreload } from './route-preloads';

const chunk = (fileName: string, imports: string[], facade: string | null = null, isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade,
  isEntry,
  imports,
});

const bundle = {
  entry: chunk('assets/index.js', ['assets/react.js'], '/app/index.html', true),
  react: chunk('assets/react.js', []),
  page: chunk('assets/Page.js', ['assets/react.js', 'assets/Card.js'], '/app/src/features/x/Page.tsx'),
  card: chunk('assets/Card.js', ['assets/icon.js']),
  icon: chunk('assets/icon.js', []),
  css: { type: 'asset' as const, fileName: 'assets/index.css' },
};
const routes: RoutePreload[] = [{ path: '/x', module: 'src/features/x/Page.tsx', namespaces: ['x'] }];

describe('route preloads', () => {
  it("lists a page's chunk and everything it imports, minus what the entry already loads", () => {
    expect(preloadTable(bundle, routes)).toEqual({
      '/x': { js: ['/assets/Page.js', '/assets/Card.js', '/assets/icon.js'], ns: ['x'] },
    });
  });

  it('fails the build when a listed page has no chunk', () => {
    expect(() => preloadTable(bundle, [{ path: '/y', module: 'src/y/Gone.tsx', namespaces: [] }])).toThrow(
      /no chunk for src\/y\/Gone.tsx/,
    );
  });

  it('names modules and namespaces that exist', () => {
    const root = new URL('..', import.meta.url);
    for (const route of ROUTE_PRELOADS) {
      expect(() => readFileSync(new URL(route.module, root)), route.module).not.toThrow();
      for (const ns of route.namespaces) {
        expect(() => readFileSync(new URL(`public/locales/en/${ns}.json`, root)), ns).not.toThrow();
      }
    }
  });

  it('has its placeholder in index.html', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(html).toContain(PRELOADS_PLACEHOLDER);
  });
});
