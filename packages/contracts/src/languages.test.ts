import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  INDIAN_LANGUAGES,
  isRtlLanguage,
  LANGUAGES,
  languageByCode,
  ZLanguageCode,
} from './languages.js';

describe('UI languages', () => {
  it('are the 16 languages of the spec, English the default', () => {
    expect(LANGUAGES).toHaveLength(16);
    expect(LANGUAGES.map((language) => language.code).sort()).toEqual(
      ['zh', 'da', 'en', 'fr', 'de', 'el', 'hu', 'it', 'ja', 'pl', 'pt', 'ru', 'es', 'sv', 'tr', 'ae'].sort(),
    );
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('makes Arabic (code ae) the only right-to-left language, with html lang ar', () => {
    expect(LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.code)).toEqual([
      'ae',
    ]);
    expect(languageByCode('ae').htmlLang).toBe('ar');
    expect(isRtlLanguage('ae')).toBe(true);
    expect(isRtlLanguage('en')).toBe(false);
  });

  it('falls back to English for an unknown code', () => {
    expect(languageByCode('xx').code).toBe('en');
    expect(languageByCode(null).code).toBe('en');
    expect(ZLanguageCode.safeParse('xx').success).toBe(false);
  });

  it('gives each language a date locale the runtime supports', () => {
    for (const language of LANGUAGES) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([language.dateLocale])).toEqual([language.dateLocale]);
      expect(Intl.getCanonicalLocales(language.htmlLang)).toEqual([language.htmlLang]);
    }
  });
});

describe('Indian languages', () => {
  it('start with English, then the 22 scheduled languages, with unique codes', () => {
    expect(INDIAN_LANGUAGES.map((language) => language.name)).toEqual([
      'English',
      'Hindi',
      'Bengali',
      'Telugu',
      'Marathi',
      'Tamil',
      'Urdu',
      'Gujarati',
      'Kannada',
      'Malayalam',
      'Odia',
      'Punjabi',
      'Assamese',
      'Maithili',
      'Sanskrit',
      'Konkani',
      'Nepali',
      'Sindhi',
      'Dogri',
      'Manipuri',
      'Bodo',
      'Santali',
      'Kashmiri',
    ]);
    expect(new Set(INDIAN_LANGUAGES.map((language) => language.code)).size).toBe(INDIAN_LANGUAGES.length);
  });
});
