import { languageByCode, type TLanguageCode } from '@creatorscope/contracts';
import type { Mail } from '../../adapters/mail/index.js';
import {
  escapeHtml,
  fill,
  greeting as greet,
  MUTED,
  renderMail,
  siteLink,
  textSignature,
} from '../mail/index.js';
import { CODE_MAIL_TEXTS, type TCodeMailKind } from './code-mail-texts.js';

type CodeMailInput = {
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

const MONO = "'SFMono-Regular',Menlo,Consolas,'Liberation Mono','Courier New',monospace";

/** A one-time code mail, as HTML and plain text, in the reader's language. */
export function renderCodeMail(input: CodeMailInput): Omit<Mail, 'to'> {
  const texts = CODE_MAIL_TEXTS[input.language];
  const kind = texts[input.kind];
  const greeting = greet(input.language, input.name);
  const expiry = fill(texts.expiry, { minutes: input.minutes });
  const e = escapeHtml;

  return renderMail({
    subject: kind.subject,
    language: languageByCode(input.language),
    width: 520,
    body: `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;color:#111827;">${e(kind.heading)}</h1>
<p style="margin:0 0 16px;">${e(greeting)}</p>
<p style="margin:0 0 24px;">${e(kind.intro)}</p>
<p style="margin:0 0 8px;font-size:14px;color:${MUTED};">${e(texts.codeLabel)}</p>
<p dir="ltr" style="margin:0 0 24px;padding:16px;background-color:#eef1fd;border-radius:6px;text-align:center;font-family:${MONO};font-size:32px;line-height:1.2;font-weight:700;letter-spacing:8px;color:#111827;">${e(input.code)}</p>
<p style="margin:0 0 8px;">${e(expiry)}</p>
<p style="margin:0 0 24px;">${e(texts.neverShare)}</p>
<p style="margin:0;font-size:14px;color:${MUTED};">${e(texts.ignore)}</p>`,
    foot: `${e(texts.footer)}<br>\n${siteLink(input.publicUrl)}`,
    text: [
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
      ...textSignature(texts.footer, input.publicUrl),
    ],
  });
}

/** The code inside a rendered text body: on a line of its own, for tests and the dev outbox. */
export const CODE_IN_TEXT = /^\s*(\d{6})\s*$/m;
