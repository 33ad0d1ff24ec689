import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { getLanguage, LANGUAGE_CODES } from './languages';

/** One file per language and namespace: translation.json (the shell) plus one per feature area. */
const files = import.meta.glob<unknown>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Words that stay the same in every language. */
const BRAND_NAMES = ['Creatorscope'];

type Flat = Record<string, string>;

function flatten(value: unknown, prefix = '', into: Flat = {}): Flat {
  if (typeof value === 'string') {
    into[prefix] = value;
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    throw new Error(`${prefix} is neither text nor a group of keys`);
  }
  return into;
}

const NAMESPACES = [
  ...new Set(
    Object.keys(files).map(
      (path) =>
        path
          .split('/')
          .at(-1)
          ?.replace(/\.json$/, '') ?? '',
    ),
  ),
].sort();

/** Every key of every namespace of one language, as 'namespace:key'. */
function load(code: string): Flat {
  const all: Flat = {};
  for (const namespace of NAMESPACES) {
    const file = files[`../../public/locales/${code}/${namespace}.json`];
    if (file === undefined) throw new Error(`public/locales/${code}/${namespace}.json is missing`);
    for (const [key, text] of Object.entries(flatten(file))) all[`${namespace}:${key}`] = text;
  }
  return all;
}

/** What is left to translate once brand names and {{placeholders}} are taken out. */
function translatablePart(text: string): string {
  let rest = text.replace(/\{\{[^}]+\}\}/g, '');
  for (const brand of BRAND_NAMES) rest = rest.replaceAll(brand, '');
  return rest.replace(/[\s\p{P}\p{S}]+/gu, ' ').trim();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const english = load('en');

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const isSingular = (key: string) => !PLURAL_FORMS.some((form) => key.endsWith(`_${form}`));
const pluralBase = (key: string) => key.slice(0, key.lastIndexOf('_'));
/** The plural forms Intl knows for a language, by its registry tag (Arabic for 'ae'). */
const pluralForms = (code: string) =>
  new Intl.PluralRules(getLanguage(code).htmlLang).resolvedOptions().pluralCategories;
const ENGLISH_PLURAL_FORMS = pluralForms('en');
const others = LANGUAGE_CODES.filter((code) => code !== 'en');

describe('translation files', () => {
  it('exist for exactly the 16 languages of the registry', () => {
    const codes = [...new Set(Object.keys(files).map((path) => path.split('/').at(-2)))];
    expect(codes.sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(codes).toHaveLength(16);
  });

  it.each(LANGUAGE_CODES)('%s has every namespace', (code) => {
    expect(() => load(code)).not.toThrow();
  });

  it.each(others)('%s has exactly the keys of the English file, plural forms aside', (code) => {
    expect(Object.keys(load(code)).filter(isSingular).sort()).toEqual(
      Object.keys(english).filter(isSingular).sort(),
    );
  });

  it.each(LANGUAGE_CODES)("%s has every plural form its language needs ('ae' by Arabic's rules)", (code) => {
    // English's forms too: i18next falls back to English for a form the file lacks.
    const needed = new Set([...ENGLISH_PLURAL_FORMS, ...pluralForms(code)]);
    const translations = load(code);
    const bases = [
      ...new Set(
        Object.keys(english)
          .filter((key) => !isSingular(key))
          .map(pluralBase),
      ),
    ];
    for (const base of bases) {
      const forms = Object.keys(translations)
        .filter((key) => !isSingular(key) && pluralBase(key) === base)
        .map((key) => key.slice(base.length + 1))
        .sort();
      expect(forms, base).toEqual([...needed].sort());
    }
  });

  it('picks the Arabic forms for ae', async () => {
    const { resolvePluralsByLanguageTag } = await import('./i18n');
    const arabic = i18next.createInstance();
    await arabic.init({
      lng: 'ae',
      resources: {
        ae: { translation: { n_zero: 'z', n_one: 'o', n_two: 't', n_few: 'f', n_many: 'm', n_other: 'x' } },
      },
    });
    resolvePluralsByLanguageTag(arabic);
    expect([0, 1, 2, 3, 11, 100].map((count) => arabic.t('n', { count }))).toEqual([
      'z',
      'o',
      't',
      'f',
      'm',
      'x',
    ]);
  });

  it('German speaks to the user in one voice, the informal du, throughout', () => {
    const formal = Object.entries(load('de')).filter(([, text]) =>
      // Ihr/Ihre/Ihnen… as "your", "Sie" inside a sentence, or opening one with a verb of the
      // formal (or plural) -en form: "Sie haben", "Prüfen Sie". ("Sie wurde…" is "it was".)
      /\b(Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b|[\p{Ll},] Sie\b|(^|[.!?:] )Sie \p{Ll}+en\b/u.test(text),
    );
    expect(formal).toEqual([]);
  });

  it.each(others)('%s translates every text longer than 3 characters (brand names aside)', (code) => {
    const translations = load(code);
    const untranslated = Object.entries(english)
      .filter(([, text]) => translatablePart(text).length > 3)
      .filter(([key, text]) => translations[key] === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(others)('%s keeps the same {{placeholders}} as English', (code) => {
    const translations = load(code);
    for (const [key, text] of Object.entries(english)) {
      if (isSingular(key)) expect(placeholders(translations[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it.each(others)(
    "%s's plural forms use only English's {{placeholders}} (one may spell out the number)",
    (code) => {
      const translations = load(code);
      for (const [key, text] of Object.entries(translations)) {
        if (isSingular(key)) continue;
        const allowed = placeholders(english[`${pluralBase(key)}_other`] ?? '');
        for (const name of placeholders(text)) expect(allowed, key).toContain(name);
      }
    },
  );
});
