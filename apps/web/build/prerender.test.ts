// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  APP_SCRIPTS_PLACEHOLDER,
  CONDITIONS_PLACEHOLDER,
  injectPrerendered,
  moveAppScripts,
  PRERENDER_PLACEHOLDER,
  type PrerenderedScreen,
} from './prerender';

const screen = (overrides: Partial<PrerenderedScreen> = {}): PrerenderedScreen => ({
  path: '/',
  media: '(min-width: 1024px)',
  html: '<main><h1>Welcome</h1></main>',
  namespaces: ['dashboard'],
  ...overrides,
});
const requires = { token: [], theme: ['system'] };
const page = `<script>var prerender = ${CONDITIONS_PLACEHOLDER};</script><div id="root"></div>${PRERENDER_PLACEHOLDER}<script></script>`;

/** The value the first script's placeholder was replaced with. */
const conditionsIn = (html: string) =>
  JSON.parse(/var prerender = (.*);<\/script>/.exec(html)?.[1] ?? 'null');

describe('injectPrerendered', () => {
  it('puts each screen in a template that says where and when it applies', () => {
    const html = injectPrerendered(
      page,
      [screen(), screen({ media: 'not all and (min-width: 1024px)', html: '<main><h1>Narrow</h1></main>' })],
      requires,
    );
    expect(html).not.toContain(PRERENDER_PLACEHOLDER);
    const templates = [...html.matchAll(/<template ([^>]*)>(.*?)<\/template>/g)];
    expect(templates).toHaveLength(2);
    const [wide, narrow] = templates;
    expect(wide?.[1]).toContain('data-prerender="/"');
    expect(wide?.[1]).toContain('data-media="(min-width: 1024px)"');
    expect(wide?.[1]).toContain('data-namespaces="dashboard"');
    expect(wide?.[2]).toBe('<main><h1>Welcome</h1></main>');
    expect(narrow?.[2]).toBe('<main><h1>Narrow</h1></main>');
  });

  it('tells the first script each path once, with the stored values it needs', () => {
    const html = injectPrerendered(
      page,
      [screen(), screen({ media: 'not all', path: '/' }), screen({ path: '/terms' })],
      requires,
    );
    expect(html).not.toContain(CONDITIONS_PLACEHOLDER);
    expect(conditionsIn(html)).toEqual({ paths: ['/', '/terms'], requires });
  });

  it('refuses an index.html without either placeholder', () => {
    expect(() => injectPrerendered('<div id="root"></div>', [screen()], requires)).toThrow(
      PRERENDER_PLACEHOLDER,
    );
    expect(() => injectPrerendered(PRERENDER_PLACEHOLDER, [screen()], requires)).toThrow(
      CONDITIONS_PLACEHOLDER,
    );
  });

  it('refuses a screen with a script, which would run when the template is shown', () => {
    expect(() =>
      injectPrerendered(page, [screen({ html: '<div><script>alert(1)</script></div>' })], requires),
    ).toThrow(/script/);
  });

  it('has its placeholders in index.html: conditions first, templates after the root and before the script that shows them', () => {
    const index = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const root = index.indexOf('<div id="root"></div>');
    const placeholder = index.indexOf(PRERENDER_PLACEHOLDER);
    const shower = index.indexOf("querySelectorAll('template[data-prerender]')");
    expect(root).toBeGreaterThan(-1);
    expect(index.indexOf(CONDITIONS_PLACEHOLDER)).toBeGreaterThan(-1);
    expect(index.indexOf(CONDITIONS_PLACEHOLDER)).toBeLessThan(root);
    expect(placeholder).toBeGreaterThan(root);
    expect(shower).toBeGreaterThan(placeholder);
  });
});

describe('moveAppScripts', () => {
  const built = [
    `<head><script>var app = ${APP_SCRIPTS_PLACEHOLDER};</script>`,
    '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/router-C3.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">',
    '</head>',
  ].join('\n');

  it("hands Vite's entry and module preloads to the first script and leaves the styles", () => {
    const html = moveAppScripts(built);
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    const app = JSON.parse(/var app = (.*);<\/script>/.exec(html)?.[1] ?? 'null');
    expect(app).toEqual({
      entry: '/assets/index-A1.js',
      preload: ['/assets/react-B2.js', '/assets/router-C3.js'],
    });
  });

  it('refuses a page without exactly one entry, or without the placeholder', () => {
    expect(() => moveAppScripts(built.replace(/<script type="module".*<\/script>/, ''))).toThrow(/one entry/);
    expect(() => moveAppScripts(built.replace(APP_SCRIPTS_PLACEHOLDER, 'null'))).toThrow(
      APP_SCRIPTS_PLACEHOLDER,
    );
  });

  it('has its placeholder in index.html', () => {
    expect(readFileSync(new URL('../index.html', import.meta.url), 'utf8')).toContain(
      APP_SCRIPTS_PLACEHOLDER,
    );
  });
});
