import type { TextDirection } from '../i18n/languages';
import { DEFAULT_LANGUAGE, getLanguage, isLanguageCode, LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { DEFAULT_THEME_PREFERENCE, THEME_STORAGE_KEY } from './theme';

/**
 * The display preferences of spec sections 2 and 3 ('Theme config': theme, layout, rtlClass, navbar,
 * animation, sidebar, menu, semidark, locale). Each is stored under its own localStorage key and
 * falls back to THEME_CONFIG when missing or invalid. The theme ('theme') and the language
 * ('i18nextLng') keep their own modules; this one holds the rest.
 *
 * index.html repeats the storage keys and values of theme, rtlClass and semidark in its pre-paint
 * script; display-preferences.test.ts keeps the two in step.
 */
export const MENU_TYPES = ['vertical', 'collapsible', 'horizontal'] as const;
export const LAYOUTS = ['full', 'box'] as const;
export const NAVBAR_TYPES = ['sticky', 'floating', 'static'] as const;
const DIRECTIONS = ['ltr', 'rtl'] as const;
const SIDEBAR_STATES = ['open', 'closed'] as const;
export const ROUTER_TRANSITIONS = [
  'none',
  'fade',
  'fade-down',
  'fade-up',
  'fade-left',
  'fade-right',
  'slide-down',
  'slide-left',
  'slide-right',
  'zoom-in',
] as const;

export type MenuType = (typeof MENU_TYPES)[number];
export type Layout = (typeof LAYOUTS)[number];
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export type SidebarState = (typeof SIDEBAR_STATES)[number];
export type RouterTransition = (typeof ROUTER_TRANSITIONS)[number];

/** The defaults every preference falls back to. `rtlClass: null` means 'the language's direction'. */
export const THEME_CONFIG = {
  theme: DEFAULT_THEME_PREFERENCE,
  menu: 'vertical' as MenuType,
  layout: 'full' as Layout,
  rtlClass: null as TextDirection | null,
  navbar: 'sticky' as NavbarType,
  animation: 'fade' as RouterTransition,
  semidark: false,
  sidebar: 'open' as SidebarState,
  locale: DEFAULT_LANGUAGE,
} as const;

/** The preferences this module stores; theme and locale live in theme.ts and i18n.ts. */
export type DisplayPreferences = {
  menu: MenuType;
  layout: Layout;
  /** The reading direction actually used: the language's, unless the customizer overrode it. */
  direction: TextDirection;
  navbar: NavbarType;
  animation: RouterTransition;
  semidark: boolean;
  sidebar: SidebarState;
};

export const STORAGE_KEYS = {
  menu: 'menu',
  layout: 'layout',
  direction: 'rtlClass',
  navbar: 'navbar',
  animation: 'animation',
  semidark: 'semidark',
  sidebar: 'sidebar',
} as const satisfies Record<keyof DisplayPreferences, string>;

/** Every key the customizer's Reset clears, theme included (the language stays: it is not a look). */
const RESETTABLE_STORAGE_KEYS: readonly string[] = [...Object.values(STORAGE_KEYS), THEME_STORAGE_KEY];

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The direction of the stored language (Arabic reads right to left), the default without one. */
function languageDirection(code = read(LANGUAGE_STORAGE_KEY)): TextDirection {
  return getLanguage(isLanguageCode(code) ? code : DEFAULT_LANGUAGE).dir;
}

/** What the defaults amount to for a visitor reading `language`. */
export function defaultDisplayPreferences(
  direction: TextDirection = languageDirection(),
): DisplayPreferences {
  return {
    menu: THEME_CONFIG.menu,
    layout: THEME_CONFIG.layout,
    direction: THEME_CONFIG.rtlClass ?? direction,
    navbar: THEME_CONFIG.navbar,
    animation: THEME_CONFIG.animation,
    semidark: THEME_CONFIG.semidark,
    sidebar: THEME_CONFIG.sidebar,
  };
}

/** Each stored value if it is a valid one, else its default. */
export function readDisplayPreferences(): DisplayPreferences {
  const defaults = defaultDisplayPreferences();
  const semidark = read(STORAGE_KEYS.semidark);
  const pick = <T extends string>(values: readonly T[], key: string, fallback: T): T => {
    const stored = read(key);
    return oneOf(values, stored) ? stored : fallback;
  };
  return {
    menu: pick(MENU_TYPES, STORAGE_KEYS.menu, defaults.menu),
    layout: pick(LAYOUTS, STORAGE_KEYS.layout, defaults.layout),
    direction: pick(DIRECTIONS, STORAGE_KEYS.direction, defaults.direction),
    navbar: pick(NAVBAR_TYPES, STORAGE_KEYS.navbar, defaults.navbar),
    animation: pick(ROUTER_TRANSITIONS, STORAGE_KEYS.animation, defaults.animation),
    semidark: semidark === 'true' ? true : semidark === 'false' ? false : defaults.semidark,
    sidebar: pick(SIDEBAR_STATES, STORAGE_KEYS.sidebar, defaults.sidebar),
  };
}

export function writeDisplayPreference<K extends keyof DisplayPreferences>(
  key: K,
  value: DisplayPreferences[K],
): void {
  try {
    localStorage.setItem(STORAGE_KEYS[key], String(value));
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

export function clearDisplayPreferences(): void {
  try {
    for (const key of RESETTABLE_STORAGE_KEYS) localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * Spec section 2: 'the shell applies sidebar-toggle, menu, layout and text-direction classes to the
 * page'. Components style themselves from the store; these classes and attributes are for the
 * page as a whole (and for anyone inspecting it).
 */
export function applyDisplayPreferences(
  preferences: DisplayPreferences,
  root = document.documentElement,
): void {
  const classes = root.classList;
  for (const value of MENU_TYPES) classes.toggle(`menu-${value}`, preferences.menu === value);
  for (const value of LAYOUTS) classes.toggle(`layout-${value}`, preferences.layout === value);
  for (const value of NAVBAR_TYPES) classes.toggle(`navbar-${value}`, preferences.navbar === value);
  for (const value of SIDEBAR_STATES) classes.toggle(`sidebar-${value}`, preferences.sidebar === value);
  classes.toggle('semidark', preferences.semidark);
  classes.toggle('rtl', preferences.direction === 'rtl');
  root.dir = preferences.direction;
}
