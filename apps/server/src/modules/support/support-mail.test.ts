import { LANGUAGE_CODES, languageByCode } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';
import { describeMailTexts } from '../../test/mail-texts.js';
import { fill, greeting } from '../mail/index.js';
import { renderSupportConfirmationMail, renderSupportInboxMail } from './support-mail.js';
import { SUPPORT_CONFIRMATION_TEXTS } from './support-mail-texts.js';

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

describeMailTexts('support confirmation mail', SUPPORT_CONFIRMATION_TEXTS);

describe('support confirmation mail', () => {
  it.each(LANGUAGE_CODES)('renders in %s, in the reader’s words and direction', (code) => {
    const texts = SUPPORT_CONFIRMATION_TEXTS[code];
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
    expect(mail.text).toContain(greeting('fr'));
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

const publicUrl = 'https://app.creatorscope.example';

/*
 * These tests pin the exact subject, HTML and text of the mail, left to right and right to left,
 * so that a change to mail's shared layout shows in every mail it touches; update the snapshot
 * (vitest -u) only for a change you meant to make.
 */

describe('support mails', () => {
  const signedIn = {
    reference: 'CS-7K2M9Q',
    topic: 'billing',
    subject: 'GST on <invoices> & "receipts"',
    message: 'Please put our GST number on the invoices.\n\nIt is 29ABCDE1234F1Z5 & <b>not</b> bold.',
    name: 'Priya Shah',
    email: 'priya@example.com',
    isSignedIn: true,
    organizationName: 'Acme & Co',
    pagePath: '/apps/team?tab=members&x=1',
    language: 'en',
    publicUrl,
    createdAt: new Date('2025-01-02T03:04:05Z'),
  } as const;
  const visitor = {
    ...signedIn,
    topic: 'bug',
    name: null,
    email: 'visitor@example.com',
    isSignedIn: false,
    organizationName: null,
    pagePath: null,
    language: 'ae',
  } as const;

  it('mails the inbox the same, byte for byte, from a signed-in user and from a visitor', () => {
    expect(renderSupportInboxMail(signedIn, 'support@creatorscope.example')).toMatchSnapshot();
    expect(renderSupportInboxMail(visitor, 'support@creatorscope.example')).toMatchSnapshot();
  });

  it('confirms the same, byte for byte, to a signed-in user in English and a visitor in Arabic', () => {
    expect(renderSupportConfirmationMail(signedIn)).toMatchSnapshot();
    expect(renderSupportConfirmationMail(visitor)).toMatchSnapshot();
  });
});
