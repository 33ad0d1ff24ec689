import { formatMoney } from '@creatorscope/contracts';
import { useMemo } from 'react';
import { useLanguage } from '../i18n/use-language';

// One definition with the notifications' money (contracts), which the server writes in English too.
export { formatMoney };

/** A Sunday, so that weekday 0..6 maps onto 7 Jan .. 13 Jan 2024. */
const SUNDAY = Date.UTC(2024, 0, 7, 12);

function createFormat(locale: string) {
  const number = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  // Two decimals, as on the creator's page: an engagement of 0.98% must not read as 1%.
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const signedPercent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  const compactRupees = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const rupees = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const monthOfYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  // A calendar day ('2026-12-07') is the same day wherever the reader is.
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const languages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return {
    /** Compares text as the reader's language sorts it ('ae' alone would be English to Intl), numbers by value. */
    collator,
    number: (value: number) => number.format(value),
    compact: (value: number) => compact.format(value),
    whole: (value: number) => whole.format(value),
    /** '+10', '−1': the sign always shows, so a column of changes reads at a glance. */
    signed: (value: number) => signed.format(value),
    decimal: (value: number) => decimal.format(value),
    /** The API's percent number (3.25 means 3.25 %). */
    percent: (value: number) => percent.format(value / 100),
    /** A change in percent, with its sign ('+1.53%'). */
    signedPercent: (value: number) => signedPercent.format(value / 100),
    /** A fraction 0..1. */
    share: (value: number) => share.format(value),
    money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
    /** Rupees at a glance ('₹1.2L'), e.g. a creator's estimated price. */
    compactRupees: (value: number) => compactRupees.format(value),
    /** Exact whole rupees, e.g. for a limit a form states. */
    rupees: (value: number) => rupees.format(value),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** Empty for a date the server does not have (a plan that never renews). */
    date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : ''),
    shortDate: (iso: string) => shortDate.format(new Date(iso)),
    /** A month ('2026-11') as 'November 2026'. */
    month: (month: string) => monthOfYear.format(new Date(`${month}-01T00:00:00Z`)),
    /** A calendar day ('2026-12-07'), not a moment: no time zone moves it. */
    day: (isoDay: string) => day.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)),
    weekday: (day: number) => weekday.format(new Date(SUNDAY + day * 86_400_000)),
    hour: (hour: number) => whole.format(hour).padStart(2, whole.format(0)),
    country: (code: string | null) => (code ? (regions.of(code) ?? code) : ''),
    /** A language by its code, in the reader's language: 'hi' → 'Hindi', 'हिन्दी' in Hindi. */
    language: (code: string) => languages.of(code) ?? code,
    /** 'Hindi, Tamil and English', with the reader's own 'and'. */
    list: (items: readonly string[]) => list.format(items),
    /** "3 minutes ago", "yesterday"; exact dates beyond a week. */
    ago: (iso: string, now = Date.now()) => {
      const seconds = Math.round((Date.parse(iso) - now) / 1000);
      const abs = Math.abs(seconds);
      if (abs < 60) return relative.format(0, 'second');
      if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
      if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
      if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
      return dateTime.format(new Date(iso));
    },
  };
}

export type Format = ReturnType<typeof createFormat>;

/** Numbers, money and dates written the way the reader's language writes them, on every screen. */
export function useFormat(): Format {
  const { dateLocale } = useLanguage();
  return useMemo(() => createFormat(dateLocale), [dateLocale]);
}
