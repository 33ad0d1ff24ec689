import { LANGUAGE_CODES, languageByCode } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';
import { fill } from './html.js';
import { renderSupportConfirmationMail, renderSupportInboxMail } from './support-mail.js';
import { MAIL_TEXTS } from './texts/index.js';

const signedIn = {
  reference: 'CS-001042',
  topic: 'account',
  subject: 'Cannot switch <b>organisation</b>',
  message: 'The menu shows <img src=x onerror=alert(1)> & nothing else.\nSecond line.',
  name: 'Eve <i>Evil</i>',
  email: 'eve@example.com',
  isSignedIn: true,
  organizationName: 'Acme & <Co>',
  pagePath: '/apps/team?tab=members&x="1"',
  language: 'en',
  publicUrl: 'https://app.creatorscope.example',
  createdAt: new Date('2025-01-02T03:04:05Z'),
} as const;
const visitor = { ...signedIn, isSignedIn: false, organizationName: null } as const;
const RAW_MARKUP = /<(b|i|img)[ >]/;

describe('support confirmation mail', () => {
  it.each(LANGUAGE_CODES)('renders in %s, in the reader’s words and direction', (code) => {
    const texts = MAIL_TEXTS[code].supportConfirmation;
    const { htmlLang, dir } = languageByCode(code);
    const mail = renderSupportConfirmationMail({ ...signedIn, language: code });
    expect(mail.to).toBe('eve@example.com');
    expect(mail.subject).toBe(fill(texts.subject, { reference: 'CS-001042' }));
    expect(mail.html).toContain(`<html lang="${htmlLang}" dir="${dir}">`);
    expect(mail.html).toContain('>CS-001042</p>');
    expect(mail.text).toContain(`${texts.referenceLabel}: CS-001042`);
    expect(mail.text).toContain(`${texts.topicLabel}: ${texts.topics.account}`);
    expect(mail.text).toContain(texts.footer);
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it('escapes a signed-in requester’s name, subject and message in HTML', () => {
    const mail = renderSupportConfirmationMail(signedIn);
    expect(mail.html).toContain('Hello Eve &lt;i&gt;Evil&lt;/i&gt;,');
    expect(mail.html).toContain('Cannot switch &lt;b&gt;organisation&lt;/b&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; nothing else.<br>Second line.');
    expect(mail.html).not.toMatch(RAW_MARKUP);
  });

  it('quotes nothing a visitor typed: anyone may type anyone’s address', () => {
    const mail = renderSupportConfirmationMail({ ...visitor, language: 'fr' });
    expect(mail.text).toContain(MAIL_TEXTS.fr.greeting);
    for (const typed of ['Eve', 'Cannot switch', 'The menu shows']) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
  });
});

describe('support inbox mail', () => {
  it('escapes what the requester typed, in HTML and in the page link', () => {
    const mail = renderSupportInboxMail(signedIn, 'support@creatorscope.example');
    expect(mail.to).toBe('support@creatorscope.example');
    expect(mail.subject).toBe('[CS-001042] account: Cannot switch <b>organisation</b>');
    expect(mail.html).toContain('Eve &lt;i&gt;Evil&lt;/i&gt; &lt;eve@example.com&gt;');
    expect(mail.html).toContain('Acme &amp; &lt;Co&gt;');
    expect(mail.html).toContain(
      'href="https://app.creatorscope.example/apps/team?tab=members&amp;x=&quot;1&quot;"',
    );
    expect(mail.html).not.toMatch(RAW_MARKUP);
  });
});
