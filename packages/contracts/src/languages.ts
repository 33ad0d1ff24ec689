import { z } from 'zod';
import { requiredOr } from './validation.js';

/*
 * The 16 UI languages of spec section 2. `code` is the product's own code (the translation file
 * name and the stored i18nextLng value); Arabic keeps the spec's code 'ae', while `htmlLang` is
 * the real BCP 47 tag for `<html lang>`. `dateLocale` is the Intl locale dates are formatted with.
 */

export type TLanguage = {
  readonly code: string;
  /** The language's name in itself, as language pickers show it. */
  readonly label: string;
  readonly dir: 'ltr' | 'rtl';
  readonly htmlLang: string;
  readonly dateLocale: string;
};

export const LANGUAGES = [
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
] as const satisfies readonly TLanguage[];

export type TLanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  TLanguageCode,
  ...TLanguageCode[],
];

// Pure: a bundle that only needs the language list (the web app's entry) leaves zod out.
export const ZLanguageCode = /* @__PURE__ */ z.enum(LANGUAGE_CODES, {
  error: requiredOr('Language is required', 'Please select a supported language'),
});

export const DEFAULT_LANGUAGE: TLanguageCode = 'en';

const LANGUAGE_BY_CODE: ReadonlyMap<string, TLanguage> = new Map(
  LANGUAGES.map((language) => [language.code, language]),
);

/** The registry entry of a language code, falling back to English for unknown codes. */
export const languageByCode = (code: string | null | undefined): TLanguage =>
  (code ? LANGUAGE_BY_CODE.get(code) : undefined) ?? LANGUAGES[2];

/** True for right-to-left languages (spec section 2: locale ae switches the layout to RTL). */
export const isRtlLanguage = (code: string | null | undefined): boolean => languageByCode(code).dir === 'rtl';

export type TIndianLanguage = {
  /** ISO 639-1 where one exists, else ISO 639-3 (mai, kok, doi, mni, brx, sat). */
  readonly code: string;
  readonly name: string;
  readonly nativeName: string;
};

/**
 * Languages a publisher may prefer (spec section 9: many Indian languages, English first): English,
 * then the 22 languages of the Eighth Schedule of the Constitution of India.
 */
export const INDIAN_LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം' },
  { code: 'or', name: 'Odia', nativeName: 'ଓଡ଼ିଆ' },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ' },
  { code: 'as', name: 'Assamese', nativeName: 'অসমীয়া' },
  { code: 'mai', name: 'Maithili', nativeName: 'मैथिली' },
  { code: 'sa', name: 'Sanskrit', nativeName: 'संस्कृतम्' },
  { code: 'kok', name: 'Konkani', nativeName: 'कोंकणी' },
  { code: 'ne', name: 'Nepali', nativeName: 'नेपाली' },
  { code: 'sd', name: 'Sindhi', nativeName: 'سنڌي' },
  { code: 'doi', name: 'Dogri', nativeName: 'डोगरी' },
  { code: 'mni', name: 'Manipuri', nativeName: 'ꯃꯤꯇꯩꯂꯣꯟ' },
  { code: 'brx', name: 'Bodo', nativeName: 'बड़ो' },
  { code: 'sat', name: 'Santali', nativeName: 'ᱥᱟᱱᱛᱟᱲᱤ' },
  { code: 'ks', name: 'Kashmiri', nativeName: 'کٲشُر' },
] as const satisfies readonly TIndianLanguage[];

export type TIndianLanguageCode = (typeof INDIAN_LANGUAGES)[number]['code'];

export const INDIAN_LANGUAGE_CODES = INDIAN_LANGUAGES.map((language) => language.code) as [
  TIndianLanguageCode,
  ...TIndianLanguageCode[],
];

export const ZIndianLanguageCode = /* @__PURE__ */ z.enum(INDIAN_LANGUAGE_CODES, {
  error: requiredOr('Please enter a valid preferred language', 'Please enter a valid preferred language'),
});
