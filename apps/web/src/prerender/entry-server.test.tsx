// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../build/prerender';

const localesDir = new URL('../../public/locales/en/', import.meta.url);
const resources = Object.fromEntries(
  readdirSync(localesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(new URL(file, localesDir), 'utf8')),
    ]),
);

type Entry = typeof import('./entry-server');
let entry: Entry;
let restoreGlobals: () => void;
// The build renders with a borrowed window; so does this test, the same one.
beforeAll(async () => {
  restoreGlobals = await installBrowserGlobals('http://localhost/');
  entry = await import('./entry-server');
});
afterAll(() => restoreGlobals());

const parse = (html: string) => new JSDOM(`<body>${html}</body>`).window.document;

describe('prerenderPage', () => {
  it("renders a visitor's dashboard with the frame, in English, from the real components", async () => {
    // The footer's year is the clock's: a fixed one, so no New Year falls between render and check.
    vi.useFakeTimers({ now: new Date('2027-06-15T12:00:00Z'), toFake: ['Date'] });
    const { html, namespaces } = await entry
      .prerenderPage('/', resources, { isDesktop: true })
      .finally(() => vi.useRealTimers());
    const page = parse(html);
    expect(page.querySelector('h1')?.textContent).toBe(resources.dashboard.welcome.title);
    expect(page.querySelector('nav[aria-label="Main menu"]')).not.toBeNull();
    expect(page.querySelector('main#main')).not.toBeNull();
    expect(page.querySelector('footer')?.textContent).toContain('2027');
    expect([...page.querySelectorAll('button')].map((b) => b.textContent)).toContain(
      resources.dashboard.welcome.getStarted,
    );
    // Not the loading skeleton: every text is in.
    expect(page.querySelector('[aria-busy="true"]')).toBeNull();
    expect(html).not.toMatch(/<script/);
    expect(namespaces).toEqual(['dashboard']);
  });

  it('renders the narrow screen with the menu button and without the sidebar', async () => {
    const { html } = await entry.prerenderPage('/', resources, { isDesktop: false });
    const page = parse(html);
    expect(page.querySelector('h1')?.textContent).toBe(resources.dashboard.welcome.title);
    expect(page.querySelector(`button[aria-label="${resources.translation.shell.openMenu}"]`)).not.toBeNull();
    expect(page.querySelector('nav[aria-label="Main menu"]')).toBeNull();
  });

  it("tells each page's namespaces apart: the terms after the dashboard read only the shell's", async () => {
    await entry.prerenderPage('/', resources, { isDesktop: true });
    const { html, namespaces } = await entry.prerenderPage('/auth/terms-and-conditions', resources, {
      isDesktop: true,
    });
    expect(parse(html).querySelector('h1')?.textContent).toBe(resources.translation.terms.title);
    expect(namespaces).toEqual([]);
  });

  it('applies only to a visitor with the default preferences', () => {
    expect(entry.PRERENDER_REQUIREMENTS).toEqual({
      token: [],
      theme: ['system'],
      i18nextLng: ['en'],
      menu: ['vertical'],
      layout: ['full'],
      rtlClass: ['ltr'],
      navbar: ['sticky'],
      semidark: ['false'],
      sidebar: ['open'],
    });
  });
});
