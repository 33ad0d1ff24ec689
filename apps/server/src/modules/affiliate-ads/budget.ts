import type { TPlanCurrency } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import { getStanding } from '../credits/index.js';
import { accountKey, entryByKey, openAccount, transfer } from '../ledger/index.js';
import {
  gstLines,
  isIntraState,
  type PaymentPurpose,
  type PaymentRow,
  type SaleContext,
} from '../payments/index.js';
import { failReturnRefund, settleReturnRefund } from './budget-return.js';
import { budgetPartOf, fundedMinorOf, largestPaymentFor } from './funding.js';
import { toMajor, toMinor } from './money.js';
import { AD_ENDED_MESSAGE, statusOf } from './service.js';
import { affiliateAds } from './tables.js';

/*
 * Funding an ad's budget (design: marketing.md "Money", step 1): the brand pays through the
 * payments module, and the payment's success moves the money from the outside world into the ad's
 * budget account in the ledger. A refund takes back what is still there; what publishers already
 * earned stays earned.
 *
 * Tax is not budget: a payment is GST-inclusive, so only its taxable value funds the budget and each
 * tax line of its invoice goes to output_tax, split by the very function the invoice draws with
 * (gstLines), so that the invoice and the ledger agree to the paisa.
 */

/** The ledger key of a payment's funding entry, and of its tax line `label` (CGST 9%, IGST 18%…). */
const fundingKey = (paymentId: string) => `payment:${paymentId}`;
const taxKey = (paymentId: string, label: string) =>
  `payment:${paymentId}:${(label.split(' ')[0] ?? label).toLowerCase()}`;

/** A payment's taxable value and GST lines, as its tax invoice shows them (payouts/invoice.ts). */
export const fundingSplit = (paid: Pick<PaymentRow, 'amountMinor' | 'buyer'>, { seller }: SaleContext) =>
  gstLines(paid.amountMinor, isIntraState(paid.buyer, seller));

export const AD_BUDGET_PRODUCT_PREFIX = 'ad_budget:';

/** The ad's page in the web app, where the buyer comes back to from the checkout. */
const adPath = (adId: string) => `/marketing/affiliate-ads/${adId}`;

/** The ad a payment's product key names (`ad_budget:<adId>`). */
const adIdOf = (productKey: string): string => {
  if (!productKey.startsWith(AD_BUDGET_PRODUCT_PREFIX)) throw new Error(`${productKey} names no ad budget`);
  return productKey.slice(AD_BUDGET_PRODUCT_PREFIX.length);
};

