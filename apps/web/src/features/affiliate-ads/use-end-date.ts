import type { TAffiliateAd } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';

/**
 * The last day an ad runs, as the marketer entered it ('31 Oct 2025'), or that it has none. A
 * calendar date is read in UTC, the day the server counts it in, so it never shifts by a day.
 */
export function useEndDate() {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  return (ad: Pick<TAffiliateAd, 'validity'>): string => {
    if (!ad.validity) return t('detail.noEnd');
    return /^\d{4}-\d{2}-\d{2}$/.test(ad.validity)
      ? format.date(`${ad.validity}T12:00:00Z`)
      : format.dateTime(ad.validity);
  };
}
