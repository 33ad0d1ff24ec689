import {
  PLANS_AND_BILLING_PATH,
  TRACK_CREDIT_COST,
  type TTrackCreatorResult,
  type TTrackingQuota,
  type TTrackLimitData,
} from '@creatorscope/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import { AppError, isAppError } from '../../../http/errors.js';
import { changeCredits, getCreditBalance } from '../../credits/index.js';
import { getOrgPlan } from '../../entitlements/index.js';
import {
  type CreatorRow,
  ensureCreatorReport,
  getCreatorByHandle,
  parseHandle,
  type SourceCharge,
} from '../../insights/index.js';
import { trackedCreators } from '../tables.js';
import { countTrackedCreators, getTrackingQuota, toTrackedCreator } from './tracked-quota.js';

type TrackDeps = Pick<Deps, 'db' | 'social' | 'log'>;

/** The 422 that says which limit ran out and points to plans, with the figures the page shows. */
function limitError(limit: TTrackLimitData['limit'], quota: TTrackingQuota): AppError {
  const data: TTrackLimitData = { limit, ...quota, upgradePath: PLANS_AND_BILLING_PATH };
  const message =
    limit === 'quota'
      ? `You are tracking ${quota.handlesUsed} of the ${quota.handlesLimit} handles your plan allows: upgrade your plan in Plans and billing to track more creators`
      : 'You have no insight credits left: upgrade your plan or buy more credits in Plans and billing';
  return new AppError('unprocessable', message, data);
}

function assertRoom(quota: TTrackingQuota): void {
  if (quota.handlesLimit !== null && quota.handlesUsed >= quota.handlesLimit)
    throw limitError('quota', quota);
  if (quota.creditsBalance < TRACK_CREDIT_COST) throw limitError('credits', quota);
}

/** The organisation's tracking of a creator, when it tracks it. */
async function findTracked(db: Pick<Db, 'select'>, orgId: string, creator: CreatorRow) {
  const [tracked] = await db
    .select()
    .from(trackedCreators)
    .where(and(eq(trackedCreators.orgId, orgId), eq(trackedCreators.creatorId, creator.id)))
    .limit(1);
  return tracked ? { tracked, creator } : null;
}

/**
 * Analyses a handle and adds it to the organisation's tracked creators, taking one handle of the
 * plan's quota and one insight credit together: the tracking row and the ledger row are written in
 * one transaction, so a refusal (quota, credits) or a failure (unknown handle, source down) charges
 * nothing. Tracking a handle already tracked answers it again for free. Concurrent calls of one
 * organisation take turns on an advisory lock, so they can never exceed the quota together.
 */
export async function trackCreator(
  deps: TrackDeps,
  orgId: string,
  userId: string | null,
  handleInput: string,
  charge?: SourceCharge,
): Promise<TTrackCreatorResult & { isNew: boolean }> {
  const handle = parseHandle(handleInput);
  const known = await getCreatorByHandle(deps, handle);
  const already = known ? await findTracked(deps.db, orgId, known) : null;
  if (already) {
    return {
      tracked: toTrackedCreator(already.tracked, already.creator),
      charged: false,
      quota: await getTrackingQuota(deps, orgId),
      isNew: false,
    };
  }
  // Refuse before asking the source when nothing could be charged anyway.
  assertRoom(await getTrackingQuota(deps, orgId));
  await ensureCreatorReport(deps, handle, { charge });
  const creator = await getCreatorByHandle(deps, handle);
  if (!creator) throw new AppError('not_found', `No Instagram creator named @${handle} was found`);
  const plan = await getOrgPlan(deps, orgId);

  const outcome = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tracked:${orgId}`}, 0))`);
    const raced = await findTracked(tx, orgId, creator);
    if (raced) return { tracked: raced.tracked, charged: false };
    const handlesUsed = await countTrackedCreators(tx, orgId);
    if (plan.handlesLimit !== null && handlesUsed >= plan.handlesLimit) {
      throw limitError('quota', {
        handlesUsed,
        handlesLimit: plan.handlesLimit,
        creditsBalance: await getCreditBalance({ db: tx }, orgId),
      });
    }
    const [row] = await tx
      .insert(trackedCreators)
      .values({ orgId, creatorId: creator.id, createdBy: userId })
      .returning();
    if (!row) throw new AppError('internal', 'Could not track the creator');
    try {
      await changeCredits({ db: tx }, orgId, {
        delta: -TRACK_CREDIT_COST,
        reason: 'analysis',
        note: `@${handle}`,
        // One charge per tracking, however often the request is retried.
        idempotencyKey: `track:${row.id}`,
        ...(userId ? { createdBy: userId } : {}),
      });
    } catch (error) {
      if (isAppError(error) && error.code === 'unprocessable') {
        throw limitError('credits', { handlesUsed, handlesLimit: plan.handlesLimit, creditsBalance: 0 });
      }
      throw error;
    }
    return { tracked: row, charged: true };
  });
  return {
    tracked: toTrackedCreator(outcome.tracked, creator),
    charged: outcome.charged,
    quota: await getTrackingQuota(deps, orgId),
    isNew: outcome.charged,
  };
}
