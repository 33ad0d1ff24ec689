import type { TRankReason } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';

/** A rank reason in the reader's language, e.g. "engagement 4.1% is 1.8× the tier median". */
export function useReasonText() {
  const { t } = useTranslation('reports');
  const format = useFormat();
  return (reason: TRankReason): string => {
    switch (reason.code) {
      case 'engagementVsTier':
        return t('reasons.engagementVsTier', {
          rate: format.percent(reason.engagementRate),
          ratio: format.decimal(reason.ratio),
          median: format.percent(reason.tierMedian),
        });
      case 'priceWithinBudget':
        return t('reasons.priceWithinBudget', {
          price: format.compactRupees(reason.price),
          budget: format.compactRupees(reason.budget),
        });
      case 'priceOverBudget':
        return t('reasons.priceOverBudget', {
          price: format.compactRupees(reason.price),
          budget: format.compactRupees(reason.budget),
        });
      case 'audienceAge':
        return t('reasons.audienceAge', { band: reason.band });
      case 'audienceGender':
        return t(reason.gender === 'female' ? 'reasons.audienceFemale' : 'reasons.audienceMale', {
          share: format.share(reason.share),
        });
      case 'quality':
        return t('reasons.quality', { score: format.whole(reason.score) });
      case 'reach':
        return t('reasons.reach', { followers: format.compact(reason.followers) });
    }
  };
}
