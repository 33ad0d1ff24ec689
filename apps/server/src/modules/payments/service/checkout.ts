import { randomBytes } from 'node:crypto';
import {
  currencyForCountry,
  type TCheckoutToken,
  type TCheckStatusResponse,
  type TTrendsRole,
} from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { getUserEmail } from '../../auth/index.js';
import { getOrganizationOrThrow } from '../../org/index.js';
import { getBillingDetails } from '../billing-details.js';
import type { PaymentPurpose } from '../purposes.js';
import { type BuyerSnapshot, payments } from '../tables.js';
import { failPayment, fulfilPayment } from './fulfil.js';
import { getPaymentByToken, type PaymentRow, toMinor, toPayment } from './payment-view.js';

/** Where a buyer comes back to when the purpose names no page of its own. */
const DEFAULT_RETURN_PATH = '/insights/plans-and-billing';

type CheckoutDeps = Pick<Deps, 'db' | 'pubsub' | 'payments' | 'log' | 'config'>;

/**
 * Generate a token: prices the purchase for this organisation (currency by country, creator
 * discount), records a pending payment and opens the provider's checkout. The same idempotency
 * key (a double click, a retried request) answers the same checkout instead of a second one.
 */
export async function startCheckout<Input>(
  deps: CheckoutDeps,
  orgId: string,
  userId: string,
  purchase: { purpose: PaymentPurpose<Input>; input: Input },
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
  const org = await getOrganizationOrThrow(deps, orgId);
  const currency = currencyForCountry(org.country);
  const trendsRole = (org.trendsRole as TTrendsRole | null) ?? null;
  const { purpose } = purchase;
  const priced = await purpose.price(deps, { orgId, currency, trendsRole }, purchase.input);
  const buyer = await buyerFor(deps, orgId, userId, org);
  const token = `cs_${randomBytes(18).toString('base64url')}`;
  const [row] = await deps.db
    .insert(payments)
    .values({
      orgId,
      token,
      purpose: purpose.name,
      productKey: priced.productKey,
      description: priced.description,
      planId: priced.planId ?? null,
      period: priced.period ?? null,
      credits: priced.credits ?? null,
      amountMinor: toMinor(priced.amount),
      currency,
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
      orgName: org.name,
      productKey: priced.productKey,
      description: priced.description,
      amountMinor: row.amountMinor,
      currency,
      period: priced.period ?? null,
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
      returnUrl: `${deps.config.publicUrl}${priced.returnPath ?? DEFAULT_RETURN_PATH}?payment=${encodeURIComponent(token)}`,
      metadata: {
        cs_payment_id: row.id,
        cs_org_id: orgId,
        cs_purpose: purpose.name,
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

/** The buyer printed on the receipt: the saved billing details, else the organisation and the buyer's email. */
async function buyerFor(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  userId: string,
  org: { name: string; country: string | null },
): Promise<BuyerSnapshot> {
  const [details, email] = await Promise.all([getBillingDetails(deps, orgId), getUserEmail(deps.db, userId)]);
  if (details) return { ...details, email: details.email ?? email ?? null };
  return {
    name: org.name,
    email,
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
  standing: PaymentPurpose['standing'],
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
      await failPayment(deps, row.id, state.status, state.failureReason);
    }
    row = await getPaymentByToken(deps.db, orgId, token);
  }
  const { plan, creditsBalance } = await standing(deps, orgId);
  return { token: row.token, status: toPayment(row).status, payment: toPayment(row), plan, creditsBalance };
}
