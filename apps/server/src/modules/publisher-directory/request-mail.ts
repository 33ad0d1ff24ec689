import { languageByCode, type TLanguageCode } from '@creatorscope/contracts';
import type { Mail } from '../../adapters/mail/index.js';
import { BRAND, escapeHtml, fill, greeting as greet, MUTED, oneLine, renderMail } from '../mail/index.js';
import { PUBLISHER_REQUEST_TEXTS } from './request-mail-texts.js';

type PublisherRequestMailInput = {
  to: string;
  kind: 'contact' | 'collaboration';
  /** The asking organisation's name, as typed. */
  orgName: string;
  campaignName: string | null;
  /** The brand's note, as typed (at most 1000 characters). */
  message: string | null;
  /** The creator hub's Requests page. */
  answerUrl: string;
  language: TLanguageCode;
};

/**
 * The mail that tells a publisher a brand from the directory asks for their contact details or a
 * collaboration, in their language, with the brand's note quoted (escaped: what a brand typed is
 * never markup in someone's mailbox) and the way to answer.
 */
export function renderPublisherRequestMail(input: PublisherRequestMailInput): Mail {
  const language = languageByCode(input.language);
  const texts = PUBLISHER_REQUEST_TEXTS[input.language];
  const values = { brand: oneLine(input.orgName), campaign: oneLine(input.campaignName ?? '') };
  const greeting = greet(input.language);
  const isContact = input.kind === 'contact';
  const subject = fill(isContact ? texts.contactSubject : texts.collaborationSubject, values);
  const asked = fill(isContact ? texts.contactAsked : texts.collaborationAsked, values);
  const about = input.campaignName ? fill(texts.aboutAd, values) : null;
  const message = input.message?.trim() || null;
  const e = escapeHtml;
  const link = `href="${e(input.answerUrl)}"`;
  const quoted = message
    ? `<p style="margin:0 0 8px;font-weight:600;">${e(texts.theirMessage)}</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-inline-start:3px solid #e5e7eb;white-space:pre-line;">${e(message)}</blockquote>`
    : '';
  const mail = renderMail({
    subject,
    language,
    width: 560,
    body: `<p style="margin:0 0 16px;">${e(greeting)}</p>
<p style="margin:0 0 16px;">${e(asked)}${about ? ` ${e(about)}` : ''}</p>
${quoted}
<p style="margin:0 0 24px;">${e(texts.privacy)}</p>
<p style="margin:0 0 24px;"><a ${link} style="display:inline-block;padding:12px 24px;background-color:${BRAND};border-radius:6px;color:#ffffff;font-weight:600;text-decoration:none;">${e(texts.answer)}</a></p>
<p style="margin:0;font-size:14px;color:${MUTED};">${e(texts.buttonFallback)}<br><a ${link} style="color:${BRAND};word-break:break-all;">${e(input.answerUrl)}</a></p>`,
    foot: e(texts.ignore),
    text: [
      greeting,
      '',
      about ? `${asked} ${about}` : asked,
      ...(message ? ['', texts.theirMessage, message] : []),
      '',
      texts.privacy,
      '',
      texts.answerHere,
      input.answerUrl,
      '',
      texts.ignore,
      '',
      '— Creatorscope',
    ],
  });
  return { to: input.to, ...mail };
}
