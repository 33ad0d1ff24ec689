import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { getSession } from '../app/session-store';

/** Every English namespace, keyed by its file name (translation, insights, billing…). */
const englishFiles = import.meta.glob<Record<string, unknown>>('../../public/locales/en/*.json', {
  eager: true,
  import: 'default',
});
const english = Object.fromEntries(
  Object.entries(englishFiles).map(([path, texts]) => [
    path
      .split('/')
      .at(-1)
      ?.replace(/\.json$/, '') ?? '',
    texts,
  ]),
);

// findBy* and waitFor wait up to 5 s, not 1: lazily loaded panels are slow to import when CI's two
// cores also run the server tests; a real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Components under test read English text synchronously, without the HTTP backend.
void i18next.use(initReactI18next).init({
  lng: 'en',
  ns: Object.keys(english),
  defaultNS: 'translation',
  fallbackNS: 'translation',
  resources: { en: english },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

// Every test starts signed out, with the real fetch and globals: a stand-in or a session left by one
// test never answers the next.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  getSession().clearSession();
});
