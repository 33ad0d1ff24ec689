import { formatNotificationParams, type TNotification } from '@creatorscope/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TextDirection } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-language';

export type NotificationText = { title: string; description: string };

/**
 * A notification in the reader's language: its message translated with its values written as the
 * language writes them (digits, money, a team permission's name), or the English text it was
 * stored with when the app does not know the message (an older app, or a text the server said in
 * one language only).
 */
export function notificationText(
  notification: TNotification,
  t: TFunction,
  locale: string,
  dir: TextDirection = 'ltr',
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

/** notificationText in the language on screen. */
export function useNotificationText(): (notification: TNotification) => NotificationText {
  const { t } = useTranslation();
  const { dateLocale, dir } = useLanguage();
  return (notification) => notificationText(notification, t, dateLocale, dir);
}
