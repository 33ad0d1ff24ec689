import {
  type TCreatorSummary,
  TOP_PERFORMERS_BUDGET_SLACK,
  type TRankReason,
  type TTopPerformerGoal,
} from '@creatorscope/contracts';

/*
 * How a creator's fit for a requirement is scored: four parts in 0..1, weighted by the goal.
 * Awareness buys reach, engagement buys interaction relative to creators of the same size,
 * conversions buy a trustworthy audience that interacts. Value for money counts in all three.
 */

type Part = 'reach' | 'engagement' | 'quality' | 'value';

const GOAL_WEIGHTS: Record<TTopPerformerGoal, Record<Part, number>> = {
  awareness: { reach: 0.45, engagement: 0.15, quality: 0.15, value: 0.25 },
  engagement: { reach: 0.1, engagement: 0.5, quality: 0.15, value: 0.25 },
  conversions: { reach: 0.05, engagement: 0.3, quality: 0.4, value: 0.25 },
};

type RankInput = {
  creator: TCreatorSummary;
  /** Median engagement (percent) of the creator's tier across the index. */
  tierMedian: number;
  budget: number;
  goal: TTopPerformerGoal;
  audienceAgeBand: string | null;
  audienceGender: 'female' | 'male' | null;
};

/** log10 followers from 1K (0) to 10M (1). */
const reachPart = (followers: number) =>
  Math.min(1, Math.max(0, (Math.log10(Math.max(followers, 1)) - 3) / 4));
/** 3× the tier median or more is full marks. */
const engagementPart = (ratio: number) => Math.min(1, ratio / 3);
/** Cheap within budget scores high; over budget falls to 0 at the slack's end. */
const valuePart = (price: number, budget: number) => {
  if (price <= budget) return 1 - 0.5 * (price / budget);
  const over = (price - budget) / (budget * TOP_PERFORMERS_BUDGET_SLACK);
  return Math.max(0, 0.5 * (1 - over));
};

export function scoreCreator(input: RankInput): { score: number; reasons: TRankReason[] } {
  const { creator, tierMedian, budget, goal } = input;
  const ratio = tierMedian > 0 ? creator.engagementRate / tierMedian : 1;
  const parts: Record<Part, number> = {
    reach: reachPart(creator.followers),
    engagement: engagementPart(ratio),
    quality: creator.qualityScore / 100,
    value: valuePart(creator.estimatedPrice, budget),
  };
  const weights = GOAL_WEIGHTS[goal];
  const score =
    Math.round(
      (Object.keys(parts) as Part[]).reduce((sum, part) => sum + parts[part] * weights[part], 0) * 1000,
    ) / 10;

  // Reasons ordered by what they added to this creator's score, so the first says the most.
  const weighted: { weight: number; reason: TRankReason }[] = [
    {
      weight: parts.engagement * weights.engagement,
      reason: {
        code: 'engagementVsTier',
        engagementRate: round(creator.engagementRate, 2),
        tierMedian: round(tierMedian, 2),
        ratio: round(ratio, 1),
      },
    },
    {
      weight: parts.value * weights.value,
      reason: {
        code: creator.estimatedPrice <= budget ? 'priceWithinBudget' : 'priceOverBudget',
        price: creator.estimatedPrice,
        budget,
      },
    },
    { weight: parts.quality * weights.quality, reason: { code: 'quality', score: creator.qualityScore } },
    { weight: parts.reach * weights.reach, reason: { code: 'reach', followers: creator.followers } },
  ];
  weighted.sort((a, b) => b.weight - a.weight);
  const reasons = weighted.map((entry) => entry.reason);
  // Audience matches are filters, not score: they explain why the creator is in the list at all.
  if (input.audienceAgeBand && creator.audienceAgeBand === input.audienceAgeBand) {
    reasons.push({ code: 'audienceAge', band: input.audienceAgeBand });
  }
  if (input.audienceGender && creator.audienceFemaleShare !== null) {
    const share =
      input.audienceGender === 'female' ? creator.audienceFemaleShare : 1 - creator.audienceFemaleShare;
    reasons.push({ code: 'audienceGender', gender: input.audienceGender, share: round(share, 2) });
  }
  return { score, reasons };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
