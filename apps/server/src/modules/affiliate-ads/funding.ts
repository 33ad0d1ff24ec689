import { GST_RATE_PERCENT, type TPlanCurrency } from '@creatorscope/contracts';
import type { Db } from '../../db/client.js';
import { accountKey, balancesOf, type LedgerCurrency, netFlowsWith } from '../ledger/index.js';
import { gstLines } from '../payments/index.js';
import { toMajor } from './money.js';

/** An ad's budget: money in from the brand, and back out to it, are its flows with these accounts. */
const FUNDING_ACCOUNTS = [accountKey.externalPayments, accountKey.refunds];

/**
 * Major units of the ad's currency, as the ad's answer carries them. `fundable`: the most a payment
 * may still be (GST included) so that what funds the budget stays within the typed budget; null
 * when the ad has no budget typed.
 */
export type AdFunding = { funded: number; balance: number; spent: number; fundable: number | null };

/** What a GST-inclusive payment puts in the budget: its taxable value, rounded as its invoice is. */
export const budgetPartOf = (paidMinor: number): number => gstLines(paidMinor, false).taxableMinor;

/** The largest payment (GST included) whose budget part fits in `roomMinor`. */
export function largestPaymentFor(roomMinor: number): number {
  if (roomMinor <= 0) return 0;
  let paid = Math.floor((roomMinor * (100 + GST_RATE_PERCENT)) / 100);
  while (budgetPartOf(paid + 1) <= roomMinor) paid += 1;
  while (paid > 0 && budgetPartOf(paid) > roomMinor) paid -= 1;
  return paid;
}

type FundedAd = { id: string; currency: string; budgetMinor: number | null };

/** What an ad without ledger entries answers. */
export const noFunding = (ad: FundedAd): AdFunding => {
  const currency = ad.currency as TPlanCurrency;
  return {
    funded: 0,
    balance: 0,
    spent: 0,
    fundable: ad.budgetMinor === null ? null : toMajor(largestPaymentFor(ad.budgetMinor), currency),
  };
};

/** Minor units: what payments put in (less refunds) and what is left, per ad of one currency. */
async function flowsOf(db: Db, ids: readonly string[], currency: LedgerCurrency) {
  const keys = ids.map(accountKey.adBudget);
  const [balances, flows] = await Promise.all([
    balancesOf(db, keys, currency),
    netFlowsWith(db, keys, FUNDING_ACCOUNTS, currency),
  ]);
  return new Map(
    ids.map((id) => {
      const key = accountKey.adBudget(id);
      return [id, { fundedMinor: flows.get(key) ?? 0, balanceMinor: balances.get(key) ?? 0 }] as const;
    }),
  );
}

/**
 * Each ad's funding (what its payments put in, less refunds), balance (what is left) and spend,
 * from the ledger: two reads per currency, however many ads.
 */
export async function fundingOf(db: Db, ads: readonly FundedAd[]): Promise<Map<string, AdFunding>> {
  const answer = new Map<string, AdFunding>();
  const byCurrency = new Map<TPlanCurrency, FundedAd[]>();
  for (const ad of ads) {
    const currency = ad.currency as TPlanCurrency;
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), ad]);
  }
  for (const [currency, group] of byCurrency) {
    const flows = await flowsOf(
      db,
      group.map((ad) => ad.id),
      currency,
    );
    for (const ad of group) {
      const { fundedMinor, balanceMinor } = flows.get(ad.id) ?? { fundedMinor: 0, balanceMinor: 0 };
      // Everything else that left the budget went to publishers (earnings, less reversals).
      answer.set(ad.id, {
        funded: toMajor(fundedMinor, currency),
        balance: toMajor(balanceMinor, currency),
        spent: toMajor(fundedMinor - balanceMinor, currency),
        fundable:
          ad.budgetMinor === null ? null : toMajor(largestPaymentFor(ad.budgetMinor - fundedMinor), currency),
      });
    }
  }
  return answer;
}

/**
 * How much more each ad may spend (minor units): the typed budget less what it spent, or null
 * when no budget was typed (then only the balance caps it). Read under the budgets' locks.
 */
export async function spendRoomOf(db: Db, ads: readonly FundedAd[]): Promise<Map<string, number | null>> {
  const answer = new Map<string, number | null>();
  for (const ad of ads) {
    if (ad.budgetMinor === null) {
      answer.set(ad.id, null);
      continue;
    }
    const flows = await flowsOf(db, [ad.id], ad.currency as LedgerCurrency);
    const { fundedMinor, balanceMinor } = flows.get(ad.id) ?? { fundedMinor: 0, balanceMinor: 0 };
    answer.set(ad.id, Math.max(0, ad.budgetMinor - (fundedMinor - balanceMinor)));
  }
  return answer;
}

/** What an ad's payments have put in its budget, less refunds (minor units). */
export async function fundedMinorOf(db: Db, ad: { id: string; currency: string }): Promise<number> {
  const flows = await flowsOf(db, [ad.id], ad.currency as LedgerCurrency);
  return flows.get(ad.id)?.fundedMinor ?? 0;
}
