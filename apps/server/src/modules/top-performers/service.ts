import {
  TOP_PERFORMERS_BUDGET_SLACK,
  TOP_PERFORMERS_LIMIT,
  type TRequirement,
  type TRequirementResult,
  type TTopPerformerGoal,
  ZRequirementFields,
} from '@creatorscope/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { findTopCreators, tierEngagementMedians } from '../insights/index.js';
import { scoreCreator } from './ranking.js';
import { topPerformerRequirements } from './tables.js';

type RequirementRow = typeof topPerformerRequirements.$inferSelect;
type RequirementFields = z.output<typeof ZRequirementFields>;

/** Candidates scored per requirement: the best by the goal's own measure, then ranked in full. */
const CANDIDATES = 400;

const toRequirement = (row: RequirementRow): TRequirement => ({
  _id: row.id,
  name: row.name,
  categories: row.categories,
  tiers: row.tiers,
  countries: row.countries,
  audienceAgeBand: row.audienceAgeBand,
  audienceGender: row.audienceGender,
  budgetPerPost: row.budgetPerPost,
  goal: row.goal as TTopPerformerGoal,
  createdAt: row.createdAt.toISOString(),
});

export async function createRequirement(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  userId: string,
  input: RequirementFields,
): Promise<TRequirement> {
  const [row] = await deps.db
    .insert(topPerformerRequirements)
    .values({
      orgId,
      name: input.name,
      categories: input.categories,
      tiers: input.tiers,
      countries: input.countries,
      audienceAgeBand: input.audienceAgeBand ?? null,
      audienceGender: input.audienceGender ?? null,
      budgetPerPost: input.budgetPerPost,
      goal: input.goal,
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error('requirement insert returned nothing');
  return toRequirement(row);
}

export async function listRequirements(deps: Pick<Deps, 'db'>, orgId: string): Promise<TRequirement[]> {
  const rows = await deps.db
    .select()
    .from(topPerformerRequirements)
    .where(eq(topPerformerRequirements.orgId, orgId))
    .orderBy(desc(topPerformerRequirements.createdAt), desc(topPerformerRequirements.id));
  return rows.map(toRequirement);
}

export async function countRequirements(deps: Pick<Deps, 'db'>, orgId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(topPerformerRequirements)
    .where(eq(topPerformerRequirements.orgId, orgId));
  return row?.n ?? 0;
}

/** Each goal's own measure, by which the candidates are taken. */
const GOAL_MEASURE = {
  awareness: 'followers',
  engagement: 'engagement',
  conversions: 'quality',
} as const satisfies Record<TTopPerformerGoal, string>;

/** The requirement and its ranked creators, computed from the discovery index now. */
export async function getRequirementResult(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  id: string,
): Promise<TRequirementResult> {
  const [row] = await deps.db
    .select()
    .from(topPerformerRequirements)
    .where(and(eq(topPerformerRequirements.id, id), eq(topPerformerRequirements.orgId, orgId)))
    .limit(1);
  if (!row) throw notFound('Requirement');
  const requirement = toRequirement(row);
  const filters = ZRequirementFields.omit({ name: true, budgetPerPost: true, goal: true }).parse({
    categories: row.categories,
    tiers: row.tiers,
    countries: row.countries,
    audienceAgeBand: row.audienceAgeBand,
    audienceGender: row.audienceGender,
  });
  const goal = requirement.goal;
  const [candidates, medians] = await Promise.all([
    findTopCreators(deps, {
      categories: filters.categories,
      tiers: filters.tiers,
      countries: filters.countries,
      audienceAgeBand: filters.audienceAgeBand ?? undefined,
      audienceGender: filters.audienceGender ?? undefined,
      priceMax: Math.floor(row.budgetPerPost * (1 + TOP_PERFORMERS_BUDGET_SLACK)),
      by: GOAL_MEASURE[goal],
      limit: CANDIDATES,
    }),
    tierEngagementMedians(deps),
  ]);
  const overall = median([...medians.values()]);
  const ranked = candidates
    .map((creator) => ({
      creator,
      ...scoreCreator({
        creator,
        tierMedian: medians.get(creator.tier ?? '') ?? overall,
        budget: row.budgetPerPost,
        goal,
        audienceAgeBand: row.audienceAgeBand,
        audienceGender: (row.audienceGender as 'female' | 'male' | null) ?? null,
      }),
    }))
    .sort((a, b) => b.score - a.score || b.creator.followers - a.creator.followers)
    .slice(0, TOP_PERFORMERS_LIMIT)
    .map((entry, index) => ({ rank: index + 1, ...entry }));
  return { requirement, ranked, matched: candidates.length };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? 0) : 0;
};
