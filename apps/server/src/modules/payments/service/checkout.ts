import { randomBytes } from 'node:crypto';
import {
  getCreditPack,
  PREMIUM_PASS_DAYS,
  PREMIUM_PASS_PRICE,
  PREMIUM_PASS_PRODUCT_KEY,
  planChargeAmount,
  planForProductKey,
  type TBillingPeriod,
  type TCheckoutToken,
  type TCheckStatusResponse,
  type TCreditPackId,
  type TPaymentPurpose,
  type TPlanId,
  type TTrendsRole,
} from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { users } from '../../auth/tables.js';
import { getBuyerProfile, getOrgPlan } from '../../billing/service.js';
import { getCreditBalance } from '../../credits/service.js';
import { getBillingDetails } from '../billing-details.js';
import { type BuyerSnapshot, payments } from '../tables.js';
import { failPayment, fulfilPayment } from './fulfil.js';
import { getPaymentByToken, type PaymentRow, toMinor, toPayment } from './payment-view.js';

/** What a checkout sells, before it is priced for the buyer. */
export type Purchase =
  | { purpose: 'plan'; productKey: string }
  | { purpose: 'credit_pack'; packId: TCreditPackId }
  | { purpose: 'premium_insights' };

type Priced = {
  purpose: TPaymentPurpose;
  productKey: string;
  description: string;
  planId: TPlanId | null;
  period: TBillingPeriod | null;
  credits: number | null;
  amount: number;
};

type CheckoutDeps = Pick<Deps, 'db' | 'pubsub' | 'payments' | 'log' | 'config'>;

