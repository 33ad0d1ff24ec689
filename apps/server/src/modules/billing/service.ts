import {
  CREDIT_PACKS,
  GATING_FEATURES,
  getPlan,
  PLAN_FEATURES,
  PLANS,
  PREMIUM_PASS_PRICE,
  planChargeAmount,
  planHasFeature,
  planPrice,
  type TBillingPeriod,
  type TCreditLedgerPage,
  type TCreditRequest,
  type TFillCreditsFormRequest,
  type TGatingFeature,
  type TOrgPlan,
  type TPlanCurrency,
  type TPlanId,
  type TSubscriptionStatus,
  type TSubscriptionView,
  type TTrendsRole,
} from '@creatorscope/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { users } from '../auth/tables.js';
import { countTrackedCreators } from '../creators/service/tracked-quota.js';
import { getCreditBalance, grantPlanMonths } from '../credits/service.js';
import { creditLedger } from '../credits/tables.js';
import { notify } from '../notifications/service.js';
import { getOrganizationOrThrow } from '../org/service.js';
import { getBillingDetails } from '../payments/billing-details.js';
import { creditRequests, subscriptions } from './tables.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A renewal can arrive a little after the renewal date; the plan stays on meanwhile. */
const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The plan in force, derived from the stored subscription and the clock: a paid plan whose period
 * ended (cancelled, on hold, or a renewal that never came) reads as Free without any job to end it.
 */
export function toOrgPlan(row: SubscriptionRow | undefined, now = new Date()): TOrgPlan {
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

async function subscriptionRow(db: Pick<Db, 'select'>, orgId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)).limit(1);
  return row;
}

