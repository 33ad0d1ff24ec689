import { languageByCode, type TLanguageCode } from '@creatorscope/contracts';
import type { Mail } from '../../adapters/mail/index.js';
import { BRAND, escapeHtml, fill, greeting as greet, MUTED, oneLine, renderMail } from '../mail/index.js';
import { AD_INVITATION_TEXTS, type TAdInvitationTexts } from './invitation-mail-texts.js';

/** What the ad pays, in major units of its currency (as its join page shows it); null: not paid. */
export type AdInvitationPay = {
  currency: string;
  commissionPercent: number;
  /** 0: no cap. */
  conversionPriceCap: number;
  clicksBasePrice: number | null;
  clicksThreshold: number | null;
  viewsBasePrice: number | null;
  viewsThreshold: number | null;
};

type AdInvitationMailInput = {
  to: string;
  brandName: string;
  campaignName: string;
  pay: AdInvitationPay;
  /** The ad's join page with the invitation's token. */
  joinUrl: string;
  language: TLanguageCode;
};

/** The pitch: what the ad pays, a line a way of earning, its figures in the reader's locale. */
function payLines(pay: AdInvitationPay, texts: TAdInvitationTexts, locale: string): string[] {
  const money = (amount: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: pay.currency }).format(amount);
  const whole = (count: number) => new Intl.NumberFormat(locale).format(count);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    pay.commissionPercent / 100,
  );
  const lines: string[] = [];
  if (pay.commissionPercent > 0) {
    lines.push(
      pay.conversionPriceCap > 0
        ? fill(texts.commissionCap, { percent, cap: money(pay.conversionPriceCap) })
        : fill(texts.commission, { percent }),
    );
  }
  if (pay.clicksBasePrice !== null && pay.clicksBasePrice > 0) {
    const price = money(pay.clicksBasePrice);
    lines.push(
      pay.clicksThreshold
        ? fill(texts.perClickPast, { price, threshold: whole(pay.clicksThreshold) })
        : fill(texts.perClick, { price }),
    );
  }
  if (pay.viewsBasePrice !== null && pay.viewsBasePrice > 0) {
    const price = money(pay.viewsBasePrice);
    lines.push(
      pay.viewsThreshold
        ? fill(texts.perViewPast, { price, threshold: whole(pay.viewsThreshold) })
        : fill(texts.perView, { price }),
    );
  }
  return lines;
}

/**
 * The mail that invites a publisher to an affiliate ad, in the reader's language: the brand, the
 * campaign, what it pays and a link to its join page. The brand's and campaign's names are what
 * the marketer typed: escaped, never markup in someone's mailbox.
 */
export function renderAdInvitationMail(input: AdInvitationMailInput): Mail {
  const language = languageByCode(input.language);
  const texts = AD_INVITATION_TEXTS[input.language];
  const values = { brand: oneLine(input.brandName), campaign: oneLine(input.campaignName) };
  const greeting = greet(input.language);
  const pays = payLines(input.pay, texts, language.dateLocale);
  const e = escapeHtml;
  const link = `href="${e(input.joinUrl)}"`;
  const payList =
    pays.length === 0
      ? ''
      : `<p style="margin:0 0 8px;font-weight:600;">${e(texts.payHeading)}</p>
<ul style="margin:0 0 16px;padding-inline-start:20px;">${pays.map((line) => `<li style="margin:0 0 4px;">${e(line)}</li>`).join('')}</ul>`;

  const mail = renderMail({
    subject: fill(texts.subject, values),
    language,
    width: 560,
    body: `<p style="margin:0 0 16px;">${e(greeting)}</p>
<p style="margin:0 0 16px;">${e(fill(texts.invited, values))}</p>
${payList}
<p style="margin:0 0 24px;">${e(texts.howItWorks)}</p>
<p style="margin:0 0 24px;"><a ${link} style="display:inline-block;padding:12px 24px;background-color:${BRAND};border-radius:6px;color:#ffffff;font-weight:600;text-decoration:none;">${e(texts.join)}</a></p>
<p style="margin:0;font-size:14px;color:${MUTED};">${e(texts.buttonFallback)}<br><a ${link} style="color:${BRAND};word-break:break-all;">${e(input.joinUrl)}</a></p>`,
    foot: e(texts.ignore),
    text: [
      greeting,
      '',
      fill(texts.invited, values),
      ...(pays.length === 0 ? [] : ['', texts.payHeading, ...pays.map((line) => `- ${line}`)]),
      '',
      texts.howItWorks,
      '',
      texts.joinHere,
      input.joinUrl,
      '',
      texts.ignore,
      '',
      '— Creatorscope',
    ],
  });
  return { to: input.to, ...mail };
}
