// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { injectPrerendered, PRERENDER_PLACEHOLDER, type PrerenderedScreen } from './prerender';

const screen = (overrides: Partial<PrerenderedScreen> = {}): PrerenderedScreen => ({
  path: '/',
  media: '(min-width: 1024px)',
  html: '<main><h1>Welcome</h1></main>',
  namespaces: ['dashboard'],
  requires: { token: [], theme: ['system'] },
  ...overrides,
});

describe('injectPrerendered', () => {
  it('puts each screen in a template that says where, when and under what it applies', () => {
    const html = injectPrerendered(`<div id="root"></div>${PRERENDER_PLACEHOLDER}<script></script>`, [
      screen(),
      screen({ media: 'not all and (min-width: 1024px)', html: '<main><h1>Narrow</h1></main>' }),
    ]);
    expect(html).not.toContain(PRERENDER_PLACEHOLDER);
    const templates = [...html.matchAll(/<template ([^>]*)>(.*?)<\/template>/g)];
    expect(templates).toHaveLength(2);
    const [wide, narrow] = templates;
    expect(wide?.[1]).toContain('data-prerender="/"');
    expect(wide?.[1]).toContain('data-media="(min-width: 1024px)"');
    expect(wide?.[1]).toContain('data-namespaces="dashboard"');
    // JSON in an attribute: quotes escaped, readable back as it was.
    const requires = /data-requires="([^"]*)"/.exec(wide?.[1] ?? '')?.[1] ?? '';
    expect(JSON.parse(requires.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))).toEqual({
      token: [],
      theme: ['system'],
    });
    expect(wide?.[2]).toBe('<main><h1>Welcome</h1></main>');
    expect(narrow?.[2]).toBe('<main><h1>Narrow</h1></main>');
  });

  it('refuses an index.html without the placeholder', () => {
    expect(() => injectPrerendered('<div id="root"></div>', [screen()])).toThrow(PRERENDER_PLACEHOLDER);
  });

  it('refuses a screen with a script, which would run when the template is shown', () => {
    expect(() =>
      injectPrerendered(PRERENDER_PLACEHOLDER, [screen({ html: '<div><script>alert(1)</script></div>' })]),
    ).toThrow(/script/);
  });

  it('has its placeholder in index.html, after the root and before the script that shows it', () => {
    const index = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const root = index.indexOf('<div id="root"></div>');
    const placeholder = index.indexOf(PRERENDER_PLACEHOLDER);
    const shower = index.indexOf("querySelectorAll('template[data-prerender]')");
    expect(root).toBeGreaterThan(-1);
    expect(placeholder).toBeGreaterThan(root);
    expect(shower).toBeGreaterThan(placeholder);
  });
});
