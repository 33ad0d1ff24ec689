import { getCreditPack, type TCreditPackId } from '@creatorscope/contracts';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { getOrgPlan } from '../entitlements/index.js';
import type { PaymentPurpose, PaymentRow, RefundOutcome, Standing } from '../payments/index.js';
import {
  changeCredits,
  creditsGrantedBy,
  getCreditBalance,
  lockCredits,
  paymentItem,
  takeBackCredits,
} from './service.js';

/** What a status check answers beside the payment: the plan and the balance. */
export async function getStanding(deps: Pick<Deps, 'db'>, orgId: string): Promise<Standing> {
  const [plan, creditsBalance] = await Promise.all([getOrgPlan(deps, orgId), getCreditBalance(deps, orgId)]);
  return { plan, creditsBalance };
}

/**
 * Takes back what a refunded payment granted (its own grant and, for a yearly plan, the months
 * granted since), never below a zero balance: what was already spent is the shortfall. The caller
 * holds the balance lock (lockCredits) until its transaction commits.
 */
export async function takeBackPaymentCredits(tx: Tx, refunded: PaymentRow): Promise<RefundOutcome> {
  const granted = await creditsGrantedBy(tx, refunded.orgId, refunded.id);
  if (granted <= 0) return { refundedCredits: 0, refundShortfallCredits: 0 };
  const { taken, shortfall } = await takeBackCredits({ db: tx }, refunded.orgId, {
    upTo: granted,
    note: `Refund: ${refunded.description}`,
    item: paymentItem(refunded),
    idempotencyKey: `refund:${refunded.id}`,
  });
  return { refundedCredits: taken, refundShortfallCredits: shortfall };
}

/** A pack of insight credits, bought once: its credits arrive with the payment and leave with its refund. */
export const creditPackPurpose: PaymentPurpose<{ packId: TCreditPackId }> = {
  name: 'credit_pack',
  price: async (_deps, buyer, { packId }) => {
    const pack = getCreditPack(packId);
    return {
      productKey: pack.id,
      description: `${pack.credits} insight credits`,
      credits: pack.credits,
      amount: pack.price[buyer.currency],
    };
  },
  deliver: async (tx, paid) => {
    const credits = paid.credits ?? getCreditPack(paid.productKey as TCreditPackId).credits;
    await changeCredits({ db: tx }, paid.orgId, {
      delta: credits,
      reason: 'purchase',
      note: paid.description,
      item: paymentItem(paid),
      idempotencyKey: `payment:${paid.id}`,
      ...(paid.createdBy ? { createdBy: paid.createdBy } : {}),
    });
    return null;
  },
  refund: async (tx, refunded) => {
    await lockCredits(tx, refunded.orgId);
    return takeBackPaymentCredits(tx, refunded);
  },
  standing: getStanding,
};
