import { LANGUAGE_CODES, type TLanguageCode } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';

/** Every leaf of a texts object, however deep, as 'path': value. */
const leaves = (texts: object, path = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') out[`${path}${key}`] = value;
    else Object.assign(out, leaves(value as object, `${path}${key}.`));
  }
  return out;
};

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

/**
 * The checks every mail's texts pass, wherever the mail lives: each of the 16 UI languages has
 * every key of English, none empty, its placeholders kept, and is a real translation.
 */
export function describeMailTexts(name: string, texts: Readonly<Record<TLanguageCode, object>>): void {
  const english = leaves(texts.en);

  describe(`${name} texts`, () => {
    it('has texts for each of the 16 UI languages', () => {
      expect(Object.keys(texts).sort()).toEqual([...LANGUAGE_CODES].sort());
    });

    it.each(LANGUAGE_CODES)('%s has every key of English, none empty, placeholders kept', (code) => {
      const translated = leaves(texts[code]);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
      }
    });

    it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))('%s is a real translation, not English', (code) => {
      for (const [key, text] of Object.entries(leaves(texts[code]))) expect(text, key).not.toBe(english[key]);
    });
  });
}
