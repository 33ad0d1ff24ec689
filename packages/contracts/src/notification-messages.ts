/*
 * The notifications' texts and how their values are written: no zod here, so the web's first
 * download can take formatMoney without the schemas.
 */

/** The title fragment the header watches for (spec section 4): onboarding is complete. */
export const VERIFIED_SUCCESSFULLY = 'verified successfully';

const ACCEPTED_CONTACT = 'Their email and WhatsApp number are on their profile.';
const ANSWER_IN_REQUESTS = 'Answer yes or no in Requests.';
const MONEY_BACK = '{{reason}}. The money is back in your available earnings.';
const ABOVE_USUAL =
  '{{engagement}} likes and comments: {{times}}× the median of their previous {{posts}} posts';

/**
 * Every notification the app sends, in English, with {{placeholders}} for its values. A
 * notification is stored with its key and values as well as its English text, so the app shows
 * it in the reader's language (the web's translation files hold these under
 * notifications.messages, the English ones exactly these) and any other reader of the API still
 * gets the English.
 */
export const NOTIFICATION_MESSAGES = {
  adBudgetSpent: {
    title: 'Budget spent: {{campaign}} has ended',
    description: 'Its whole budget was paid to publishers. Add funds and start a new ad to keep going.',
  },
  memberJoined: {
    title: '{{name}} joined your team',
    description: '{{name}} ({{email}}) accepted the invitation to {{org}} with {{permission}} permission.',
  },
  creditsRequested: { title: '{{name}} asks for {{credits}} more insight credits', description: '{{note}}' },
  paymentReceived: { title: 'Payment received: {{item}}', description: 'Receipt {{receipt}}' },
  profileVerified: {
    title: `{{org}} ${VERIFIED_SUCCESSFULLY}`,
    description: 'Your profile is complete: welcome to Creatorscope.',
  },
  payoutReturned: { title: 'Your payout of {{amount}} was returned by the bank', description: MONEY_BACK },
  payoutFailed: { title: 'Your payout of {{amount}} failed', description: MONEY_BACK },
  payoutMethodsReviewed: {
    title: 'Your payout methods were reviewed',
    description: 'A person checked the shared UPI id or bank account: your payouts are no longer on hold.',
  },
  postAboveUsual: { title: "@{{handle}}'s new post is performing far above usual", description: ABOVE_USUAL },
  reelAboveUsual: { title: "@{{handle}}'s new reel is performing far above usual", description: ABOVE_USUAL },
  directoryInvitation: {
    title: '{{brand}} invites you to promote {{campaign}}',
    description: 'See the ad and join it from Requests.',
  },
  contactRequested: { title: '{{org}} asks for your contact details', description: ANSWER_IN_REQUESTS },
  collaborationRequested: { title: '{{org}} wants to collaborate with you', description: ANSWER_IN_REQUESTS },
  contactAccepted: { title: '{{publisher}} accepted your contact request', description: ACCEPTED_CONTACT },
  contactDeclined: { title: '{{publisher}} declined your contact request', description: '' },
  collaborationAccepted: { title: '{{publisher}} accepted your collaboration request', description: '' },
  collaborationDeclined: { title: '{{publisher}} declined your collaboration request', description: '' },
  invitationAccepted: { title: '{{publisher}} accepted your invitation', description: '' },
  invitationDeclined: { title: '{{publisher}} declined your invitation', description: '' },
} as const satisfies Record<string, { title: string; description: string }>;
export type TNotificationMessageKey = keyof typeof NOTIFICATION_MESSAGES;

/**
 * A `{{reason}}` of the app's own, sent as the `reasonCode` value beside its English words (the
 * web's translation files hold these under notifications.reasons); a provider's or a bank's own
 * words come without a code and are shown as they are.
 */
export const NOTIFICATION_REASONS = {
  payout_failed: 'The payout failed',
  bank_returned: 'The bank returned the payout',
  method_changed: 'The payout method changed or is no longer verified',
} as const satisfies Record<string, string>;
export type TNotificationReasonCode = keyof typeof NOTIFICATION_REASONS;

/**
 * A notification's values. Numbers are written as the reader's language writes them; `amount` is
 * money in major units, in `currency`.
 */
export type TNotificationParams = Record<string, string | number>;

export type TNotificationMessage = { key: TNotificationMessageKey; params: TNotificationParams };

/**
 * Number formats by their locale and options: building one costs far more than using it (tens of
 * µs), and a list of notifications or prices asks for the same few again and again.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** An amount in major units as `locale` writes money: '₹799', '$12.50', '18 $' (whole amounts without cents). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const isWhole = Number.isInteger(amount);
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: isWhole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A notification's values as text in `locale`: numbers in its digits and grouping, `amount` as money. */
export function formatNotificationParams(
  params: TNotificationParams,
  locale: string,
): Record<string, string> {
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'amount' && typeof value === 'number' && typeof params.currency === 'string') {
      text[name] = formatMoney(value, params.currency, locale);
    } else {
      text[name] = typeof value === 'number' ? number.format(value) : value;
    }
  }
  return text;
}

/** `template` with each {{name}} replaced by its value; a name without a value is left empty. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (_, name: string) => values[name] ?? '').trim();
}

/** A message's English title and description, as stored beside its key and values. */
export function englishNotification(message: TNotificationMessage): { title: string; description: string } {
  const texts = NOTIFICATION_MESSAGES[message.key];
  const values = formatNotificationParams(message.params, 'en');
  return {
    title: fillPlaceholders(texts.title, values),
    description: fillPlaceholders(texts.description, values),
  };
}
