import {
  GATING_FEATURES,
  getPlan,
  PLAN_FEATURES,
  PLANS,
  planHasFeature,
  type TBillingPeriod,
  type TGatingFeature,
  type TOrgPlan,
  type TPlanId,
  type TSubscriptionStatus,
} from '@creatorscope/contracts';
import { and, asc, eq, gt, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { subscriptions } from './tables.js';

/** An organisation's stored subscription row (none means Free). */
type Subscription = typeof subscriptions.$inferSelect;

/** A renewal can arrive a little after the renewal date; the plan stays on meanwhile. */
const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The plan in force, derived from the stored subscription and the clock: a paid plan whose period
 * ended (cancelled, on hold, or a renewal that never came) reads as Free without any job to end it.
 */
export function toOrgPlan(row: Subscription | undefined, now = new Date()): TOrgPlan {
  const premiumUntil =
    row?.premiumInsightsUntil && row.premiumInsightsUntil > now ? row.premiumInsightsUntil : null;
  const end = row?.currentPeriodEnd ?? null;
  const ending = row?.status !== 'active' || row?.cancelAtPeriodEnd;
  const isPaidNow =
    !!row &&
    row.planId !== 'free' &&
    (row.planId === 'custom' && !end
      ? row.status === 'active'
      : !!end && now.getTime() < end.getTime() + (ending ? 0 : RENEWAL_GRACE_MS));
  const plan: TPlanId = isPaidNow && row ? (row.planId as TPlanId) : 'free';
  const features = GATING_FEATURES.filter(
    (f) => planHasFeature(plan, f) || (f === 'insightsPremium' && premiumUntil !== null),
  );
  return {
    plan,
    period: isPaidNow && row?.period ? (row.period as TBillingPeriod) : null,
    status: isPaidNow && row ? (row.status as TSubscriptionStatus) : 'active',
    renewsAt: isPaidNow && end ? end.toISOString() : null,
    cancelAtPeriodEnd: isPaidNow && !!row?.cancelAtPeriodEnd,
    handlesLimit: getPlan(plan).handlesLimit,
    teamSeats: getPlan(plan).teamSeats,
    premiumInsightsUntil: premiumUntil?.toISOString() ?? null,
    features,
  };
}

/** The stored subscription (for the credits module's plan months and the plan change), if any. */
export async function getSubscription(
  db: Pick<Db, 'select'>,
  orgId: string,
): Promise<Subscription | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)).limit(1);
  return row;
}

/** What other modules ask: the organisation's plan now, with its quota and the features it unlocks. */
export async function getOrgPlan(deps: Pick<Deps, 'db'>, orgId: string, now = new Date()): Promise<TOrgPlan> {
  return toOrgPlan(await getSubscription(deps.db, orgId), now);
}

export async function orgHasFeature(deps: Pick<Deps, 'db'>, orgId: string, feature: TGatingFeature) {
  return (await getOrgPlan(deps, orgId)).features.includes(feature);
}

/** The plans that unlock a feature, cheapest first, and the words of a refusal naming the first. */
export function featureLock(feature: TGatingFeature) {
  const requiredPlans = PLANS.filter((p) => PLAN_FEATURES[feature].includes(p.id)).map((p) => p.id);
  const first = requiredPlans[0] ? getPlan(requiredPlans[0]).title : 'a paid';
  return {
    message: `Your plan does not include this feature: upgrade to the ${first} plan to unlock it`,
    data: { feature, requiredPlans },
  };
}

/**
 * `from` plus whole calendar months (UTC), on the month's last day when it is shorter: 31 Jan + 1
 * is 28/29 Feb, not 3 March as `setUTCMonth` alone would overflow to; 29 Feb + 12 is 28 Feb.
 */
export function addMonths(from: Date, months: number): Date {
  const at = new Date(from);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at;
}

/** The end of a period that starts at `from`: a plan bought on 31 January is paid until 28/29 February. */
export const addPeriod = (from: Date, period: TBillingPeriod): Date =>
  addMonths(from, period === 'Yearly' ? 12 : 1);