/** Money for an ad's budget, bought by the ad's organisation in the ad's currency. */
export const adBudgetPurpose: PaymentPurpose<{ adId: string; amount: number }> = {
  name: 'ad_budget',
  price: async (deps, buyer, { adId, amount }) => {
    const [ad] = await deps.db
      .select()
      .from(affiliateAds)
      .where(and(eq(affiliateAds.id, adId), eq(affiliateAds.orgId, buyer.orgId)))
      .limit(1);
    if (!ad) throw notFound('Affiliate ad');
    if (statusOf(ad, new Date()) === 'ended') throw new AppError('unprocessable', AD_ENDED_MESSAGE);
    const adCurrency = ad.currency;
    const { currency } = buyer;
    if (adCurrency !== currency) {
      throw new AppError(
        'unprocessable',
        `This ad is priced in ${adCurrency}, but your organisation pays in ${currency}: its budget cannot be funded from here`,
      );
    }
    // > 0 comes from the contract; at most MONEY_MAX and 2 decimals, with the field named.
    const amountMinor = toMinor('amount', amount, ad.currency as TPlanCurrency);
    if (ad.budgetMinor !== null) {
      // The typed budget is the most the ad may spend: what funds it (the payment less its GST)
      // may not pass it. Payments started and not paid yet are not counted (an abandoned checkout
      // would block funding); two paid at once can pass it, and spending still stops at it.
      const roomMinor = ad.budgetMinor - (await fundedMinorOf(deps.db, ad));
      if (budgetPartOf(amountMinor) > roomMinor) {
        const most = toMajor(largestPaymentFor(roomMinor), currency);
        const budget = toMajor(ad.budgetMinor, currency);
        throw fieldError(
          'amount',
          most > 0
            ? `amount can be at most ${most} (GST included): the ad's budget of ${budget} is almost funded`
            : `amount cannot be paid: the ad's budget of ${budget} is fully funded`,
        );
      }
    }
    return {
      productKey: `${AD_BUDGET_PRODUCT_PREFIX}${ad.id}`,
      description: `Budget for ${ad.campaignName}`,
      amount,
      returnPath: adPath(ad.id),
    };
  },
  deliver: async (tx, paid, _facts, _now, context) => {
    const adId = adIdOf(paid.productKey);
    const [ad] = await tx
      .select({ orgId: affiliateAds.orgId, currency: affiliateAds.currency })
      .from(affiliateAds)
      .where(eq(affiliateAds.id, adId))
      .limit(1);
    if (!ad) throw new Error(`ad budget payment ${paid.id} names ad ${adId}, which does not exist`);
    const key = accountKey.adBudget(adId);
    const currency = ad.currency as TPlanCurrency;
    await openAccount(tx, { key, orgId: ad.orgId, currency });
    const { taxableMinor, lines } = fundingSplit(paid, context);
    await transfer(tx, {
      debit: accountKey.externalPayments,
      credit: key,
      amountMinor: taxableMinor,
      currency,
      reason: 'ad_funding',
      sourceId: paid.id,
      idempotencyKey: fundingKey(paid.id),
    });
    for (const line of lines) {
      if (line.amountMinor === 0) continue;
      await transfer(tx, {
        debit: accountKey.externalPayments,
        credit: accountKey.outputTax,
        amountMinor: line.amountMinor,
        currency,
        reason: 'ad_funding_tax',
        sourceId: paid.id,
        idempotencyKey: taxKey(paid.id, line.label),
      });
    }
    return null;
  },
  refund: async (tx, refunded, context) => {
    const key = accountKey.adBudget(adIdOf(refunded.productKey));
    const currency = refunded.currency as TPlanCurrency;
    // What the payment put in, read back from its entries (a payment funded before tax was split
    // out put its whole amount in the budget).
    const funded = await entryByKey(tx, fundingKey(refunded.id));
    // Up to what the payment put in, and never more than is left: what was spent stays spent.
    const taken = await transfer(tx, {
      debit: key,
      credit: accountKey.refunds,
      amountMinor: funded?.amountMinor ?? refunded.amountMinor,
      currency,
      reason: 'ad_funding_refund',
      sourceId: refunded.id,
      idempotencyKey: `refund:${refunded.id}`,
      cap: 'debit_balance',
    });
    // The credit note cancels the invoice's GST in full: each tax line leaves output tax.
    let taxMinor = 0;
    for (const line of fundingSplit(refunded, context).lines) {
      const entry = await entryByKey(tx, taxKey(refunded.id, line.label));
      if (!entry) continue;
      await transfer(tx, {
        debit: accountKey.outputTax,
        credit: accountKey.refunds,
        amountMinor: entry.amountMinor,
        currency,
        reason: 'ad_funding_tax_refund',
        sourceId: refunded.id,
        idempotencyKey: `refund:${taxKey(refunded.id, line.label)}`,
      });
      taxMinor += entry.amountMinor;
    }
    // What publishers were already paid of it the provider returned all the same: the platform's
    // loss, recorded as a shortfall so that nothing vanishes.
    const shortfallMinor = (funded?.amountMinor ?? refunded.amountMinor) - taken.movedMinor;
    if (shortfallMinor > 0) {
      await transfer(tx, {
        debit: accountKey.refundShortfall,
        credit: accountKey.refunds,
        amountMinor: shortfallMinor,
        currency,
        reason: 'ad_funding_refund_shortfall',
        sourceId: refunded.id,
        idempotencyKey: `refund:${refunded.id}:shortfall`,
      });
    }
    // The provider has already returned the money (this runs on its refund's news).
    if (taken.movedMinor + taxMinor + shortfallMinor > 0) {
      await transfer(tx, {
        debit: accountKey.refunds,
        credit: accountKey.externalPayments,
        amountMinor: taken.movedMinor + taxMinor + shortfallMinor,
        currency,
        reason: 'ad_funding_refund',
        sourceId: refunded.id,
        idempotencyKey: `refund:${refunded.id}:returned`,
      });
    }
    // A return of the remaining budget that asked for this refund is done.
    await settleReturnRefund(tx, refunded.id, {
      refundId: context.refundId ?? null,
      amountMinor: refunded.amountMinor,
    });
    return {};
  },
  refundPart: async (tx, payment, { refundId, amountMinor }, context) => {
    const key = accountKey.adBudget(adIdOf(payment.productKey));
    const currency = payment.currency as TPlanCurrency;
    const returnedKey = `refund:${refundId}:returned`;
    // Once per provider refund, whichever delivery brings it (a capped transfer repeated after a
    // top-up would otherwise move money again).
    if (await entryByKey(tx, returnedKey)) return;
    // The part refunded is GST-inclusive like the payment: its taxable value leaves what remains
    // of the budget, its GST leaves output tax, each line split as an invoice of it would be.
    const { taxableMinor, lines } = fundingSplit({ amountMinor, buyer: payment.buyer }, context);
    const common = { currency, sourceId: payment.id } as const;
    const taken = await transfer(tx, {
      ...common,
      debit: key,
      credit: accountKey.refunds,
      amountMinor: taxableMinor,
      reason: 'ad_funding_refund',
      idempotencyKey: `refund:${refundId}`,
      cap: 'debit_balance',
    });
    for (const line of lines) {
      if (line.amountMinor === 0) continue;
      await transfer(tx, {
        ...common,
        debit: accountKey.outputTax,
        credit: accountKey.refunds,
        amountMinor: line.amountMinor,
        reason: 'ad_funding_tax_refund',
        idempotencyKey: `refund:${refundId}:${(line.label.split(' ')[0] ?? line.label).toLowerCase()}`,
      });
    }
    // Refunded beyond what remains (spent already): recorded as a shortfall, never taken from publishers.
    const shortfallMinor = taxableMinor - taken.movedMinor;
    if (shortfallMinor > 0) {
      await transfer(tx, {
        ...common,
        debit: accountKey.refundShortfall,
        credit: accountKey.refunds,
        amountMinor: shortfallMinor,
        reason: 'ad_funding_refund_shortfall',
        idempotencyKey: `refund:${refundId}:shortfall`,
      });
    }
    await transfer(tx, {
      ...common,
      debit: accountKey.refunds,
      credit: accountKey.externalPayments,
      amountMinor,
      reason: 'ad_funding_refund',
      idempotencyKey: returnedKey,
    });
    await settleReturnRefund(tx, payment.id, { refundId, amountMinor });
  },
  refundFailed: async (tx, payment, { refundId, reason }) => {
    await failReturnRefund(tx, payment.id, refundId, reason);
  },
  standing: getStanding,
};
