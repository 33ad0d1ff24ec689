import {
  getPlan,
  PREMIUM_PASS_DAYS,
  PREMIUM_PASS_PRICE,
  PREMIUM_PASS_PRODUCT_KEY,
  planChargeAmount,
  planForProductKey,
  type TBillingPeriod,
  type TPlanId,
} from '@creatorscope/contracts';
import { AppError } from '../../http/errors.js';
import {
  changeCredits,
  getStanding,
  grantPlanMonths,
  lockCredits,
  paymentItem,
  takeBackPaymentCredits,
} from '../credits/index.js';
import {
  activatePlan,
  addPeriod,
  endRefundedPlan,
  extendPremiumPass,
  getOrgPlan,
  moveRenewalDate,
  renewPlan,
  shortenPremiumPass,
  updateSubscriptionFromProvider,
} from '../entitlements/index.js';
import type { PaymentPurpose } from '../payments/index.js';

/**
 * Credits a plan payment grants when it is paid: one month's, whatever the period. A yearly
 * payment's other eleven months are granted as each begins (grantPlanMonths).
 */
const planPaymentCredits = (planId: TPlanId) => getPlan(planId).credits ?? 0;

/** A paid plan: a provider subscription whose first payment starts it and whose renewals extend it. */
export const planPurpose: PaymentPurpose<{ productKey: string }> = {
  name: 'plan',
  renews: true,
  price: async (deps, buyer, { productKey }) => {
    const found = planForProductKey(productKey);
    if (!found || found.plan.contactUs || found.plan.id === 'free') {
      throw new AppError('unprocessable', 'This plan cannot be bought online: contact us');
    }
    const { plan, period } = found;
    const current = await getOrgPlan(deps, buyer.orgId);
    if (current.plan === plan.id && current.period === period && !current.cancelAtPeriodEnd) {
      throw new AppError(
        'unprocessable',
        `Your organisation is already on the ${plan.title} plan (${period.toLowerCase()})`,
      );
    }
    return {
      productKey,
      description: `${plan.title} plan (${period.toLowerCase()})`,
      planId: plan.id,
      period,
      amount: planChargeAmount(plan, period, buyer.currency, { trendsRole: buyer.trendsRole }),
    };
  },
  deliver: async (tx, paid, facts, now) => {
    if (!paid.planId || !paid.period) throw new Error(`plan payment ${paid.id} names no plan`);
    const period = paid.period as TBillingPeriod;
    const planId = paid.planId as TPlanId;
    // Months of a replaced yearly plan that began before this payment were paid for: grant them first.
    await grantPlanMonths({ db: tx }, paid.orgId, now);
    if (paid.renewalOf) {
      await renewPlan(tx, paid.orgId, {
        providerSubscriptionId: paid.providerSubscriptionId,
        paymentId: paid.id,
        paidAt: now,
      });
    }
    const replaced = paid.renewalOf
      ? null
      : await activatePlan(tx, paid.orgId, {
          planId,
          period,
          periodEnd: facts.nextBillingDate ? new Date(facts.nextBillingDate) : addPeriod(now, period),
          provider: paid.provider,
          providerSubscriptionId: paid.providerSubscriptionId,
          paymentId: paid.id,
        });
    const credits = planPaymentCredits(planId);
    if (credits > 0) {
      await changeCredits({ db: tx }, paid.orgId, {
        delta: credits,
        reason: 'plan_grant',
        note: paid.description,
        item: paymentItem(paid),
        idempotencyKey: `payment:${paid.id}`,
        ...(paid.createdBy ? { createdBy: paid.createdBy } : {}),
      });
    }
    return replaced;
  },
  refund: async (tx, refunded, { provider }) => {
    // Held until commit: a balance reader granting a month of this plan either finished before
    // (and its month is summed below) or waits and then finds the plan ended.
    await lockCredits(tx, refunded.orgId);
    // First, so that no month of the plan is granted while its credits are taken back.
    const ended = await endRefundedPlan(tx, refunded.orgId, refunded.id);
    const stopSubscription =
      ended?.providerSubscriptionId && ended.provider === provider ? ended.providerSubscriptionId : null;
    return { stopSubscription, ...(await takeBackPaymentCredits(tx, refunded)) };
  },
  onSubscriptionEvent: async (db, event) => {
    const id = event.providerSubscriptionId;
    if (event.kind === 'renewal_date') await moveRenewalDate(db, id, event.nextBillingDate);
    else if (event.kind === 'on_hold') await updateSubscriptionFromProvider(db, id, { status: 'on_hold' });
    else if (event.kind === 'cancelled') {
      await updateSubscriptionFromProvider(db, id, { status: 'cancelled', cancelAtPeriodEnd: true });
    } else {
      await updateSubscriptionFromProvider(db, id, {
        status: 'cancelled',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(),
      });
    }
  },
  standing: getStanding,
};

/** Premium insights for a number of days, on top of any plan; a second pass extends the first. */
export const premiumPassPurpose: PaymentPurpose<undefined> = {
  name: 'premium_insights',
  price: async (deps, buyer) => {
    const current = await getOrgPlan(deps, buyer.orgId);
    if (
      current.plan !== 'free' &&
      current.features.includes('insightsPremium') &&
      !current.premiumInsightsUntil
    ) {
      throw new AppError('unprocessable', 'Your plan already includes premium insights');
    }
    return {
      productKey: PREMIUM_PASS_PRODUCT_KEY,
      description: `Premium insights pass (${PREMIUM_PASS_DAYS} days)`,
      amount: PREMIUM_PASS_PRICE[buyer.currency],
    };
  },
  deliver: async (tx, paid) => {
    await extendPremiumPass(tx, paid.orgId, PREMIUM_PASS_DAYS);
    return null;
  },
  refund: async (tx, refunded) => {
    // The balance lock as for every refund, so a refund never interleaves with a grant.
    await lockCredits(tx, refunded.orgId);
    await shortenPremiumPass(tx, refunded.orgId, PREMIUM_PASS_DAYS);
    return {};
  },
  standing: getStanding,
};
