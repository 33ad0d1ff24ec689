import type { TDirectoryPublisher } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';

/** How a publisher's figures read: followers ('—' when unknown) and the price range in rupees. */
export function usePublisherLabels() {
  const { t } = useTranslation('publisher-directory');
  const { t: tt } = useTranslation();
  const format = useFormat();
  return {
    type: (publisher: TDirectoryPublisher) => tt(`publishers.types.${publisher.publisherType}`),
    followers: (publisher: TDirectoryPublisher) =>
      publisher.followers === null ? t('unknown') : format.compact(publisher.followers),
    price: (publisher: TDirectoryPublisher) => {
      const { min, max } = publisher;
      if (min === null && max === null) return t('unknown');
      if (min !== null && max !== null && min !== max) {
        return t('priceRange', { min: format.money(min, 'INR'), max: format.money(max, 'INR') });
      }
      return format.money((min ?? max) as number, 'INR');
    },
  };
}
