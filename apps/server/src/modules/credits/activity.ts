import type { TDashboardActivity } from '@creatorscope/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { creditLedger } from './tables.js';

/** The organisation's newest credit changes, newest first, as the dashboard's activity shows them. */
export async function recentCreditActivity(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  limit: number,
): Promise<Extract<TDashboardActivity, { kind: 'credits' }>[]> {
  const rows = await deps.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.orgId, orgId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.seq))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'credits',
    at: row.createdAt.toISOString(),
    reason: row.reason,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
  }));
}
