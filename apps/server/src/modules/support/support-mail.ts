import { languageByCode, type TLanguageCode, type TSupportTopic } from '@creatorscope/contracts';
import type { Mail } from '../../adapters/mail/index.js';
import {
  BRAND,
  escapeHtml,
  fill,
  greeting as greet,
  MUTED,
  oneLine,
  renderMail,
  siteLink,
  textSignature,
} from '../mail/index.js';
import { SUPPORT_CONFIRMATION_TEXTS } from './support-mail-texts.js';

export type SupportMailInput = {
  reference: string;
  topic: TSupportTopic;
  subject: string;
  message: string;
  /** The requester: the account's own name and email when signed in, else what the visitor typed. */
  name: string | null;
  email: string;
  isSignedIn: boolean;
  organizationName: string | null;
  pagePath: string | null;
  language: TLanguageCode;
  publicUrl: string;
  createdAt: Date;
};

const e = escapeHtml;
const paragraphs = (text: string): string =>
  e(text)
    .split(/\r?\n/)
    .map((line) => line || '&nbsp;')
    .join('<br>');

const row = (label: string, value: string) =>
  `<tr><td style="padding:4px 16px 4px 0;color:${MUTED};font-size:14px;vertical-align:top;white-space:nowrap;">${e(label)}</td><td style="padding:4px 0;font-size:14px;vertical-align:top;">${value}</td></tr>`;

/**
 * The mail to the support inbox, in English (the support team's language). The requester's words
 * are escaped: they must never become markup in the team's mailbox.
 */
export function renderSupportInboxMail(input: SupportMailInput, to: string): Mail {
  const subject = `[${input.reference}] ${input.topic}: ${oneLine(input.subject)}`;
  const who = input.name ? `${oneLine(input.name, 100)} <${input.email}>` : input.email;
  const account = input.isSignedIn ? 'signed-in user' : 'visitor (email not verified)';
  const pageUrl = input.pagePath ? `${input.publicUrl}${input.pagePath}` : null;
  const facts: [string, string][] = [
    ['Reference', input.reference],
    ['From', `${who}, ${account}`],
    ['Organisation', input.organizationName ?? '—'],
    ['Topic', input.topic],
    ['Language', input.language],
    ['Page', pageUrl ?? '—'],
    ['Sent', input.createdAt.toISOString()],
  ];

  const body = `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:#111827;">New support request ${e(input.reference)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">
${facts
  .map(([label, value]) =>
    label === 'Page' && pageUrl
      ? row(label, `<a href="${e(pageUrl)}" style="color:${BRAND};word-break:break-all;">${e(pageUrl)}</a>`)
      : row(label, e(value)),
  )
  .join('\n')}
</table>
<p style="margin:0 0 8px;font-weight:700;">${e(input.subject)}</p>
<p style="margin:0 0 24px;padding:16px;background-color:#f9fafb;border-radius:6px;">${paragraphs(input.message)}</p>
<p style="margin:0;"><a href="mailto:${e(input.email)}?subject=${e(encodeURIComponent(`Re: [${input.reference}] ${oneLine(input.subject)}`))}" style="color:${BRAND};">Reply to ${e(input.email)}</a></p>`;

  const mail = renderMail({
    subject,
    language: languageByCode('en'),
    width: 560,
    body,
    foot: `Sent by the Contact Support form of ${siteLink(input.publicUrl)}.`,
    text: [
      `New support request ${input.reference}`,
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      '',
      `Subject: ${input.subject}`,
      '',
      input.message,
      '',
      `Reply to ${input.email} and quote ${input.reference}.`,
    ],
  });
  return { to, ...mail };
}

/**
 * The confirmation to the requester, in their language. Only a signed-in requester's mail quotes
 * what they wrote: a visitor may type anyone's address, and the form must not become a way to
 * send a stranger one's own words (or name) under our name.
 */
export function renderSupportConfirmationMail(input: SupportMailInput): Mail {
  const texts = SUPPORT_CONFIRMATION_TEXTS[input.language];
  // Only the account's own name: a visitor's typed name is never mailed back (see above).
  const greeting = greet(input.language, input.isSignedIn && input.name ? oneLine(input.name, 100) : null);
  const subject = fill(texts.subject, { reference: input.reference });
  const topic = texts.topics[input.topic];

  const body = `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;color:#111827;">${e(texts.heading)}</h1>
<p style="margin:0 0 16px;">${e(greeting)}</p>
<p style="margin:0 0 24px;">${e(texts.intro)}</p>
<p style="margin:0 0 8px;font-size:14px;color:${MUTED};">${e(texts.referenceLabel)}</p>
<p dir="ltr" style="margin:0 0 8px;padding:12px 16px;background-color:#eef1fd;border-radius:6px;text-align:center;font-size:24px;font-weight:700;letter-spacing:2px;color:#111827;">${e(input.reference)}</p>
<p style="margin:0 0 24px;font-size:14px;color:${MUTED};">${e(texts.quoteHint)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">
${row(texts.topicLabel, e(topic))}
${input.isSignedIn ? row(texts.subjectLabel, e(input.subject)) : ''}
</table>
${
  input.isSignedIn
    ? `<p style="margin:0 0 8px;font-size:14px;color:${MUTED};">${e(texts.messageLabel)}</p>
<p style="margin:0;padding:16px;background-color:#f9fafb;border-radius:6px;font-size:14px;">${paragraphs(input.message)}</p>`
    : ''
}`;

  const mail = renderMail({
    subject,
    language: languageByCode(input.language),
    width: 560,
    body,
    foot: `${e(texts.footer)}<br>${siteLink(input.publicUrl)}`,
    text: [
      texts.heading,
      '',
      greeting,
      '',
      texts.intro,
      '',
      `${texts.referenceLabel}: ${input.reference}`,
      texts.quoteHint,
      '',
      `${texts.topicLabel}: ${topic}`,
      ...(input.isSignedIn
        ? [`${texts.subjectLabel}: ${input.subject}`, '', `${texts.messageLabel}:`, input.message]
        : []),
      '',
      ...textSignature(texts.footer, input.publicUrl),
    ],
  });
  return { to: input.email, ...mail };
}
