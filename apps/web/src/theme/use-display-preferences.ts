import type { i18n as I18n } from 'i18next';
import { create } from 'zustand';
import { detectLanguage } from '../i18n/i18n';
import { getLanguage } from '../i18n/languages';
import {
  applyDisplayPreferences,
  clearDisplayPreferences,
  type DisplayPreferences,
  defaultDisplayPreferences,
  readDisplayPreferences,
  writeDisplayPreference,
} from './display-preferences';

type DisplayPreferencesState = DisplayPreferences & {
  setPreference: <K extends keyof DisplayPreferences>(key: K, value: DisplayPreferences[K]) => void;
  /** Back to THEME_CONFIG; the direction becomes the current language's again. */
  reset: (languageCode: string) => void;
};

/** The display preferences, read from localStorage once, written back on every change. */
export const useDisplayPreferences = create<DisplayPreferencesState>()((set) => ({
  ...readDisplayPreferences(),
  setPreference: (key, value) => {
    writeDisplayPreference(key, value);
    set({ [key]: value } as Pick<DisplayPreferences, typeof key>);
  },
  reset: (languageCode) => {
    clearDisplayPreferences();
    set(defaultDisplayPreferences(getLanguage(languageCode).dir));
  },
}));

let isStarted = false;

/**
 * Applies the preferences to <html> now and whenever they change. Choosing another language sets
 * its direction (Arabic reads right to left); the customizer's direction switch may then override it.
 * Call after initI18n(), whose own language handler sets <html dir> from the language alone.
 */
export function startDisplayPreferences(i18n: I18n): void {
  if (isStarted) return;
  isStarted = true;
  const store = useDisplayPreferences;
  applyDisplayPreferences(store.getState());
  store.subscribe((state) => applyDisplayPreferences(state));

  // The first languageChanged event is i18next starting in the stored language: no change of direction.
  let shownLanguage: string = detectLanguage();
  i18n.on('languageChanged', (code: string) => {
    if (code === shownLanguage) {
      applyDisplayPreferences(store.getState());
      return;
    }
    shownLanguage = code;
    store.getState().setPreference('direction', getLanguage(code).dir);
  });
}
