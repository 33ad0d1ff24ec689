/**
 * Spec section 9: a notification shows the lesser of its createdAt plus 4 minutes and now,
 * formatted DD/MM/YYYY hh:mm a (local time, 12-hour clock, am/pm).
 */
const NOTIFICATION_TIME_OFFSET_MS = 4 * 60 * 1000;

export function notificationTime(createdAt: string | Date, now: Date = new Date()): Date {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return now;
  return new Date(Math.min(created + NOTIFICATION_TIME_OFFSET_MS, now.getTime()));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'DD/MM/YYYY hh:mm a', e.g. '05/01/2025 01:11 pm'. */
export function formatDdMmYyyyHhMmA(date: Date): string {
  const hours = date.getHours();
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? 'am' : 'pm';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(hours12)}:${pad(date.getMinutes())} ${meridiem}`;
}

export function formatNotificationTime(createdAt: string | Date, now: Date = new Date()): string {
  return formatDdMmYyyyHhMmA(notificationTime(createdAt, now));
}
