import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import {
  applyDisplayPreferences,
  clearDisplayPreferences,
  defaultDisplayPreferences,
  readDisplayPreferences,
  THEME_CONFIG,
  writeDisplayPreference,
} from './display-preferences';
import { useDisplayPreferences } from './use-display-preferences';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.className = '';
  root.removeAttribute('dir');
  root.removeAttribute('lang');
});

/** index.html's inline script, run as the browser runs it before the first paint. */
function runPrePaintScript() {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  new Function(script)();
}

describe('display preferences', () => {
  it('fall back to the theme configuration when nothing is stored', () => {
    expect(readDisplayPreferences()).toEqual({
      menu: 'vertical',
      layout: 'full',
      direction: 'ltr',
      navbar: 'sticky',
      animation: THEME_CONFIG.animation,
      semidark: false,
      sidebar: 'open',
    });
  });

  it('restore each valid stored value and ignore invalid ones one by one', () => {
    localStorage.setItem('menu', 'horizontal');
    localStorage.setItem('layout', 'box');
    localStorage.setItem('navbar', 'diagonal');
    localStorage.setItem('animation', 'zoom-in');
    localStorage.setItem('semidark', 'yes');
    localStorage.setItem('sidebar', 'closed');
    expect(readDisplayPreferences()).toMatchObject({
      menu: 'horizontal',
      layout: 'box',
      navbar: 'sticky',
      animation: 'zoom-in',
      semidark: false,
      sidebar: 'closed',
    });
  });

  it('read right to left for Arabic unless the direction switch said otherwise', () => {
    localStorage.setItem('i18nextLng', 'ae');
    expect(readDisplayPreferences().direction).toBe('rtl');
    writeDisplayPreference('direction', 'ltr');
    expect(readDisplayPreferences().direction).toBe('ltr');
    clearDisplayPreferences();
    expect(readDisplayPreferences().direction).toBe('rtl');
    expect(localStorage.getItem('i18nextLng')).toBe('ae');
  });

  it('put the menu, layout, navbar, sidebar, semidark and direction on <html>', () => {
    applyDisplayPreferences({ ...defaultDisplayPreferences('rtl'), menu: 'collapsible', semidark: true });
    expect(root.dir).toBe('rtl');
    for (const name of [
      'menu-collapsible',
      'layout-full',
      'navbar-sticky',
      'sidebar-open',
      'semidark',
      'rtl',
    ]) {
      expect(root.classList.contains(name), name).toBe(true);
    }
    applyDisplayPreferences(defaultDisplayPreferences('ltr'));
    expect(root.classList.contains('menu-collapsible')).toBe(false);
    expect(root.classList.contains('semidark')).toBe(false);
    expect(root.dir).toBe('ltr');
  });

  it('store every change and start from the defaults again after Reset', () => {
    const store = useDisplayPreferences.getState();
    store.setPreference('navbar', 'floating');
    store.setPreference('semidark', true);
    expect(localStorage.getItem('navbar')).toBe('floating');
    expect(localStorage.getItem('semidark')).toBe('true');
    localStorage.setItem('theme', 'dark');
    useDisplayPreferences.getState().reset('ae');
    expect(useDisplayPreferences.getState()).toMatchObject(defaultDisplayPreferences('rtl'));
    expect(localStorage.getItem('navbar')).toBeNull();
    expect(localStorage.getItem('theme')).toBeNull();
  });
});

describe("index.html's pre-paint script", () => {
  it('applies what the app would apply: theme, language, direction override and semidark', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('i18nextLng', 'ae');
    localStorage.setItem('rtlClass', 'ltr');
    localStorage.setItem('semidark', 'true');
    localStorage.setItem('menu', 'horizontal');
    runPrePaintScript();
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe(readDisplayPreferences().direction);
    expect(root.dir).toBe('ltr');
    expect(root.classList.contains('semidark')).toBe(true);
    expect(root.classList.contains('menu-horizontal')).toBe(true);
  });

  it('falls back to the defaults for unknown values, as the app does', () => {
    localStorage.setItem('theme', 'sepia');
    localStorage.setItem('i18nextLng', 'ae');
    localStorage.setItem('rtlClass', 'sideways');
    localStorage.setItem('layout', 'wide');
    runPrePaintScript();
    expect(root.dir).toBe('rtl');
    expect(root.classList.contains('layout-full')).toBe(true);
    expect(root.classList.contains('semidark')).toBe(false);
  });
});
