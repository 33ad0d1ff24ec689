import {
  CREDIT_PACKS,
  currencyForCountry,
  PLANS,
  PREMIUM_PASS_PRICE,
  planChargeAmount,
  planPrice,
  type TCreditRequest,
  type TFillCreditsFormRequest,
  type TOrgPlan,
  type TSubscriptionView,
  type TTrendsRole,
} from '@creatorscope/contracts';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { getUserContact } from '../auth/index.js';
import { countTrackedCreators } from '../creators/index.js';
import { getCreditBalance, grantPlanMonths } from '../credits/index.js';
import {
  endPlanNow,
  getOrgPlan,
  getSubscription,
  setCancelAtPeriodEnd,
  toOrgPlan,
} from '../entitlements/index.js';
import { notify } from '../notifications/index.js';
import { getOrganizationOrThrow } from '../org/index.js';
import { getBillingDetails } from '../payments/index.js';
import { creditRequests } from './tables.js';

/** Who is buying, as pricing needs it. */
async function getBuyerProfile(deps: Pick<Deps, 'db'>, orgId: string) {
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
  const row = await getSubscription(deps.db, orgId);
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
    await endPlanNow(deps.db, orgId);
  } else {
    const cancel = action === 'cancel';
    if (!cancel && !current.cancelAtPeriodEnd) {
      throw new AppError('unprocessable', 'Your plan is not cancelled: there is nothing to resume');
    }
    if (cancel && current.cancelAtPeriodEnd) return current;
    if (providerSub) await deps.payments.setCancelAtPeriodEnd(providerSub, cancel);
    await setCancelAtPeriodEnd(deps.db, orgId, cancel);
  }
  return getOrgPlan(deps, orgId);
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
  const user = await getUserContact(deps.db, userId);
  const who = user?.name || user?.email || 'A team member';
  const sent = await notify(deps, orgId, 'admins', {
    message: {
      key: 'creditsRequested',
      params: { name: who, credits: input.credits, note: input.note ?? '' },
    },
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