/**
 * Generate a token: prices the purchase for this organisation (currency by country, creator
 * discount), records a pending payment and opens the provider's checkout. The same idempotency
 * key (a double click, a retried request) answers the same checkout instead of a second one.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  orgId: string,
  userId: string,
  purchase: Purchase,
  idempotencyKey?: string,
): Promise<TCheckoutToken> {
  if (idempotencyKey) {
    const [existing] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.orgId, orgId), eq(payments.idempotencyKey, idempotencyKey)))
      .limit(1);
    if (existing?.checkoutUrl)
      return { token: existing.token, checkoutUrl: existing.checkoutUrl, payment: toPayment(existing) };
  }
  const profile = await getBuyerProfile(deps, orgId);
  const current = await getOrgPlan(deps, orgId);
  const priced = price(purchase, profile.currency, profile.trendsRole, current);
  const buyer = await buyerFor(deps, orgId, userId, profile.org);
  const token = `cs_${randomBytes(18).toString('base64url')}`;
  const [row] = await deps.db
    .insert(payments)
    .values({
      orgId,
      token,
      purpose: priced.purpose,
      productKey: priced.productKey,
      description: priced.description,
      planId: priced.planId,
      period: priced.period,
      credits: priced.credits,
      amountMinor: toMinor(priced.amount),
      currency: profile.currency,
      idempotencyKey: idempotencyKey ?? token,
      provider: deps.payments.name,
      buyer,
      createdBy: userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('conflict', 'This checkout is already being opened: try again in a moment');

  let checkout: Awaited<ReturnType<typeof deps.payments.createCheckout>>;
  try {
    checkout = await deps.payments.createCheckout({
      paymentId: row.id,
      token,
      orgName: profile.org.name,
      productKey: priced.productKey,
      description: priced.description,
      amountMinor: row.amountMinor,
      currency: profile.currency,
      period: priced.period,
      buyer: {
        name: buyer.name,
        email: buyer.email ?? '',
        country: buyer.country ?? 'IN',
        state: buyer.state,
        city: buyer.city,
        street: [buyer.addressLine1, buyer.addressLine2].filter(Boolean).join(', ') || null,
        postalCode: buyer.postalCode,
        gstin: buyer.gstin,
      },
      returnUrl: `${deps.config.publicUrl}/insights/plans-and-billing?payment=${encodeURIComponent(token)}`,
      metadata: {
        cs_payment_id: row.id,
        cs_org_id: orgId,
        cs_purpose: priced.purpose,
        cs_product: priced.productKey,
      },
    });
  } catch (error) {
    await failPayment(deps, row.id, 'failed', 'The payment provider could not open a checkout');
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error }, 'payment provider refused a checkout');
    throw new AppError('unavailable', 'The payment provider is not answering: try again in a few minutes');
  }
  const [saved] = await deps.db
    .update(payments)
    .set({
      checkoutUrl: checkout.checkoutUrl,
      providerPaymentId: checkout.providerPaymentId,
      providerSubscriptionId: checkout.providerSubscriptionId,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, row.id))
    .returning();
  const payment = saved ?? row;
  return { token, checkoutUrl: checkout.checkoutUrl, payment: toPayment(payment) };
}

function price(
  purchase: Purchase,
  currency: 'INR' | 'USD',
  trendsRole: TTrendsRole | null,
  current: Awaited<ReturnType<typeof getOrgPlan>>,
): Priced {
  if (purchase.purpose === 'plan') {
    const found = planForProductKey(purchase.productKey);
    if (!found || found.plan.contactUs || found.plan.id === 'free') {
      throw new AppError('unprocessable', 'This plan cannot be bought online: contact us');
    }
    const { plan, period } = found;
    if (current.plan === plan.id && current.period === period && !current.cancelAtPeriodEnd) {
      throw new AppError(
        'unprocessable',
        `Your organisation is already on the ${plan.title} plan (${period.toLowerCase()})`,
      );
    }
    return {
      purpose: 'plan',
      productKey: purchase.productKey,
      description: `${plan.title} plan (${period.toLowerCase()})`,
      planId: plan.id,
      period,
      credits: null,
      amount: planChargeAmount(plan, period, currency, { trendsRole }),
    };
  }
  if (purchase.purpose === 'credit_pack') {
    const pack = getCreditPack(purchase.packId);
    return {
      purpose: 'credit_pack',
      productKey: pack.id,
      description: `${pack.credits} insight credits`,
      planId: null,
      period: null,
      credits: pack.credits,
      amount: pack.price[currency],
    };
  }
  if (
    current.plan !== 'free' &&
    current.features.includes('insightsPremium') &&
    !current.premiumInsightsUntil
  ) {
    throw new AppError('unprocessable', 'Your plan already includes premium insights');
  }
  return {
    purpose: 'premium_insights',
    productKey: PREMIUM_PASS_PRODUCT_KEY,
    description: `Premium insights pass (${PREMIUM_PASS_DAYS} days)`,
    planId: null,
    period: null,
    credits: null,
    amount: PREMIUM_PASS_PRICE[currency],
  };
}

/** The buyer printed on the receipt: the saved billing details, else the organisation and the buyer's email. */
async function buyerFor(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  userId: string,
  org: { name: string; country: string | null },
): Promise<BuyerSnapshot> {
  const [details, [user]] = await Promise.all([
    getBillingDetails(deps, orgId),
    deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  if (details) return { ...details, email: details.email ?? user?.email ?? null };
  return {
    name: org.name,
    email: user?.email ?? null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: null,
    postalCode: null,
    country: org.country,
    gstin: null,
  };
}

/**
 * Check the status: answers the stored status, and while it is pending asks the provider and
 * applies what it says (fulfilment is exactly-once, so racing a webhook is harmless).
 */
export async function checkPaymentStatus(
  deps: CheckoutDeps,
  orgId: string,
  token: string,
): Promise<TCheckStatusResponse> {
  let row: PaymentRow = await getPaymentByToken(deps.db, orgId, token);
  if (row.status === 'pending' && row.provider === deps.payments.name) {
    const state = await deps.payments
      .getPayment({
        token: row.token,
        providerPaymentId: row.providerPaymentId,
        providerSubscriptionId: row.providerSubscriptionId,
      })
      .catch((error: unknown) => {
        deps.log.warn({ err: error, payment: row.id }, 'payment provider status check failed');
        return null;
      });
    if (state?.status === 'succeeded') {
      await fulfilPayment(deps, row.id, {
        providerPaymentId: state.providerPaymentId,
        providerSubscriptionId: state.providerSubscriptionId,
        nextBillingDate: state.nextBillingDate,
      });
    } else if (state && (state.status === 'failed' || state.status === 'cancelled')) {
      await failPayment(deps, row.id, state.status, state.failureReason ?? 'The payment did not go through');
    }
    row = await getPaymentByToken(deps.db, orgId, token);
  }
  const [plan, creditsBalance] = await Promise.all([getOrgPlan(deps, orgId), getCreditBalance(deps, orgId)]);
  return { token: row.token, status: toPayment(row).status, payment: toPayment(row), plan, creditsBalance };
}
