import {
  languageByCode,
  type TLanguage,
  type TLanguageCode,
  type TTeamPermission,
} from '@creatorscope/contracts';
import type { Mail } from '../../adapters/mail/index.js';
import {
  BRAND,
  escapeHtml,
  fill,
  fillMarkup,
  greeting as greet,
  MUTED,
  oneLine,
  renderMail,
} from '../mail/index.js';
import { INVITATION_MAIL_TEXTS } from './invitation-mail-texts.js';

type InvitationMailInput = {
  to: string;
  inviteeName: string;
  inviterName: string;
  organizationName: string;
  permission: TTeamPermission;
  role: string;
  acceptUrl: string;
  expiresAt: Date;
  language: TLanguageCode;
};

/** English keeps the date its mail has always shown; other languages read it in their own locale. */
const formatExpiry = (date: Date, language: TLanguage): string =>
  language.code === 'en'
    ? date.toUTCString().replace(/ GMT$/, ' UTC')
    : `${new Intl.DateTimeFormat(language.dateLocale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

/**
 * The mail that carries an invitation link, in the reader's language. Names, the team's name and
 * the role are what people typed: they are escaped and never become markup in someone's mailbox.
 */
export function renderInvitationMail(input: InvitationMailInput): Mail {
  const language = languageByCode(input.language);
  const texts = INVITATION_MAIL_TEXTS[input.language];
  const organization = oneLine(input.organizationName);
  const inviter = oneLine(input.inviterName);
  const greeting = greet(input.language, input.inviteeName);
  const permission = texts.permissionNames[input.permission];
  const invited = { inviter, organization, role: input.role };
  const expiry = fill(texts.validUntil, { expires: formatExpiry(input.expiresAt, language) });
  const e = escapeHtml;
  const strong = (value: string) => `<strong>${e(value)}</strong>`;
  const link = `href="${e(input.acceptUrl)}"`;

  const mail = renderMail({
    subject: fill(texts.subject, invited),
    language,
    width: 560,
    body: `<p style="margin:0 0 16px;">${e(greeting)}</p>
<p style="margin:0 0 16px;">${fillMarkup(texts.invited, { inviter: strong(inviter), organization: strong(organization), role: e(input.role) })}</p>
<p style="margin:0 0 24px;">${fillMarkup(texts.permissions[input.permission], { permission: strong(permission) })}</p>
<p style="margin:0 0 24px;"><a ${link} style="display:inline-block;padding:12px 24px;background-color:${BRAND};border-radius:6px;color:#ffffff;font-weight:600;text-decoration:none;">${e(texts.accept)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:${MUTED};">${e(fill(texts.signInWith, { email: input.to }))} ${e(expiry)}</p>
<p style="margin:0;font-size:14px;color:${MUTED};">${e(texts.buttonFallback)}<br><a ${link} style="color:${BRAND};word-break:break-all;">${e(input.acceptUrl)}</a></p>`,
    foot: e(texts.ignore),
    text: [
      greeting,
      '',
      fill(texts.invited, invited),
      fill(texts.permissions[input.permission], { permission }),
      '',
      texts.acceptHere,
      input.acceptUrl,
      '',
      expiry,
      texts.ignore,
      '',
      '— Creatorscope',
    ],
  });
  return { to: input.to, ...mail };
}
