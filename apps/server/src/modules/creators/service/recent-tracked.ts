import type { TDashboardActivity } from '@creatorscope/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { getCreatorsByIds } from '../../insights/index.js';
import { trackedCreators } from '../tables.js';

/** The organisation's newest trackings, newest first, as the dashboard's activity shows them. */
export async function recentTrackedCreators(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  limit: number,
): Promise<Extract<TDashboardActivity, { kind: 'tracked' }>[]> {
  const tracked = await deps.db
    .select({ at: trackedCreators.createdAt, creatorId: trackedCreators.creatorId })
    .from(trackedCreators)
    .where(eq(trackedCreators.orgId, orgId))
    .orderBy(desc(trackedCreators.createdAt))
    .limit(limit);
  const handles = new Map(
    (
      await getCreatorsByIds(
        deps,
        tracked.map((t) => t.creatorId),
      )
    ).map((c) => [c.id, c.handle]),
  );
  return tracked.flatMap((t) => {
    const handle = handles.get(t.creatorId);
    return handle === undefined ? [] : [{ kind: 'tracked' as const, at: t.at.toISOString(), handle }];
  });
}
