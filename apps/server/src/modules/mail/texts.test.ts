import { describe, expect, it } from 'vitest';
import { describeMailTexts } from '../../test/mail-texts.js';
import { greeting, MAIL_GREETINGS } from './greetings.js';
import { languageFromHeader, mailLanguage } from './language.js';

describeMailTexts('mail greeting', MAIL_GREETINGS);

describe('mail greeting', () => {
  it('greets by name when there is one, and without a name when it is missing or blank', () => {
    expect(greeting('en', ' Asha Rao ')).toBe('Hello Asha Rao,');
    expect(greeting('en', '  ')).toBe('Hello,');
    expect(greeting('ja', null)).toBe('こんにちは');
  });
});

describe('mail language', () => {
  it('picks the best supported language of an Accept-Language header', () => {
    expect(languageFromHeader('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
    expect(languageFromHeader('nl-NL, nl;q=0.9, de;q=0.8')).toBe('de');
    expect(languageFromHeader('en;q=0.2, ja;q=0.9')).toBe('ja');
    expect(languageFromHeader('ar-AE')).toBe('ae');
    expect(languageFromHeader('zh-Hans-CN')).toBe('zh');
    expect(languageFromHeader('pt-PT;q=0, es')).toBe('es');
    expect(languageFromHeader('ae')).toBeNull();
    expect(languageFromHeader('nl, *')).toBeNull();
    expect(languageFromHeader(undefined)).toBeNull();
  });

  it('prefers the stored language, then the browser, then English', () => {
    expect(mailLanguage('sv', 'de')).toBe('sv');
    expect(mailLanguage(null, 'de')).toBe('de');
    expect(mailLanguage('xx', 'nl')).toBe('en');
    expect(mailLanguage(undefined, undefined)).toBe('en');
  });
});
