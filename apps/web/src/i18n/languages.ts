import { LANGUAGES as CONTRACT_LANGUAGES, type TLanguage, type TLanguageCode } from '@creatorscope/contracts';

/**
 * The 16 languages the product speaks come from the contracts package (code, native label,
 * direction, <html lang>, date locale); this module adds what only the browser needs.
 */
export type TextDirection = TLanguage['dir'];
export type Language = (typeof CONTRACT_LANGUAGES)[number];
export type LanguageCode = TLanguageCode;

export const LANGUAGES: readonly Language[] = CONTRACT_LANGUAGES;

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
