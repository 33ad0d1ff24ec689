import type { TLanguage } from '@creatorscope/contracts';
import type { Mail } from '../../adapters/mail/index.js';
import { escapeHtml } from './html.js';

// Colours checked against white for WCAG AA contrast (brand 5.8:1, muted 4.8:1, body 14.8:1).
export const BRAND = '#3b55e6';
export const MUTED = '#6b7280';
const INK = '#1f2933';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

type MailLayout = {
  subject: string;
  /** The reader's language: `<html lang dir>`, and the card's text aligns to its direction. */
  language: Pick<TLanguage, 'htmlLang' | 'dir'>;
  /** The card's largest width, in CSS pixels. */
  width: number;
  /** The card's content under the brand name, as markup: whatever it quotes is escaped already. */
  body: string;
  /** The card's foot, as markup. */
  foot: string;
  /** The plain-text body, a line an entry; it ends with a line break. */
  text: readonly string[];
};

/** A mail as HTML and plain text: a white card on grey, in the reader's direction. */
export function renderMail(layout: MailLayout): Omit<Mail, 'to'> {
  const e = escapeHtml;
  const { htmlLang, dir } = layout.language;
  const align = dir === 'rtl' ? 'right' : 'left';
  const html = `<!doctype html>
<html lang="${e(htmlLang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light only">
<title>${e(layout.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:${layout.width}px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:32px 32px 24px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};text-align:${align};">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:${BRAND};">Creatorscope</p>
${layout.body}
</td></tr>
<tr><td style="padding:16px 32px 32px;border-top:1px solid #e5e7eb;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED};text-align:${align};">
${layout.foot}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: layout.subject, html, text: [...layout.text, ''].join('\n') };
}

/** The link to this server, for a mail's foot. */
export const siteLink = (publicUrl: string): string =>
  `<a href="${escapeHtml(publicUrl)}" style="color:${BRAND};">${escapeHtml(new URL(publicUrl).host)}</a>`;

/** The plain-text signature of a mail to a user: why they got it, and this server. */
export const textSignature = (footer: string, publicUrl: string): string[] => [
  '--',
  footer,
  `Creatorscope · ${publicUrl}`,
];
