import type { TComparison } from '@creatorscope/contracts';
import type { Deps } from '../../../deps.js';
import { fieldError, isAppError } from '../../../http/errors.js';
import type { SourceCharge } from '../source-budget.js';
import { ensureCreatorReport } from './creator-report.js';

/**
 * Two to four creators side by side (the count is checked by the contract). Each report is
 * ensured like a single creator's page; an unknown handle is a field error on its position.
 */
export async function compareCreators(
  deps: Pick<Deps, 'db' | 'social' | 'log'>,
  handles: readonly string[],
  charge?: SourceCharge,
): Promise<TComparison> {
  const entries: TComparison['creators'] = [];
  // One after another: a rate-limited source is better asked in sequence than all at once.
  for (const [i, handle] of handles.entries()) {
    try {
      const report = await ensureCreatorReport(deps, handle, { charge });
      entries.push({
        creator: report.creator,
        metrics: report.metrics,
        followerHistory: report.followerHistory,
        snapshotAt: report.snapshotAt,
      });
    } catch (error) {
      if (isAppError(error) && error.code === 'not_found') throw fieldError(`handles.${i}`, error.message);
      throw error;
    }
  }
  return { creators: entries };
}
