import { inArray } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import type { CreatorRow } from '../summarize.js';
import { creators } from '../tables.js';

/*
 * Batch lookups of index rows for the modules that keep creator ids or handles of their own
 * (tracked creators, shared links): one query for many, never one per row.
 */

/** The index rows of these ids, in no particular order; ids not in the index are left out. */
export async function getCreatorsByIds(
  deps: Pick<Deps, 'db'>,
  ids: readonly string[],
): Promise<CreatorRow[]> {
  if (ids.length === 0) return [];
  return deps.db
    .select()
    .from(creators)
    .where(inArray(creators.id, [...new Set(ids)]));
}

/** The index rows of these stored handles (as parseHandle answers them), in no particular order. */
export async function getCreatorsByHandles(
  deps: Pick<Deps, 'db'>,
  handles: readonly string[],
): Promise<CreatorRow[]> {
  if (handles.length === 0) return [];
  return deps.db
    .select()
    .from(creators)
    .where(inArray(creators.handle, [...new Set(handles)]));
}
