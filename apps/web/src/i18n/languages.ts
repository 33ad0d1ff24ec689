import type { TLanguage, TLanguageCode } from '@creatorscope/contracts';

/**
 * The 16 languages the product speaks (code, native label, direction, <html lang>, date locale).
 *
 * A copy of the contracts' LANGUAGES, kept equal to it by languages.test.ts. Importing the value
 * would put the contracts' languages module into the first download, and with it the zod schema
 * (ZLanguageCode) that the lazily loaded forms use: zod must stay out of the entry.
 */
export type TextDirection = TLanguage['dir'];
export type LanguageCode = TLanguageCode;
export type Language = TLanguage & { readonly code: LanguageCode };

export const LANGUAGES: readonly Language[] = [
  { code: 'zh', label: '中文', dir: 'ltr', htmlLang: 'zh', dateLocale: 'zh-CN' },
  { code: 'da', label: 'Dansk', dir: 'ltr', htmlLang: 'da', dateLocale: 'da-DK' },
  { code: 'en', label: 'English', dir: 'ltr', htmlLang: 'en', dateLocale: 'en-IN' },
  { code: 'fr', label: 'Français', dir: 'ltr', htmlLang: 'fr', dateLocale: 'fr-FR' },
  { code: 'de', label: 'Deutsch', dir: 'ltr', htmlLang: 'de', dateLocale: 'de-DE' },
  { code: 'el', label: 'Ελληνικά', dir: 'ltr', htmlLang: 'el', dateLocale: 'el-GR' },
  { code: 'hu', label: 'Magyar', dir: 'ltr', htmlLang: 'hu', dateLocale: 'hu-HU' },
  { code: 'it', label: 'Italiano', dir: 'ltr', htmlLang: 'it', dateLocale: 'it-IT' },
  { code: 'ja', label: '日本語', dir: 'ltr', htmlLang: 'ja', dateLocale: 'ja-JP' },
  { code: 'pl', label: 'Polski', dir: 'ltr', htmlLang: 'pl', dateLocale: 'pl-PL' },
  { code: 'pt', label: 'Português', dir: 'ltr', htmlLang: 'pt', dateLocale: 'pt-BR' },
  { code: 'ru', label: 'Русский', dir: 'ltr', htmlLang: 'ru', dateLocale: 'ru-RU' },
  { code: 'es', label: 'Español', dir: 'ltr', htmlLang: 'es', dateLocale: 'es-ES' },
  { code: 'sv', label: 'Svenska', dir: 'ltr', htmlLang: 'sv', dateLocale: 'sv-SE' },
  { code: 'tr', label: 'Türkçe', dir: 'ltr', htmlLang: 'tr', dateLocale: 'tr-TR' },
  { code: 'ae', label: 'العربية', dir: 'rtl', htmlLang: 'ar', dateLocale: 'ar-AE' },
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** Where the chosen language is remembered (the spec's key). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

const LANGUAGES_BY_CODE = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

/** The registry entry for a code; unknown codes fall back to English. */
export function getLanguage(code: string | undefined): Language {
  return LANGUAGES_BY_CODE.get(code ?? '') ?? (LANGUAGES_BY_CODE.get(DEFAULT_LANGUAGE) as Language);
}
