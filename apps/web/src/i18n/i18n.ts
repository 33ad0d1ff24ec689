import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  getLanguage,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
} from './languages';
import { translationBackend } from './translation-backend';

/**
 * Served from public/locales/<code>/<namespace>.json (translation-backend.ts): 'translation' holds
 * the shell's texts and loads first; each feature area has its own namespace
 * (useTranslation('insights')), loaded with the feature's code so the first screen reads only what
 * it shows.
 */

/** Spec section 9: 5 retries starting 350 ms apart (i18next doubles the wait), at most 10 parallel reads. */
export const TRANSLATION_LOADING = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 } as const;

export function createI18nOptions(language: LanguageCode): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'currentOnly',
    ns: ['translation'],
    fallbackNS: 'translation',
    defaultNS: 'translation',
    ...TRANSLATION_LOADING,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keeps the browser console for the app's own messages.
    showSupportNotice: false,
  };
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The remembered language if it is one of ours, else English (the spec's default). */
export function detectLanguage(): LanguageCode {
  const stored = readStoredLanguage();
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Sets <html lang dir> from the registry, so Arabic ('ae') becomes lang="ar" dir="rtl". */
export function applyDocumentLanguage(code: string): void {
  const language = getLanguage(code);
  document.documentElement.lang = language.htmlLang;
  document.documentElement.dir = language.dir;
}

function rememberLanguage(code: string): void {
  if (!isLanguageCode(code)) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

export const i18n: I18n = i18next.createInstance();

let initialisation: Promise<unknown> | undefined;

/** Starts loading the detected language once; components suspend until it has arrived. */
export function initI18n(): Promise<unknown> {
  if (!initialisation) {
    i18n.on('languageChanged', applyDocumentLanguage);
    const language = detectLanguage();
    applyDocumentLanguage(language);
    initialisation = i18n
      .use(translationBackend)
      .use(initReactI18next)
      .init(createI18nOptions(language))
      .then((t) => {
        // Only a choice made after start is stored: init's own languageChanged only repeats what
        // was read, and writing it back would undo a language another tab stored meanwhile.
        i18n.on('languageChanged', rememberLanguage);
        return t;
      });
    resolvePluralsByLanguageTag(i18n);
  }
  return initialisation;
}

/**
 * i18next picks plural forms by the language code's rules (Intl.PluralRules), but the spec's code
 * for Arabic, 'ae', is Avestan to Intl, which has only 'one' and 'other'. The registry's tag ('ar')
 * has Arabic's six forms. Call after init(), which creates the resolver.
 */
export function resolvePluralsByLanguageTag(instance: I18n): void {
  const resolver = instance.services.pluralResolver as {
    getRule: (code: string, options?: object) => Intl.PluralRules | undefined;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) =>
    getRule(isLanguageCode(code) ? getLanguage(code).htmlLang : code, options);
}
