import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_PLACEHOLDER, CONDITIONS_PLACEHOLDER } from '../build/placeholders';
import indexHtml from '../index.html?raw';

const APP = { entry: '/assets/index-A1.js', preload: ['/assets/react-B2.js'] };
const CONDITIONS = { paths: ['/'], requires: { token: [], theme: ['system'] } };

/** index.html's first script as the build fills it in, run as the browser runs it. */
function runFirstScript() {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  new Function(
    script
      .replace(APP_SCRIPTS_PLACEHOLDER, JSON.stringify(APP))
      .replace(CONDITIONS_PLACEHOLDER, JSON.stringify(CONDITIONS)),
  )();
}

const entryScript = () => document.head.querySelector(`script[src="${APP.entry}"]`);

/** Stands in for the browser's paint timing, which the test DOM lacks. */
let reportPaint: (name: string) => void;
class FakePaintObserver {
  constructor(
    private readonly callback: (list: { getEntries: () => { name: string }[] }, o: unknown) => void,
  ) {}
  observe() {
    reportPaint = (name) => this.callback({ getEntries: () => [{ name }] }, this);
  }
  disconnect() {
    reportPaint = () => {};
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve() }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-prerender');
  window.history.replaceState(null, '', '/');
});

describe("index.html's first script loads the app", () => {
  it('at once, with its module preloads, where no page was prerendered', () => {
    window.history.replaceState(null, '', '/insights/creators');
    runFirstScript();
    expect(entryScript()?.getAttribute('type')).toBe('module');
    expect(document.head.querySelector(`link[rel="modulepreload"][href="${APP.preload[0]}"]`)).not.toBeNull();
    expect(document.documentElement.hasAttribute('data-prerender')).toBe(false);
  });

  it('at once for a visitor whose stored preferences differ from the prerendered page', () => {
    localStorage.setItem('theme', 'dark');
    runFirstScript();
    expect(entryScript()).not.toBeNull();
    expect(document.documentElement.hasAttribute('data-prerender')).toBe(false);
  });

  it('after the prerendered page has painted with its font, and not before', async () => {
    runFirstScript();
    expect(document.documentElement.hasAttribute('data-prerender')).toBe(true);
    expect(entryScript()).toBeNull();
    reportPaint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScript()).toBeNull();
    reportPaint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(entryScript()).not.toBeNull();
    expect(document.head.querySelectorAll(`script[src="${APP.entry}"]`)).toHaveLength(1);
  });

  it('after three seconds when the page does not paint (a tab opened in the background)', async () => {
    runFirstScript();
    await vi.advanceTimersByTimeAsync(2900);
    expect(entryScript()).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(entryScript()).not.toBeNull();
    reportPaint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(document.head.querySelectorAll(`script[src="${APP.entry}"]`)).toHaveLength(1);
  });

  it('at once where the browser has no paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runFirstScript();
    expect(entryScript()).not.toBeNull();
  });
});
