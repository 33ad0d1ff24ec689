import { useMemo } from 'react';
import { useLanguage } from '../../i18n/use-language';

/** Dates and counts of saved links and top performers in the reader's language. */
export function useReportsFormat() {
  const { dateLocale } = useLanguage();
  return useMemo(() => {
    const whole = new Intl.NumberFormat(dateLocale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(dateLocale, { maximumFractionDigits: 1 });
    // Two decimals, as on the creator's page: an engagement of 0.98% must not read as 1%.
    const percent = new Intl.NumberFormat(dateLocale, { style: 'percent', maximumFractionDigits: 2 });
    const signedPercent = new Intl.NumberFormat(dateLocale, {
      style: 'percent',
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    const share = new Intl.NumberFormat(dateLocale, { style: 'percent', maximumFractionDigits: 0 });
    const compact = new Intl.NumberFormat(dateLocale, { notation: 'compact', maximumFractionDigits: 1 });
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
    const date = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium' });
    return {
      whole: (value: number) => whole.format(value),
      decimal: (value: number) => decimal.format(value),
      /** The API's percent number (3.25 means 3.25 %). */
      percent: (value: number) => percent.format(value / 100),
      /** A change in percent, with its sign ('+1.53%'). */
      signedPercent: (value: number) => signedPercent.format(value / 100),
      /** A fraction 0..1. */
      share: (value: number) => share.format(value),
      compact: (value: number) => compact.format(value),
      money: (value: number) => money.format(value),
      /** Exact whole rupees, e.g. for a limit a form states. */
      rupees: (value: number) => rupees.format(value),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [dateLocale]);
}
