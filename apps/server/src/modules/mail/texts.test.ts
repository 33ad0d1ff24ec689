import { LANGUAGE_CODES } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';
import { CODE_IN_TEXT, renderCodeMail } from './code-mail.js';
import { languageFromHeader, mailLanguage } from './language.js';
import { MAIL_TEXTS } from './texts/index.js';

/** Every leaf of a texts object, however deep, as 'path': value. */
const leaves = (texts: object, path = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') out[`${path}${key}`] = value;
    else Object.assign(out, leaves(value as object, `${path}${key}.`));
  }
  return out;
};
const english = leaves(MAIL_TEXTS.en);
const KINDS = ['signUp', 'signIn', 'alreadyRegistered', 'noAccount'] as const;

describe('mail texts', () => {
  it('has texts for each of the 16 UI languages', () => {
    expect(Object.keys(MAIL_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES)('%s has every key of English, none empty, placeholders kept', (code) => {
    const texts = leaves(MAIL_TEXTS[code]);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('');
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))('%s is a real translation, not English', (code) => {
    const texts = leaves(MAIL_TEXTS[code]);
    for (const [key, text] of Object.entries(texts)) expect(text, key).not.toBe(english[key]);
  });
});

describe('code mail', () => {
  const input = {
    code: '012345',
    minutes: 10,
    publicUrl: 'https://app.creatorscope.example',
  } as const;

  it.each(KINDS)('renders the %s mail with the code in HTML and on its own line in text', (kind) => {
    const mail = renderCodeMail({ ...input, kind, language: 'en' });
    expect(mail.subject).toBe(MAIL_TEXTS.en[kind].subject);
    expect(CODE_IN_TEXT.exec(mail.text)?.[1]).toBe('012345');
    expect(mail.text).toContain('The code is valid for 10 minutes and can be used once.');
    expect(mail.html).toMatch(/font-family:[^"]*monospace[^"]*font-size:32px[^"]*">012345<\/p>/);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('Creatorscope');
  });

  it('lays Arabic out right to left, keeping the code left to right', () => {
    const mail = renderCodeMail({ ...input, kind: 'signIn', language: 'ae' });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toMatch(/<p dir="ltr"[^>]*>012345<\/p>/);
    expect(mail.text).toContain('10 دقائق');
  });

  it('escapes the account name in HTML and greets without a name when there is none', () => {
    const named = renderCodeMail({ ...input, kind: 'signIn', language: 'en', name: '<b>Eve</b> & co' });
    expect(named.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; co,');
    expect(named.html).not.toContain('<b>Eve</b>');
    const anonymous = renderCodeMail({ ...input, kind: 'signUp', language: 'ja' });
    expect(anonymous.text).toContain('こんにちは');
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
