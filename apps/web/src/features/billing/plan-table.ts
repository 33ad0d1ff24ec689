import {
  FEATURE_AVAILABILITY,
  FEATURES_BY_TIER,
  type TGatingFeature,
  type TPlan,
} from '@creatorscope/contracts';
import type { TFunction } from 'i18next';
import { hasFeature } from './has-feature';

/** One line of what a plan includes, in the reader's language. */
type PlanLine = { id: string; text: string; isComingSoon?: boolean };

const amount = (t: TFunction<'billing'>, key: 'handles' | 'credits' | 'seats', value: number | null) =>
  value === null ? t(`table.${key}Custom`) : t(`table.${key}`, { value });

/** The gated features a plan includes, from the basic to the rarest. */
const includedFeatures = (plan: TPlan): TGatingFeature[] =>
  FEATURES_BY_TIER.filter((feature) => hasFeature(plan.id, feature));

/**
 * What a plan card lists, built from the same table the server enforces (and that writes the
 * plan's English `features`), so a card cannot sell what the guard refuses.
 */
export function planLines(plan: TPlan, t: TFunction<'billing'>): PlanLine[] {
  return [
    { id: 'handles', text: amount(t, 'handles', plan.handlesLimit) },
    { id: 'credits', text: amount(t, 'credits', plan.credits) },
    { id: 'seats', text: amount(t, 'seats', plan.teamSeats) },
    { id: 'bookmarks', text: t('table.bookmarks') },
    ...includedFeatures(plan).map((feature) => ({
      id: feature,
      text: t(`features.${feature}.name`),
      isComingSoon: FEATURE_AVAILABILITY[feature] === 'comingSoon',
    })),
    ...(plan.discount.forCreators > 0
      ? [{ id: 'discount', text: t('table.creatorDiscount', { percent: plan.discount.forCreators }) }]
      : []),
  ];
}
