import { z } from 'zod';
import { COUNTRY_CODES } from './countries.js';
import { FOLLOWER_RANGES } from './enums.js';
import { ZAgeBandId, ZAudienceGender, ZCreatorSummary } from './insights.js';
import { CONTENT_CATEGORIES } from './insights-constants.js';
import { idField } from './validation.js';

/*
 * Top performers (issue #5): a brand's requirement (who, where, budget, goal) answers a ranked
 * list of creators from the discovery index, each with the reasons for its rank. Reasons are
 * structured (a code and its numbers) so every language words them itself.
 */

export const TOP_PERFORMER_GOALS = ['awareness', 'engagement', 'conversions'] as const;
export const ZTopPerformerGoal = z.enum(TOP_PERFORMER_GOALS, {
  error: 'goal must be awareness, engagement or conversions',
});
export type TTopPerformerGoal = z.infer<typeof ZTopPerformerGoal>;

/** How many ranked creators a requirement answers. */
export const TOP_PERFORMERS_LIMIT = 30;
/** Creators priced up to this share above the budget still rank, with a penalty and a reason. */
export const TOP_PERFORMERS_BUDGET_SLACK = 0.25;

const organizationId = idField('organization_id');

export const ZRequirementFields = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name cannot be empty')
    .max(80, 'name cannot exceed 80 characters'),
  categories: z
    .array(z.enum(CONTENT_CATEGORIES, { error: 'categories must be content categories' }))
    .max(23)
    .default([]),
  tiers: z
    .array(z.enum(FOLLOWER_RANGES, { error: 'tiers must be nano, micro, mid-tier, macro or mega' }))
    .default([]),
  countries: z
    .array(z.enum(COUNTRY_CODES, { error: 'countries must be supported country codes' }))
    .max(150)
    .default([]),
  audienceAgeBand: ZAgeBandId.nullish(),
  audienceGender: ZAudienceGender.nullish(),
  /** Whole INR per post. */
  budgetPerPost: z
    .number({ error: 'budgetPerPost is required' })
    .int('budgetPerPost must be a whole number of rupees')
    .min(500, 'budgetPerPost must be at least ₹500')
    .max(100_000_000, 'budgetPerPost is too large'),
  goal: ZTopPerformerGoal,
});

export const ZCreateRequirementRequest = ZRequirementFields.extend({ organization_id: organizationId });
export type TCreateRequirementRequest = z.input<typeof ZCreateRequirementRequest>;

export const ZRequirement = z.object({
  _id: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  tiers: z.array(z.string()),
  countries: z.array(z.string()),
  audienceAgeBand: z.string().nullable(),
  audienceGender: z.string().nullable(),
  budgetPerPost: z.number().int(),
  goal: ZTopPerformerGoal,
  createdAt: z.string(),
});
export type TRequirement = z.infer<typeof ZRequirement>;

export const ZGetRequirementsRequest = z.object({ organization_id: organizationId });
export const ZGetRequirementRequest = z.object({ organization_id: organizationId, id: idField('id') });
export type TGetRequirementRequest = z.infer<typeof ZGetRequirementRequest>;

/** Why a creator ranks where it does; numbers in the contract's units (percent, INR, fractions). */
export const ZRankReason = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('engagementVsTier'),
    engagementRate: z.number(),
    tierMedian: z.number(),
    /** engagementRate / tierMedian. */
    ratio: z.number(),
  }),
  z.object({ code: z.literal('priceWithinBudget'), price: z.number().int(), budget: z.number().int() }),
  z.object({ code: z.literal('priceOverBudget'), price: z.number().int(), budget: z.number().int() }),
  z.object({ code: z.literal('audienceAge'), band: z.string() }),
  z.object({ code: z.literal('audienceGender'), gender: ZAudienceGender, share: z.number() }),
  z.object({ code: z.literal('quality'), score: z.number().int() }),
  z.object({ code: z.literal('reach'), followers: z.number().int() }),
]);
export type TRankReason = z.infer<typeof ZRankReason>;

export const ZRankedCreator = z.object({
  rank: z.number().int(),
  /** 0..100. */
  score: z.number(),
  creator: ZCreatorSummary,
  /** Strongest first. */
  reasons: z.array(ZRankReason),
});
export type TRankedCreator = z.infer<typeof ZRankedCreator>;

export const ZRequirementResult = z.object({
  requirement: ZRequirement,
  ranked: z.array(ZRankedCreator),
  /** How many creators matched the requirement's filters (before ranking), up to the cap. */
  matched: z.number().int(),
});
export type TRequirementResult = z.infer<typeof ZRequirementResult>;