/**
 * Puts the organisation on a paid plan from a fulfilled payment (inside the fulfilment
 * transaction). Answers the provider subscription it replaces, which the caller ends afterwards.
 */
export async function activatePlan(
  tx: Db,
  orgId: string,
  input: {
    planId: TPlanId;
    period: TBillingPeriod;
    periodEnd: Date;
    provider: string;
    providerSubscriptionId: string | null;
    paymentId: string;
  },
): Promise<string | null> {
  const previous = await getSubscription(tx, orgId);
  const values = {
    planId: input.planId,
    period: input.period,
    status: 'active',
    currentPeriodStart: new Date(),
    currentPeriodEnd: input.periodEnd,
    cancelAtPeriodEnd: false,
    provider: input.provider,
    providerSubscriptionId: input.providerSubscriptionId,
    paymentId: input.paymentId,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ orgId, ...values })
    .onConflictDoUpdate({ target: subscriptions.orgId, set: values });
  const replaced = previous?.providerSubscriptionId;
  return replaced && replaced !== input.providerSubscriptionId ? replaced : null;
}

/**
 * A renewal payment of the running subscription (inside its fulfilment transaction): the paid
 * period now starts at the renewal, paid by that payment (a yearly plan's months count from it).
 * The end is the provider's (subscription.renewed) when it already moved it, else a period on.
 * A renewal of a subscription that was replaced since changes no plan.
 */
export async function renewPlan(
  tx: Db,
  orgId: string,
  input: { providerSubscriptionId: string | null; paymentId: string; paidAt: Date },
): Promise<void> {
  const row = await getSubscription(tx, orgId);
  if (
    !row?.period ||
    !input.providerSubscriptionId ||
    row.providerSubscriptionId !== input.providerSubscriptionId
  ) {
    return;
  }
  const period = row.period as TBillingPeriod;
  const nextEnd = addPeriod(input.paidAt, period);
  const isMoved =
    !!row.currentPeriodEnd && row.currentPeriodEnd.getTime() > input.paidAt.getTime() + RENEWAL_GRACE_MS;
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      currentPeriodStart: input.paidAt,
      ...(isMoved ? {} : { currentPeriodEnd: nextEnd }),
      paymentId: input.paymentId,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.orgId, orgId));
}

/** Opens or extends a premium insights pass by `days`, from its end when one is running. */
export async function extendPremiumPass(tx: Db, orgId: string, days: number): Promise<Date> {
  const row = await getSubscription(tx, orgId);
  const now = new Date();
  const from = row?.premiumInsightsUntil && row.premiumInsightsUntil > now ? row.premiumInsightsUntil : now;
  const until = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
  await tx
    .insert(subscriptions)
    .values({ orgId, premiumInsightsUntil: until })
    .onConflictDoUpdate({
      target: subscriptions.orgId,
      set: { premiumInsightsUntil: until, updatedAt: now },
    });
  return until;
}

/**
 * A premium pass payment was refunded: its days come off the pass, so a pass bought twice keeps
 * the other purchase's days and a single one ends now.
 */
export async function shortenPremiumPass(tx: Db, orgId: string, days: number): Promise<void> {
  const row = await getSubscription(tx, orgId);
  if (!row?.premiumInsightsUntil) return;
  const now = new Date();
  const until = new Date(row.premiumInsightsUntil.getTime() - days * 24 * 60 * 60 * 1000);
  await tx
    .update(subscriptions)
    .set({ premiumInsightsUntil: until > now ? until : null, updatedAt: now })
    .where(eq(subscriptions.orgId, orgId));
}

/**
 * A plan payment was refunded: when it paid the current period the plan ends now (Free at once).
 * Answers the provider subscription to stop, which the caller ends after the transaction.
 */
export async function endRefundedPlan(
  tx: Db,
  orgId: string,
  paymentId: string,
): Promise<{
  provider: string | null;
  providerSubscriptionId: string | null;
} | null> {
  const row = await getSubscription(tx, orgId);
  if (!row || row.paymentId !== paymentId || row.planId === 'free') return null;
  await tx.update(subscriptions).set(backToFree()).where(eq(subscriptions.orgId, orgId));
  return { provider: row.provider, providerSubscriptionId: row.providerSubscriptionId };
}

