import { useLanguage } from '../../i18n/use-language';
import { formatMoney } from './money';

/** Money, dates and counts written the way the reader's language writes them. */
export function useBillingFormat() {
  const { dateLocale } = useLanguage();
  return {
    money: (amount: number, currency: string) => formatMoney(amount, currency, dateLocale),
    date: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium' }).format(new Date(iso)) : '',
    number: (value: number) => new Intl.NumberFormat(dateLocale).format(value),
    /** '+10', '−1': the sign always shows, so a column of changes reads at a glance. */
    signed: (value: number) => new Intl.NumberFormat(dateLocale, { signDisplay: 'exceptZero' }).format(value),
  };
}
