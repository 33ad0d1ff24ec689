import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { useFormat } from './use-format';

const sortedIn = async (language: string, words: string[]) => {
  await i18next.changeLanguage(language);
  try {
    const { result } = renderHook(() => useFormat());
    return [...words].sort(result.current.collator.compare);
  } finally {
    await i18next.changeLanguage('en');
  }
};

describe('sorting text as the reader’s language does', () => {
  it('puts Ö after Z in Swedish, beside O in German', async () => {
    const countries = ['Österrike', 'Zambia', 'Oman'];
    expect(await sortedIn('sv', countries)).toEqual(['Oman', 'Zambia', 'Österrike']);
    expect(await sortedIn('de', countries)).toEqual(['Oman', 'Österrike', 'Zambia']);
  });

  it('sorts numbers inside text by value', async () => {
    expect(await sortedIn('en', ['Item 10', 'Item 9', 'item 1'])).toEqual(['item 1', 'Item 9', 'Item 10']);
  });
});
