import {
  BILLING_PERIODS,
  formatNotificationParams,
  PAYMENT_PURPOSES,
  PLAN_IDS,
  type TNotification,
  type TNotificationParams,
} from '@creatorscope/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TextDirection } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-language';
import { useLoadedNamespace } from '../../i18n/use-loaded-namespace';
import { paymentWhat } from '../../shared/payments/payment-what';

/** The namespace whose texts say what a payment bought. */
const BILLING = 'billing';

export type NotificationText = { title: string; description: string };

/**
 * A notification in the reader's language: its message translated with its values written as the
 * language writes them (digits, money, a team permission's name), or the English text it was
 * stored with when the app does not know the message (an older app, or a text the server said in
 * one language only). `billing` (t of the billing namespace, once loaded) says what a payment
 * bought; without it the payment's English description shows.
 */
export function notificationText(
  notification: TNotification,
  t: TFunction,
  locale: string,
  dir: TextDirection = 'ltr',
  billing?: TFunction,
): NotificationText {
  const message = notification.message;
  const stored = { title: notification.title, description: notification.description };
  if (!message) return stored;
  const key = `notifications.messages.${message.key}`;
  const values = formatNotificationParams(message.params, locale);
  if (typeof message.params.permission === 'string') {
    values.permission = t(`team.permissions.${message.params.permission}`, {
      defaultValue: message.params.permission,
    });
  }
  if (typeof message.params.reasonCode === 'string') {
    // A reason of the app's own; the provider's words come without a code and stay as they are.
    values.reason = t(`notifications.reasons.${message.params.reasonCode}`, { defaultValue: values.reason });
  }
  if (hasPaymentItem(notification) && billing) {
    const item = paymentItem(message.params, billing);
    if (item) values.item = item;
  }
  if (dir === 'rtl') {
    // Each value isolated (FSI … PDI): an email or a Latin name keeps its own order and does not
    // pull the right-to-left words around it out of theirs.
    for (const name of Object.keys(values)) values[name] = `\u2068${values[name]}\u2069`;
  }
  // `replace`: the values are only ever interpolated, whatever their names. An empty title is a
  // key this app does not know.
  const title = t(`${key}.title`, { replace: values, defaultValue: '' }).trim();
  if (!title) return stored;
  return { title, description: t(`${key}.description`, { replace: values, defaultValue: '' }).trim() };
}

/** Whether `notification` names a payment's item, which the billing texts say in the reader's language. */
export const hasPaymentItem = (notification: TNotification): boolean =>
  notification.message?.key === 'paymentReceived';

/**
 * What a payment notification's values say was bought, in `billing`'s language; null when they do
 * not say it in terms this app knows (a purpose, plan or period added since), so the English shows.
 */
function paymentItem(params: TNotificationParams, billing: TFunction): string | null {
  const purpose = PAYMENT_PURPOSES.find((known) => known === params.purpose);
  const planId = PLAN_IDS.find((known) => known === params.planId) ?? null;
  const period = BILLING_PERIODS.find((known) => known === params.period) ?? null;
  if (!purpose || (params.planId !== undefined && !planId) || (params.period !== undefined && !period)) {
    return null;
  }
  const credits = typeof params.credits === 'number' ? params.credits : null;
  return paymentWhat(billing, { purpose, planId, period, credits });
}

/**
 * notificationText in the language on screen. A payment's item needs the billing texts: with
 * `hasPayment` (hasPaymentItem of what is shown) they are fetched if they are not in yet, and the
 * English item shows meanwhile.
 */
export function useNotificationText(hasPayment = false): (notification: TNotification) => NotificationText {
  const { t, i18n } = useTranslation();
  const { dateLocale, dir } = useLanguage();
  const hasBilling = useLoadedNamespace(BILLING, hasPayment);
  const billing = hasBilling ? i18n.getFixedT(i18n.language, BILLING) : undefined;
  return (notification) => notificationText(notification, t, dateLocale, dir, billing);
}
