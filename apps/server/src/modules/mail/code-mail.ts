import { languageByCode, type TLanguageCode } from '@creatorscope/contracts';
import type { Mail } from '../../adapters/mail/index.js';
import { escapeHtml, fill } from './html.js';
import { MAIL_TEXTS, type TCodeMailKind } from './texts/index.js';

export type CodeMailInput = {
  kind: TCodeMailKind;
  language: TLanguageCode;
  code: string;
  /**
   * The account's own name, shown in the greeting. Never a name typed into the request: anyone
   * may type any address and any name, and the mail must not carry a stranger's words.
   */
  name?: string | null;
  minutes: number;
  /** The link at the foot of the mail: this server, never a site named by the request. */
  publicUrl: string;
};

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MONO = "'SFMono-Regular',Menlo,Consolas,'Liberation Mono','Courier New',monospace";
// Colours checked against white for WCAG AA contrast (brand 5.8:1, muted 4.8:1, body 14.8:1).
const BRAND = '#3b55e6';
const INK = '#1f2933';
const MUTED = '#6b7280';

/** A one-time code mail, as HTML and plain text, in the reader's language. */
export function renderCodeMail(input: CodeMailInput): Omit<Mail, 'to'> {
  const texts = MAIL_TEXTS[input.language];
  const kind = texts[input.kind];
  const language = languageByCode(input.language);
  const name = input.name?.trim();
  const greeting = name ? fill(texts.greetingName, { name }) : texts.greeting;
  const expiry = fill(texts.expiry, { minutes: input.minutes });
  const site = new URL(input.publicUrl).host;

  const text = [
    kind.heading,
    '',
    greeting,
    '',
    kind.intro,
    '',
    `${texts.codeLabel}:`,
    '',
    `    ${input.code}`,
    '',
    expiry,
    texts.neverShare,
    '',
    texts.ignore,
    '',
    '--',
    texts.footer,
    `Creatorscope · ${input.publicUrl}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const align = language.dir === 'rtl' ? 'right' : 'left';
  const html = `<!doctype html>
<html lang="${e(language.htmlLang)}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light only">
<title>${e(kind.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:32px 32px 24px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};text-align:${align};">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:${BRAND};">Creatorscope</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;color:#111827;">${e(kind.heading)}</h1>
<p style="margin:0 0 16px;">${e(greeting)}</p>
<p style="margin:0 0 24px;">${e(kind.intro)}</p>
<p style="margin:0 0 8px;font-size:14px;color:${MUTED};">${e(texts.codeLabel)}</p>
<p dir="ltr" style="margin:0 0 24px;padding:16px;background-color:#eef1fd;border-radius:6px;text-align:center;font-family:${MONO};font-size:32px;line-height:1.2;font-weight:700;letter-spacing:8px;color:#111827;">${e(input.code)}</p>
<p style="margin:0 0 8px;">${e(expiry)}</p>
<p style="margin:0 0 24px;">${e(texts.neverShare)}</p>
<p style="margin:0;font-size:14px;color:${MUTED};">${e(texts.ignore)}</p>
</td></tr>
<tr><td style="padding:16px 32px 32px;border-top:1px solid #e5e7eb;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED};text-align:${align};">
${e(texts.footer)}<br>
<a href="${e(input.publicUrl)}" style="color:${BRAND};">${e(site)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: kind.subject, html, text };
}

/** The code inside a rendered text body: on a line of its own, for tests and the dev outbox. */
export const CODE_IN_TEXT = /^\s*(\d{6})\s*$/m;
