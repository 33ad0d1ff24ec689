import { describe, expect, it } from 'vitest';
import { renderCodeMail } from './code-mail.js';
import { renderInvitationMail } from './invitation-mail.js';
import { renderSupportConfirmationMail, renderSupportInboxMail } from './support-mail.js';

/*
 * Every mail is laid out by renderMail. These tests pin the exact subject, HTML and text of each
 * mail, left to right and right to left, so that a change to the shared layout shows in every mail
 * it touches; update the snapshot (vitest -u) only for a change you meant to make.
 */

const publicUrl = 'https://app.creatorscope.example';

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
