import { CONTENT_CATEGORIES, type TCategoryCount } from '@creatorscope/contracts';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { creators } from '../tables.js';

/*
 * The 23 categories with how many creators each holds. Counting a million-row index takes a
 * noticeable moment and the numbers move slowly, so each process keeps the answer for a minute.
 */

const TTL_MS = 60_000;
const cache = new WeakMap<object, { at: number; value: TCategoryCount[] }>();

export async function listCategories(deps: Pick<Deps, 'db'>, now = Date.now()): Promise<TCategoryCount[]> {
  const hit = cache.get(deps.db);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const rows = await deps.db
    .select({ category: creators.category, n: sql<number>`count(*)::int` })
    .from(creators)
    .groupBy(creators.category);
  const counts = new Map(rows.map((r) => [r.category, r.n]));
  const value = CONTENT_CATEGORIES.map((category) => ({ category, creators: counts.get(category) ?? 0 }));
  cache.set(deps.db, { at: now, value });
  return value;
}
