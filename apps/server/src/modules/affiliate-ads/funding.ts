import type { TPlanCurrency } from '@creatorscope/contracts';
import type { Db } from '../../db/client.js';
import { accountKey, balancesOf, netFlowsWith } from '../ledger/index.js';
import { toMajor } from './money.js';

/** An ad's budget: money in from the brand, and back out to it, are its flows with these accounts. */
const FUNDING_ACCOUNTS = [accountKey.externalPayments, accountKey.refunds];

/** Major units of the ad's currency, as the ad's answer carries them. */
export type AdFunding = { funded: number; balance: number; spent: number };

/**
 * Each ad's funding (what its payments put in, less refunds), balance (what is left) and spend,
 * from the ledger: two reads per currency, however many ads.
 */
export async function fundingOf(
  db: Db,
  ads: readonly { id: string; currency: string }[],
): Promise<Map<string, AdFunding>> {
  const answer = new Map<string, AdFunding>();
  const byCurrency = new Map<TPlanCurrency, string[]>();
  for (const ad of ads) {
    const currency = ad.currency as TPlanCurrency;
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), ad.id]);
  }
  for (const [currency, ids] of byCurrency) {
    const keys = ids.map(accountKey.adBudget);
    const [balances, flows] = await Promise.all([
      balancesOf(db, keys, currency),
      netFlowsWith(db, keys, FUNDING_ACCOUNTS, currency),
    ]);
    for (const id of ids) {
      const key = accountKey.adBudget(id);
      const fundedMinor = flows.get(key) ?? 0;
      const balanceMinor = balances.get(key) ?? 0;
      // Everything else that left the budget went to publishers (earnings, less reversals).
      answer.set(id, {
        funded: toMajor(fundedMinor, currency),
        balance: toMajor(balanceMinor, currency),
        spent: toMajor(fundedMinor - balanceMinor, currency),
      });
    }
  }
  return answer;
}
