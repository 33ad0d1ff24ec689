import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { notFound } from '../../../http/errors.js';
import { trackedCreators } from '../tables.js';

/** Stops tracking one creator, freeing its handle of the quota (credits already spent stay spent). */
export async function deleteTrackedCreator(deps: Pick<Deps, 'db'>, orgId: string, id: string): Promise<void> {
  const removed = await deps.db
    .delete(trackedCreators)
    .where(and(eq(trackedCreators.orgId, orgId), eq(trackedCreators.id, id)))
    .returning({ id: trackedCreators.id });
  if (removed.length === 0) throw notFound('Tracked creator');
}

/** Stops tracking several creators at once; ids of other organisations are never touched. */
export async function deleteTrackedCreators(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  ids: readonly string[],
): Promise<number> {
  const removed = await deps.db
    .delete(trackedCreators)
    .where(and(eq(trackedCreators.orgId, orgId), inArray(trackedCreators.id, [...new Set(ids)])))
    .returning({ id: trackedCreators.id });
  return removed.length;
}
