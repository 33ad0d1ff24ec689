/*
 * The money ledger: the one double-entry ledger every movement of money goes through (ad budgets,
 * publisher earnings, holding periods, refunds, payouts). A floor: it imports no domain module.
 *
 * Accounts, named by keys that accountKey builds:
 *   ad_budget:<adId>             a brand's budget for an ad or campaign (openAccount, with its organisation)
 *   publisher_pending:<id>       a publisher's earnings inside the holding period
 *   publisher_held:<ad>_<id>     a publisher's earnings from one ad, held while a report is reviewed
 *   publisher_available:<id>     a publisher's earnings a payout may take
 *   publisher_owed:<id>          what a publisher owes back: ≤ 0 (a debt), see "Reversals after release"
 *   payout_in_transit:<id>       a publisher's payouts sent and not settled yet
 *   tds_payable                  TDS (194H) withheld from payouts, owed to the government
 *   platform_fee                 what the platform keeps
 *   exchange                     currency conversion: released USD earnings in (+USD), their INR out (−INR)
 *   output_tax                   GST collected in brands' payments, owed to the government
 *   refunds                      money refunded to brands, until the provider has returned it
 *   refund_shortfall             refunded beyond what was left of a budget (spent): the platform's loss, ≤ 0
 *   external:payments            the outside world: what brands paid in
 *   external:payouts             the outside world: what was paid out to publishers
 * Every account but an ad budget opens itself on its first entry.
 *
 * Sign convention: an entry moves `amountMinor` (integer minor units, INR or USD) out of its debit
 * account into its credit account; an account's balance is its credits minus its debits, so an
 * account that holds money is positive. Only external accounts go negative (external:payments is
 * minus all that was paid in), and the exchange and debt accounts below, so every currency sums to
 * zero over all accounts (trialBalance).
 *
 * The flows: funding external:payments → ad_budget (the taxable value) and → output_tax (each GST
 * line of the payment's invoice); earning ad_budget → publisher_pending (capped
 * at the budget); a report's hold publisher_pending → publisher_held, then back (dismissed) or to the
 * ad's budget (confirmed); release publisher_pending → publisher_available; payout publisher_available →
 * payout_in_transit → external:payouts, with any TDS publisher_available → tds_payable (a failed one
 * returns both to publisher_available); a refund
 * ad_budget → refunds (capped) → external:payments; a reversed earning back to its budget.
 *
 * Reversals after release (affiliate-ads/holding.ts): an earning reversed while pending leaves
 * publisher_pending for its budget; once released, it leaves publisher_available, and what that
 * lacks (already paid out) is taken from publisher_owed, which may go negative like an outside
 * account: the debt. The publisher's next releases pay it first (publisher_pending →
 * publisher_owed), as does a failed payout's money on its way back; it never goes above zero.
 * Every movement is still one entry with two sides, so trialBalance stays at zero.
 *
 * Currency conversion (payouts are INR only): a USD earning is converted as it is released,
 * publisher_pending (USD) → exchange (USD), then exchange (INR) → publisher_available (INR) for
 * cents × rate rounded half up to paise (its debt in INR paid first). The exchange account holds
 * the platform's position (+USD, −INR) and may go negative like an outside account; each currency
 * still sums to zero on its own.
 *
 * transfer is idempotent on its key (a repeat answers the first entry). A capped transfer that
 * found nothing to move writes no entry, so its key stays free: asked again after a top-up, it
 * moves money. Balances are sums of entries, never stored.
 */
export {
  ACCOUNT_KINDS,
  type AccountKind,
  accountKey,
  isLedgerCurrency,
  LEDGER_CURRENCIES,
  type LedgerAccount,
  type LedgerCurrency,
  openAccount,
  parseAccountKey,
} from './accounts.js';
export {
  type AccountEntriesPage,
  type AccountEntry,
  accountEntries,
  balanceOf,
  balancesOf,
  entryByKey,
  type LedgerEntry,
  movedBySource,
  netFlowsWith,
  type TrialBalance,
  type TrialBalanceLine,
  trialBalance,
} from './reads.js';
export { lockLedgerAccounts, type TransferInput, type TransferResult, transfer } from './transfer.js';
