import { describe, expect, it } from 'vitest';
import { isSameHolder } from './methods.js';

describe('isSameHolder: whether the name an account is registered to is the publisher name', () => {
  it('ignores case, spaces, punctuation, accents and a title', () => {
    expect(isSameHolder('ASHA  RAO.', 'Asha Rao')).toBe(true);
    expect(isSameHolder('Mr. Ravi Kumar', 'ravi kumar')).toBe(true);
    expect(isSameHolder('José Núñez', 'Jose Nunez')).toBe(true);
  });

  it('takes a middle name or an initial the other name leaves out', () => {
    expect(isSameHolder('ASHA K RAO', 'Asha Rao')).toBe(true);
    expect(isSameHolder('Asha Kumari Rao', 'A Rao Asha')).toBe(true);
    expect(isSameHolder('Rao Asha', 'Asha Rao')).toBe(true);
  });

  it('refuses another person, a shared surname or a first name alone', () => {
    expect(isSameHolder('Ravi Rao', 'Asha Rao')).toBe(false);
    expect(isSameHolder('Asha', 'Asha Rao')).toBe(false);
    expect(isSameHolder('A Rao', 'Asha Rao')).toBe(false);
    expect(isSameHolder('Sandbox Other Holder', 'Asha Rao')).toBe(false);
    expect(isSameHolder('', 'Asha Rao')).toBe(false);
  });

  it('matches a one-word name only to the same word', () => {
    expect(isSameHolder('Madonna', 'MADONNA')).toBe(true);
    expect(isSameHolder('Madonna', 'Madonn')).toBe(false);
  });
});
