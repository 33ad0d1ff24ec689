import { LANGUAGE_CODES, languageByCode } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';
import { describeMailTexts } from '../../test/mail-texts.js';
import { fill, greeting } from '../mail/index.js';
import { renderInvitationMail } from './invitation-mail.js';
import { INVITATION_MAIL_TEXTS } from './invitation-mail-texts.js';

const input = {
  to: 'nia@example.com',
  inviteeName: 'Nia Newcomer',
  inviterName: 'Olivia Owner',
  organizationName: 'Acme Media',
  permission: 'Write',
  role: 'Campaign manager',
  acceptUrl: 'https://app.creatorscope.example/invitations/accept?token=abc-123',
  expiresAt: new Date('2025-01-09T03:04:05Z'),
  language: 'en',
} as const;

describeMailTexts('invitation mail', INVITATION_MAIL_TEXTS);

describe('invitation mail', () => {
  it.each(LANGUAGE_CODES)('renders in %s, in the reader’s words and direction', (code) => {
    const texts = INVITATION_MAIL_TEXTS[code];
    const { htmlLang, dir } = languageByCode(code);
    const mail = renderInvitationMail({ ...input, language: code });
    expect(mail.to).toBe('nia@example.com');
    expect(mail.subject).toBe(fill(texts.subject, { inviter: 'Olivia Owner', organization: 'Acme Media' }));
    expect(mail.html).toContain(`<html lang="${htmlLang}" dir="${dir}">`);
    expect(mail.html).toContain(`>${texts.accept}</a>`);
    expect(mail.text).toContain(greeting(code, 'Nia Newcomer'));
    expect(mail.text).toContain(fill(texts.permissions.Write, { permission: texts.permissionNames.Write }));
    expect(mail.text).toContain(`\n${input.acceptUrl}\n`);
    expect(mail.text).not.toMatch(/\{\w+\}/);
    expect(mail.html).not.toMatch(/\{\w+\}/);
  });

  it('says in English exactly what it always said', () => {
    expect(renderInvitationMail({ ...input, permission: 'Admin' }).text).toBe(
      [
        'Hello Nia Newcomer,',
        '',
        'Olivia Owner invited you to join Acme Media on Creatorscope as Campaign manager.',
        'Your permission will be Admin: you can view and edit the team’s data and manage the team.',
        '',
        'Accept the invitation here (sign in with this email address):',
        input.acceptUrl,
        '',
        'The link works until Thu, 09 Jan 2025 03:04:05 UTC.',
        'If you did not expect this invitation, ignore this mail: nothing happens until you accept.',
        '',
        '— Creatorscope',
        '',
      ].join('\n'),
    );
  });

  it('dates the link in the reader’s locale, in UTC', () => {
    expect(renderInvitationMail({ ...input, language: 'de' }).text).toContain(
      'Der Link ist bis zum 9. Januar 2025 um 03:04 UTC gültig.',
    );
  });

  it('lays Arabic out right to left', () => {
    const mail = renderInvitationMail({ ...input, language: 'ae' });
    expect(mail.html).toContain('text-align:right');
    expect(mail.text).toContain('«كتابة»');
  });

  it('escapes the names, the team’s name and the role in HTML, and keeps them as typed in text', () => {
    const mail = renderInvitationMail({
      ...input,
      inviteeName: '<b>Eve</b>',
      inviterName: 'Mallory "<img src=x>"',
      organizationName: 'Acme & <i>Co</i>',
      role: '<script>alert(1)</script>',
    });
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).toContain('<strong>Mallory &quot;&lt;img src=x&gt;&quot;</strong>');
    expect(mail.html).toContain('<strong>Acme &amp; &lt;i&gt;Co&lt;/i&gt;</strong>');
    expect(mail.html).toContain('as &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(mail.html).not.toMatch(/<(b|i|img|script)[ >]/);
    expect(mail.text).toContain('Mallory "<img src=x>" invited you to join Acme & <i>Co</i>');
  });

  it('keeps the subject on one line whatever the names hold', () => {
    const mail = renderInvitationMail({
      ...input,
      inviterName: 'Olivia\r\nBcc: x@y',
      organizationName: 'Acme\tMedia',
    });
    expect(mail.subject).toBe('Olivia Bcc: x@y invited you to join Acme Media on Creatorscope');
  });
});

const publicUrl = 'https://app.creatorscope.example';

/*
 * These tests pin the exact subject, HTML and text of the mail, left to right and right to left,
 * so that a change to mail's shared layout shows in every mail it touches; update the snapshot
 * (vitest -u) only for a change you meant to make.
 */

describe('invitation mail', () => {
  const invitation = {
    to: 'nia@example.com',
    inviteeName: 'Nia Newcomer',
    inviterName: 'Olivia Owner',
    organizationName: 'Acme & Co',
    permission: 'Write',
    role: 'Campaign <manager>',
    acceptUrl: `${publicUrl}/invitations/accept?token=abc-123`,
    expiresAt: new Date('2025-01-09T03:04:05Z'),
  } as const;

  it('is the same, byte for byte, in English and in Arabic', () => {
    expect(renderInvitationMail({ ...invitation, language: 'en' })).toMatchSnapshot();
    expect(renderInvitationMail({ ...invitation, language: 'ae' })).toMatchSnapshot();
  });
});
