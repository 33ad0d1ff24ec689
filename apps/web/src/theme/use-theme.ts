import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  applyTheme,
  nextThemePreference,
  onSystemThemeChange,
  type ResolvedTheme,
  readThemePreference,
  resolveTheme,
  systemPrefersDark,
  THEME_STORAGE_KEY,
  type ThemePreference,
  writeThemePreference,
} from './theme';

const listeners = new Set<() => void>();
let preference: ThemePreference = readThemePreference();
let isSystemDark = systemPrefersDark();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) startWatching();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatching?.();
  };
}

let stopWatching: (() => void) | undefined;

function startWatching() {
  const stopSystem = onSystemThemeChange(() => {
    isSystemDark = systemPrefersDark();
    emit();
  });
  // Another tab changed the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    preference = readThemePreference();
    emit();
  };
  window.addEventListener('storage', onStorage);
  stopWatching = () => {
    stopSystem();
    window.removeEventListener('storage', onStorage);
    stopWatching = undefined;
  };
}

function setPreference(next: ThemePreference) {
  preference = next;
  writeThemePreference(next);
  emit();
}

type ThemeState = {
  preference: ThemePreference;
  resolvedTheme: ResolvedTheme;
  setPreference: (next: ThemePreference) => void;
  /** light → dark → system → light. */
  cyclePreference: () => void;
};

/** The colour scheme, shared by every component that asks, applied to <html> whenever it changes. */
export function useTheme(): ThemeState {
  // The server snapshots (the build's prerender) are the stored values too: there are none there.
  const current = useSyncExternalStore(
    subscribe,
    () => preference,
    () => preference,
  );
  const isDark = useSyncExternalStore(
    subscribe,
    () => isSystemDark,
    () => isSystemDark,
  );
  const resolvedTheme = resolveTheme(current, isDark);

  useEffect(() => {
    applyTheme(resolvedTheme);
  }, [resolvedTheme]);

  const cyclePreference = useCallback(() => setPreference(nextThemePreference(preference)), []);

  return { preference: current, resolvedTheme, setPreference, cyclePreference };
}
