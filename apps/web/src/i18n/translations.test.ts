import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';

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

  it.each(others)('%s has exactly the keys of the English file', (code) => {
    expect(Object.keys(load(code)).sort()).toEqual(Object.keys(english).sort());
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
      expect(placeholders(translations[key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});
