import type { TMetricId } from '@creatorscope/contracts';
import type { Format } from '../../app/use-format';

/* How each metric of the report is written, and which of them a comparison ranks. */

type MetricKind = 'count' | 'percent' | 'growth' | 'decimal' | 'money' | 'score' | 'rating';

export const METRIC_KIND: Record<TMetricId, MetricKind> = {
  followers: 'count',
  growth7d: 'growth',
  growth30d: 'growth',
  growth90d: 'growth',
  engagementRate: 'percent',
  avgLikes: 'count',
  avgComments: 'count',
  avgViews: 'count',
  postsPerWeek: 'decimal',
  qualityScore: 'score',
  estimatedPrice: 'money',
  rating: 'rating',
};

/**
 * Which end of a metric is "best" when creators are compared: more is better for everything
 * except the price, where the cheaper creator wins the row.
 */
const BEST_IS_LOWEST: ReadonlySet<TMetricId> = new Set(['estimatedPrice']);

export function formatMetric(id: TMetricId, value: number, format: Format): string {
  switch (METRIC_KIND[id]) {
    case 'count':
      return format.compact(value);
    case 'percent':
      return format.percent(value);
    case 'growth':
      return format.signedPercent(value);
    case 'decimal':
      return format.decimal(value);
    case 'money':
      return format.compactRupees(value);
    case 'score':
      return format.whole(value);
    case 'rating':
      return format.decimal(value);
  }
}

/** The formula of a metric, translated; growth formulas name their period. */
export function formulaKey(id: TMetricId): { key: string; values?: Record<string, number> } {
  if (id === 'growth7d') return { key: 'formulas.growth', values: { days: 7 } };
  if (id === 'growth30d') return { key: 'formulas.growth', values: { days: 30 } };
  if (id === 'growth90d') return { key: 'formulas.growth', values: { days: 90 } };
  return { key: `formulas.${id}`, values: { posts: 12 } };
}

/**
 * The index of the best value of a row (null when nothing can be compared or all are equal), so
 * the comparison table can mark it.
 */
export function bestIndex(id: TMetricId, values: readonly (number | null)[]): number | null {
  const known = values.map((value, index) => ({ value, index })).filter((item) => item.value !== null);
  if (known.length < 2) return null;
  const isLowest = BEST_IS_LOWEST.has(id);
  let best = known[0] as { value: number; index: number };
  for (const item of known as { value: number; index: number }[]) {
    if (isLowest ? item.value < best.value : item.value > best.value) best = item;
  }
  const isTie = known.filter((item) => item.value === best.value).length > 1;
  return isTie ? null : best.index;
}
