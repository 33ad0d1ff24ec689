import { getPlan } from '@creatorscope/contracts';
import { and, asc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps.js';
import { getOrgPlans } from '../entitlements/index.js';
import { changeCredits, FREE_PLAN_ITEM } from './service.js';
import { creditLedger } from './tables.js';

/*
 * The Free plan's credits are "a month": an organisation receives them when it is created (the
 * ledger's first row, written in the transaction that creates it, whose time is the creation's) and again at each monthly anniversary of its creation for as long as it is on
 * Free. Paid plans receive theirs with each payment instead (a yearly one month by month, see
 * grantPlanMonths). A grant's idempotency key names the month, so passes may run on several
 * instances, be retried or catch up after downtime without granting a month twice; a month
 * missed entirely (the server was down all of it) is not back-paid.
 */

const BATCH = 500;

/** Key of the grant for the n-th month after creation (n ≥ 1; month 0 is the opening row). */
const freeAllowanceKey = (month: number) => `free-allowance:${month}`;

export async function grantFreeAllowances(
  deps: Pick<Deps, 'db'>,
  now = new Date(),
): Promise<{ granted: number }> {
  const credits = getPlan('free').credits ?? 0;
  if (credits === 0) return { granted: 0 };
  const at = sql`${now.toISOString()}::timestamptz`;
  const opening = alias(creditLedger, 'opening');
  // Whole months between creation and now, as the calendar counts them in UTC (31 January + 1
  // month is the end of February). age() alone counts 31 January → 28 February as 28 days, so the
  // month it has not counted yet is added when creation plus that month has passed.
  const created = sql`(${opening.createdAt} at time zone 'UTC')`;
  const until = sql`(${at} at time zone 'UTC')`;
  const age = sql`age(${until}, ${created})`;
  const counted = sql`(extract(year from ${age}) * 12 + extract(month from ${age}))::int`;
  const months = sql<number>`(${counted} + case when ${created} + make_interval(months => ${counted} + 1) <= ${until} then 1 else 0 end)`;
  const due: SQL = sql`not exists (select 1 from ${creditLedger} where ${creditLedger.orgId} = ${opening.orgId} and ${creditLedger.idempotencyKey} = 'free-allowance:' || ${months})`;
  let granted = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await deps.db
      .select({ orgId: opening.orgId, months })
      .from(opening)
      .where(
        and(
          eq(opening.seq, 1),
          after ? gt(opening.orgId, after) : undefined,
          // No month is shorter than 28 days: a bound the index can use, then the calendar's month.
          lte(opening.createdAt, sql`${at} - interval '28 days'`),
          sql`${created} + interval '1 month' <= ${until}`,
          due,
        ),
      )
      .orderBy(asc(opening.orgId))
      .limit(BATCH);
    const plans = await getOrgPlans(
      deps.db,
      batch.map((row) => row.orgId),
      now,
    );
    for (const row of batch) {
      if (row.months < 1) continue;
      if (plans.get(row.orgId)?.plan !== 'free') continue;
      await changeCredits(deps, row.orgId, {
        delta: credits,
        reason: 'plan_grant',
        note: 'Free plan',
        item: FREE_PLAN_ITEM,
        idempotencyKey: freeAllowanceKey(row.months),
      });
      granted++;
    }
    if (batch.length < BATCH) return { granted };
    after = batch[batch.length - 1]?.orgId ?? null;
  }
}
