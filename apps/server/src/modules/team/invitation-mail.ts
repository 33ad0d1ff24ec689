import type { TTeamPermission } from '@creatorscope/contracts';
import type { Mail } from '../../adapters/mail/index.js';

export type InvitationMailInput = {
  to: string;
  inviteeName: string;
  inviterName: string;
  organizationName: string;
  permission: TTeamPermission;
  role: string;
  acceptUrl: string;
  expiresAt: Date;
};

/** What each permission lets the invitee do, in the words the team page uses. */
const PERMISSION_MEANING: Record<TTeamPermission, string> = {
  Read: 'view the team’s data',
  Write: 'view and edit the team’s data',
  Admin: 'view and edit the team’s data and manage the team',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Names come from users: they must never become markup in someone else's mailbox. */
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
/** A header value cannot span lines. */
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The mail that carries an invitation link: real HTML with a plain-text twin. */
export function invitationMail(input: InvitationMailInput): Mail {
  const org = oneLine(input.organizationName);
  const inviter = oneLine(input.inviterName);
  const expires = input.expiresAt.toUTCString().replace(/ GMT$/, ' UTC');
  const meaning = PERMISSION_MEANING[input.permission];
  const subject = `${inviter} invited you to join ${org} on Creatorscope`;

  const text = [
    `Hello ${input.inviteeName},`,
    '',
    `${inviter} invited you to join ${org} on Creatorscope as ${input.role}.`,
    `Your permission will be ${input.permission}: you can ${meaning}.`,
    '',
    'Accept the invitation here (sign in with this email address):',
    input.acceptUrl,
    '',
    `The link works until ${expires}.`,
    'If you did not expect this invitation, ignore this mail: nothing happens until you accept.',
    '',
    '— Creatorscope',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7;padding:32px 0">
    <tr><td align="center">
      <table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
        <tr><td style="background:#4f46e5;padding:20px 32px;color:#ffffff;font-size:20px;font-weight:700">Creatorscope</td></tr>
        <tr><td style="padding:32px">
          <p style="margin:0 0 16px;font-size:16px">Hello ${e(input.inviteeName)},</p>
          <p style="margin:0 0 16px;font-size:16px;line-height:1.5"><strong>${e(inviter)}</strong> invited you to join <strong>${e(org)}</strong> on Creatorscope as ${e(input.role)}.</p>
          <p style="margin:0 0 24px;font-size:16px;line-height:1.5">Your permission will be <strong>${e(input.permission)}</strong>: you can ${e(meaning)}.</p>
          <p style="margin:0 0 24px"><a href="${e(input.acceptUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:600">Accept invitation</a></p>
          <p style="margin:0 0 8px;font-size:14px;color:#6b7280">Sign in with ${e(input.to)} to accept. The link works until ${e(expires)}.</p>
          <p style="margin:0 0 8px;font-size:14px;color:#6b7280">If the button does not work, open this address:<br><a href="${e(input.acceptUrl)}" style="color:#4f46e5;word-break:break-all">${e(input.acceptUrl)}</a></p>
          <p style="margin:24px 0 0;font-size:13px;color:#9ca3af">If you did not expect this invitation, ignore this mail: nothing happens until you accept.</p>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { to: input.to, subject, html, text };
}
