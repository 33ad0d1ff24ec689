import { describe, expect, it } from 'vitest';
import { describeMailTexts } from '../../test/mail-texts.js';
import { CODE_IN_TEXT, renderCodeMail } from './code-mail.js';
import { CODE_MAIL_TEXTS } from './code-mail-texts.js';

const KINDS = ['signUp', 'signIn', 'alreadyRegistered', 'noAccount'] as const;
const publicUrl = 'https://app.creatorscope.example';

describeMailTexts('code mail', CODE_MAIL_TEXTS);

describe('code mail', () => {
  const input = {
    code: '012345',
    minutes: 10,
    publicUrl: 'https://app.creatorscope.example',
  } as const;

  it.each(KINDS)('renders the %s mail with the code in HTML and on its own line in text', (kind) => {
    const mail = renderCodeMail({ ...input, kind, language: 'en' });
    expect(mail.subject).toBe(CODE_MAIL_TEXTS.en[kind].subject);
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

/*
 * These tests pin the exact subject, HTML and text of the mail, left to right and right to left,
 * so that a change to mail's shared layout shows in every mail it touches; update the snapshot
 * (vitest -u) only for a change you meant to make.
 */

describe('code mail', () => {
  it('is the same, byte for byte, in English with the account name', () => {
    expect(
      renderCodeMail({
        kind: 'signIn',
        language: 'en',
        code: '012345',
        minutes: 10,
        name: 'Asha Rao',
        publicUrl,
      }),
    ).toMatchSnapshot();
  });

  it('is the same, byte for byte, in Arabic without a name', () => {
    expect(
      renderCodeMail({ kind: 'signUp', language: 'ae', code: '987654', minutes: 15, publicUrl }),
    ).toMatchSnapshot();
  });
});
