import { useMemo } from 'react';
import { useLanguage } from '../../i18n/use-language';

/** A Sunday, so that weekday 0..6 maps onto 7 Jan .. 13 Jan 2024. */
const SUNDAY = Date.UTC(2024, 0, 7, 12);

/**
 * Numbers of the insights screens (and of saved links and top performers) written the way the
 * reader's language writes them: compact counts ('1.2M', '12 Mio.'), percents from the API's
 * percent numbers (3.25 → '3.25%'), rupees.
 */
export function useInsightsFormat() {
  const { dateLocale } = useLanguage();
  return useMemo(() => {
    const compact = new Intl.NumberFormat(dateLocale, { notation: 'compact', maximumFractionDigits: 1 });
    const whole = new Intl.NumberFormat(dateLocale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(dateLocale, { maximumFractionDigits: 1 });
    // Two decimals, as on the creator's page: an engagement of 0.98% must not read as 1%.
    const percent = new Intl.NumberFormat(dateLocale, { style: 'percent', maximumFractionDigits: 2 });
    const share = new Intl.NumberFormat(dateLocale, { style: 'percent', maximumFractionDigits: 0 });
    const signedPercent = new Intl.NumberFormat(dateLocale, {
      style: 'percent',
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    const money = new Intl.NumberFormat(dateLocale, {
      style: 'currency',
      currency: 'INR',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const rupees = new Intl.NumberFormat(dateLocale, {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const dateTime = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium' });
    const shortDate = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'short' });
    const weekday = new Intl.DateTimeFormat(dateLocale, { weekday: 'short', timeZone: 'UTC' });
    const regions = new Intl.DisplayNames([dateLocale], { type: 'region', fallback: 'code' });
    return {
      compact: (value: number) => compact.format(value),
      whole: (value: number) => whole.format(value),
      decimal: (value: number) => decimal.format(value),
      /** The API's percent number (3.25 means 3.25 %). */
      percent: (value: number) => percent.format(value / 100),
      /** A change in percent, with its sign ('+1.53%'). */
      signedPercent: (value: number) => signedPercent.format(value / 100),
      /** A fraction 0..1. */
      share: (value: number) => share.format(value),
      money: (value: number) => money.format(value),
      /** Exact whole rupees, e.g. for a limit a form states. */
      rupees: (value: number) => rupees.format(value),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      shortDate: (iso: string) => shortDate.format(new Date(iso)),
      weekday: (day: number) => weekday.format(new Date(SUNDAY + day * 86_400_000)),
      hour: (hour: number) => whole.format(hour).padStart(2, whole.format(0)),
      country: (code: string | null) => (code ? (regions.of(code) ?? code) : ''),
    };
  }, [dateLocale]);
}

export type InsightsFormat = ReturnType<typeof useInsightsFormat>;