/** What other modules ask: the organisation's plan now, with its quota and the features it unlocks. */
export async function getOrgPlan(deps: Pick<Deps, 'db'>, orgId: string, now = new Date()): Promise<TOrgPlan> {
  return toOrgPlan(await subscriptionRow(deps.db, orgId), now);
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

/** Rupees for India (and before the country is known), dollars elsewhere. */
export const currencyForCountry = (country: string | null): TPlanCurrency =>
  country && country !== 'IN' ? 'USD' : 'INR';

/** Who is buying, as pricing needs it. */
export async function getBuyerProfile(deps: Pick<Deps, 'db'>, orgId: string) {
  const org = await getOrganizationOrThrow(deps, orgId);
  const trendsRole = (org.trendsRole as TTrendsRole | null) ?? null;
  return { org, currency: currencyForCountry(org.country), trendsRole, isCreator: trendsRole === 'creator' };
}

export async function getSubscriptionView(
  deps: Pick<Deps, 'db' | 'payments'>,
  orgId: string,
): Promise<TSubscriptionView> {
  const [plan, buyer, creditsBalance, billingDetails, handlesUsed] = await Promise.all([
    getOrgPlan(deps, orgId),
    getBuyerProfile(deps, orgId),
    getCreditBalance(deps, orgId),
    getBillingDetails(deps, orgId),
    countTrackedCreators(deps.db, orgId),
  ]);
  const { currency, trendsRole } = buyer;
  const prices = Object.fromEntries(
    PLANS.map((p) => [
      p.id,
      {
        perMonth: {
          monthly: planPrice(p, 'Monthly', currency, { trendsRole }),
          yearly: planPrice(p, 'Yearly', currency, { trendsRole }),
        },
        charge: {
          monthly: planChargeAmount(p, 'Monthly', currency, { trendsRole }),
          yearly: planChargeAmount(p, 'Yearly', currency, { trendsRole }),
        },
      },
    ]),
  ) as TSubscriptionView['prices'];
  return {
    ...plan,
    currency,
    isCreator: buyer.isCreator,
    prices,
    creditPacks: CREDIT_PACKS.map((p) => ({ id: p.id, credits: p.credits, price: p.price[currency] })),
    premiumPassPrice: PREMIUM_PASS_PRICE[currency],
    creditsBalance,
    handlesUsed,
    billingDetails,
    provider: deps.payments.name,
  };
}

export const addPeriod = (from: Date, period: TBillingPeriod): Date => {
  const next = new Date(from);
  if (period === 'Yearly') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

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
  const previous = await subscriptionRow(tx, orgId);
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
  const row = await subscriptionRow(tx, orgId);
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
  const row = await subscriptionRow(tx, orgId);
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
  const row = await subscriptionRow(tx, orgId);
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
  const row = await subscriptionRow(tx, orgId);
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
export async function findSubscriptionByProviderId(db: Pick<Db, 'select'>, providerSubscriptionId: string) {
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
  change: Partial<Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>>,
) {
  await db
    .update(subscriptions)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
}

/**
 * /payout/update-profile-plan. downgrade: Free now (data is kept; the tracked-creators module
 * refuses new tracking beyond the smaller quota). cancel: Free at the renewal date. resume: undo.
 * The provider is told first, so a provider outage changes nothing here.
 */
export async function changePlan(
  deps: Pick<Deps, 'db' | 'payments'>,
  orgId: string,
  action: 'downgrade' | 'cancel' | 'resume',
): Promise<TOrgPlan> {
  const row = await subscriptionRow(deps.db, orgId);
  const current = toOrgPlan(row);
  if (current.plan === 'free' || !row) {
    throw new AppError(
      'unprocessable',
      'Your organisation is on the Free plan: there is no paid plan to change',
    );
  }
  const providerSub = row.provider === deps.payments.name ? row.providerSubscriptionId : null;
  if (action === 'downgrade') {
    // The months of a yearly plan that began before the downgrade were paid for and stay granted.
    await grantPlanMonths(deps, orgId);
    if (providerSub) await deps.payments.cancelNow(providerSub);
    await deps.db.update(subscriptions).set(backToFree()).where(eq(subscriptions.orgId, orgId));
  } else {
    const cancel = action === 'cancel';
    if (!cancel && !current.cancelAtPeriodEnd) {
      throw new AppError('unprocessable', 'Your plan is not cancelled: there is nothing to resume');
    }
    if (cancel && current.cancelAtPeriodEnd) return current;
    if (providerSub) await deps.payments.setCancelAtPeriodEnd(providerSub, cancel);
    await deps.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: cancel, status: 'active', updatedAt: new Date() })
      .where(eq(subscriptions.orgId, orgId));
  }
  return getOrgPlan(deps, orgId);
}

/** /billing/get-credit-ledger: the credits module's ledger, a page at a time, newest first. */
export async function listCreditLedgerPage(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  page: number,
  pageSize: number,
): Promise<TCreditLedgerPage> {
  const [rows, [total], balance] = await Promise.all([
    deps.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.orgId, orgId))
      .orderBy(desc(creditLedger.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.orgId, orgId)),
    getCreditBalance(deps, orgId),
  ]);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      delta: row.delta,
      reason: row.reason as TCreditLedgerPage['items'][number]['reason'],
      note: row.note,
      balanceAfter: row.balanceAfter,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
    balance,
  };
}

/** /insights/fill-credits-form: records the request and tells the organisation's admins. */
export async function requestMoreCredits(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  orgId: string,
  userId: string,
  input: Pick<TFillCreditsFormRequest, 'credits' | 'note'>,
): Promise<TCreditRequest> {
  const [row] = await deps.db
    .insert(creditRequests)
    .values({ orgId, userId, credits: input.credits, note: input.note ?? null })
    .returning();
  if (!row) throw new AppError('internal', 'Could not record the request');
  const [user] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const who = user?.name || user?.email || 'A team member';
  const sent = await notify(deps, orgId, 'admins', {
    title: `${who} asks for ${input.credits} more insight credits`,
    description: input.note ?? '',
    path: '/insights/plans-and-billing',
  });
  return {
    _id: row.id,
    credits: row.credits,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    notified: sent.length,
  };
}
