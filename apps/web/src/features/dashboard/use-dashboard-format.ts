import { useMemo } from 'react';
import { useLanguage } from '../../i18n/use-language';

/** Numbers and times of the overview in the reader's language. */
export function useDashboardFormat() {
  const { dateLocale } = useLanguage();
  return useMemo(() => {
    const whole = new Intl.NumberFormat(dateLocale, { maximumFractionDigits: 0 });
    const signed = new Intl.NumberFormat(dateLocale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    const relative = new Intl.RelativeTimeFormat(dateLocale, { numeric: 'auto' });
    const dateTime = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      whole: (value: number) => whole.format(value),
      signed: (value: number) => signed.format(value),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
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
  }, [dateLocale]);
}