/** The subscription's columns on Free: no period, no provider subscription left to charge. */
const backToFree = () => ({
  planId: 'free',
  period: null,
  status: 'active',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  providerSubscriptionId: null,
  updatedAt: new Date(),
});

/** The stored subscription a provider's subscription id belongs to. */
async function findSubscriptionByProviderId(db: Pick<Db, 'select'>, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row;
}

/** Applies what a provider says about a running subscription; events for a replaced subscription are ignored. */
export async function updateSubscriptionFromProvider(
  db: Db,
  providerSubscriptionId: string,
  change: Partial<Pick<Subscription, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>>,
) {
  await db
    .update(subscriptions)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
}

/** Free at once (a downgrade): the data stays, the paid period and its provider subscription end. */
export async function endPlanNow(db: Db, orgId: string): Promise<void> {
  await db.update(subscriptions).set(backToFree()).where(eq(subscriptions.orgId, orgId));
}

/** A cancellation at the renewal date, or its undoing. */
export async function setCancelAtPeriodEnd(db: Db, orgId: string, cancel: boolean): Promise<void> {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, status: 'active', updatedAt: new Date() })
    .where(eq(subscriptions.orgId, orgId));
}

/** A renewal moves the date by a whole period; anything under this is the same cycle restated. */
const SAME_CYCLE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Takes the provider's renewal date, under a row lock so that an older, repeated or out-of-order
 * event changes nothing. A renewal's credits come with its payment, which is what a refund of that
 * payment takes back.
 */
export async function moveRenewalDate(db: Db, providerSubscriptionId: string, nextBillingDate: Date) {
  const known = await findSubscriptionByProviderId(db, providerSubscriptionId);
  if (!known) return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orgId, known.orgId))
      .for('update')
      .limit(1);
    if (!row || row.providerSubscriptionId !== providerSubscriptionId || !row.period) return;
    const end = row.currentPeriodEnd?.getTime();
    const next = nextBillingDate.getTime();
    // An event of an earlier cycle, arriving late.
    if (end !== undefined && next < end - SAME_CYCLE_MS) return;
    // Within days of the stored date, the provider restates the date we derived (at fulfilment,
    // or at a renewal payment that came first): its date wins, the status stays as it is.
    const isRestated = end !== undefined && next <= end;
    await tx
      .update(subscriptions)
      .set({
        currentPeriodEnd: nextBillingDate,
        ...(isRestated ? {} : { status: 'active', updatedAt: new Date() }),
      })
      .where(eq(subscriptions.orgId, row.orgId));
  });
}

/** The plans in force for many organisations at once (the Free allowance pass). */
export async function getOrgPlans(
  db: Pick<Db, 'select'>,
  orgIds: readonly string[],
  now = new Date(),
): Promise<Map<string, TOrgPlan>> {
  const rows =
    orgIds.length === 0
      ? []
      : await db
          .select()
          .from(subscriptions)
          .where(inArray(subscriptions.orgId, [...orgIds]));
  const byOrg = new Map(rows.map((row) => [row.orgId, row]));
  return new Map(orgIds.map((orgId) => [orgId, toOrgPlan(byOrg.get(orgId), now)]));
}

/**
 * Organisations on a paid yearly plan whose period ended after `since`, a page at a time in id
 * order (the hourly pass granting a yearly plan's months).
 */
export async function listYearlyPlanOrgIds(
  db: Pick<Db, 'select'>,
  page: { since: Date; after: string | null; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ orgId: subscriptions.orgId })
    .from(subscriptions)
    .where(
      and(
        page.after ? gt(subscriptions.orgId, page.after) : undefined,
        eq(subscriptions.period, 'Yearly'),
        ne(subscriptions.planId, 'free'),
        isNotNull(subscriptions.paymentId),
        gte(subscriptions.currentPeriodEnd, page.since),
      ),
    )
    .orderBy(asc(subscriptions.orgId))
    .limit(page.limit);
  return rows.map((row) => row.orgId);
}
