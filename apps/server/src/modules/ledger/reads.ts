import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AccountKind, type LedgerCurrency, mayGoNegative } from './accounts.js';
import { ledgerAccounts, ledgerEntries } from './tables.js';

/** One movement: `amountMinor` left `debit` and arrived in `credit`. */
export type LedgerEntry = {
  id: number;
  debit: string;
  credit: string;
  amountMinor: number;
  currency: LedgerCurrency;
  reason: string;
  sourceId: string;
  idempotencyKey: string;
  createdAt: Date;
};

export const toEntry = (row: typeof ledgerEntries.$inferSelect): LedgerEntry => ({
  id: row.id,
  debit: row.debitAccount,
  credit: row.creditAccount,
  amountMinor: row.amountMinor,
  currency: row.currency as LedgerCurrency,
  reason: row.reason,
  sourceId: row.sourceId,
  idempotencyKey: row.idempotencyKey,
  createdAt: row.createdAt,
});

/** The entry an idempotency key made, if any. */
export async function entryByKey(db: Db, idempotencyKey: string): Promise<LedgerEntry | null> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ? toEntry(row) : null;
}

type Rows<T> = { rows: T[] };
type AccountColumn = typeof ledgerEntries.debitAccount | typeof ledgerEntries.creditAccount;

/** An account's balance in one currency: what its entries credited less what they debited. */
export async function balanceOf(db: Db, account: string, currency: LedgerCurrency = 'INR'): Promise<number> {
  // Two sums, each an index-only scan of its balance index (an OR of both sides would scan the table).
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(amount_minor), 0) from ${ledgerEntries}
        where credit_account = ${account} and currency = ${currency})
      - (select coalesce(sum(amount_minor), 0) from ${ledgerEntries}
        where debit_account = ${account} and currency = ${currency})
      as balance`)) as unknown as Rows<{ balance: string | number }>;
  return Number(result.rows[0]?.balance ?? 0);
}

/** The balances of many accounts in one currency, in one query; an account without entries holds 0. */
export async function balancesOf(
  db: Db,
  accounts: readonly string[],
  currency: LedgerCurrency = 'INR',
): Promise<Map<string, number>> {
  const balances = new Map(accounts.map((key) => [key, 0]));
  if (accounts.length === 0) return balances;
  const keys = [...balances.keys()];
  const sumsBy = (side: AccountColumn) =>
    db
      .select({ account: side, total: sql<string>`sum(${ledgerEntries.amountMinor})` })
      .from(ledgerEntries)
      .where(and(inArray(side, keys), eq(ledgerEntries.currency, currency)))
      .groupBy(side);
  for (const row of await sumsBy(ledgerEntries.creditAccount)) {
    balances.set(row.account, (balances.get(row.account) ?? 0) + Number(row.total));
  }
  for (const row of await sumsBy(ledgerEntries.debitAccount)) {
    balances.set(row.account, (balances.get(row.account) ?? 0) - Number(row.total));
  }
  return balances;
}

/**
 * What each of many accounts received from a set of other accounts, less what it sent back to
 * them, in one currency, in one query per side: an ad budget's funding is its net flow with
 * external:payments and refunds (paid in, less refunded). An account with no such entries: 0.
 */
export async function netFlowsWith(
  db: Db,
  accounts: readonly string[],
  counterparties: readonly string[],
  currency: LedgerCurrency = 'INR',
): Promise<Map<string, number>> {
  const flows = new Map(accounts.map((key) => [key, 0]));
  if (accounts.length === 0 || counterparties.length === 0) return flows;
  const keys = [...flows.keys()];
  const others = [...new Set(counterparties)];
  const sumsBy = (side: AccountColumn, other: AccountColumn) =>
    db
      .select({ account: side, total: sql<string>`sum(${ledgerEntries.amountMinor})` })
      .from(ledgerEntries)
      .where(and(inArray(side, keys), inArray(other, others), eq(ledgerEntries.currency, currency)))
      .groupBy(side);
  for (const row of await sumsBy(ledgerEntries.creditAccount, ledgerEntries.debitAccount)) {
    flows.set(row.account, (flows.get(row.account) ?? 0) + Number(row.total));
  }
  for (const row of await sumsBy(ledgerEntries.debitAccount, ledgerEntries.creditAccount)) {
    flows.set(row.account, (flows.get(row.account) ?? 0) - Number(row.total));
  }
  return flows;
}

/**
 * What moved from `debit` to `credit` for each of `sourceIds`, in one query: what the provider has
 * returned of each payment so far (refunds → external:payments), say. A source without any: 0.
 */
export async function movedBySource(
  db: Db,
  sourceIds: readonly string[],
  between: { debit: string; credit: string },
  currency: LedgerCurrency = 'INR',
): Promise<Map<string, number>> {
  const moved = new Map(sourceIds.map((id) => [id, 0]));
  if (sourceIds.length === 0) return moved;
  const rows = await db
    .select({ sourceId: ledgerEntries.sourceId, total: sql<string>`sum(${ledgerEntries.amountMinor})` })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.sourceId, [...moved.keys()]),
        eq(ledgerEntries.debitAccount, between.debit),
        eq(ledgerEntries.creditAccount, between.credit),
        eq(ledgerEntries.currency, currency),
      ),
    )
    .groupBy(ledgerEntries.sourceId);
  for (const row of rows) moved.set(row.sourceId, Number(row.total));
  return moved;
}

/** An entry as one account sees it: `deltaMinor` is what it did to this account's balance. */
export type AccountEntry = LedgerEntry & { deltaMinor: number };
export type AccountEntriesPage = { items: AccountEntry[]; nextBefore: number | null };

/**
 * An account's entries, newest first, a page at a time: pass the page's `nextBefore` as `before`
 * for the next one (keyset on the entry id, so a page costs the same however deep it is).
 */
export async function accountEntries(
  db: Db,
  account: string,
  page: { limit?: number; before?: number | null } = {},
): Promise<AccountEntriesPage> {
  const limit = Math.min(Math.max(1, Math.floor(page.limit ?? 50)), 500);
  const before = page.before ?? null;
  // Each side walks its own (account, id) index backwards; the two newest-first lists are merged.
  const side = (column: AccountColumn) =>
    db
      .select()
      .from(ledgerEntries)
      .where(and(eq(column, account), before === null ? undefined : lt(ledgerEntries.id, before)))
      .orderBy(desc(ledgerEntries.id))
      .limit(limit + 1);
  const debited = await side(ledgerEntries.debitAccount);
  const credited = await side(ledgerEntries.creditAccount);
  const merged = [...debited, ...credited].sort((a, b) => b.id - a.id);
  const items = merged.slice(0, limit).map((row) => {
    const entry = toEntry(row);
    return { ...entry, deltaMinor: entry.credit === account ? entry.amountMinor : -entry.amountMinor };
  });
  const last = items[items.length - 1];
  return { items, nextBefore: merged.length > limit && last ? last.id : null };
}

export type TrialBalanceLine = {
  currency: LedgerCurrency;
  /** Accounts with entries in this currency. */
  accounts: number;
  /** The sum of every account's balance: zero, in a ledger where every entry has two sides. */
  netMinor: number;
  /** The sum of the positive balances (what the platform's accounts hold). */
  heldMinor: number;
  /** Accounts that may not go negative and are: none, unless something bypassed transfer. */
  negativeAccounts: string[];
};
export type TrialBalance = { isBalanced: boolean; lines: TrialBalanceLine[] };

/**
 * Every account's balance, summed per currency: each currency must sum to zero and no account
 * that may not go negative may be below zero. Reads the whole ledger: an audit, not a hot path.
 */
export async function trialBalance(db: Db): Promise<TrialBalance> {
  const result = (await db.execute(sql`
    with moves as (
      select credit_account as account, currency, amount_minor as delta from ${ledgerEntries}
      union all
      select debit_account, currency, -amount_minor from ${ledgerEntries}
    ),
    balances as (
      select m.account, m.currency, a.kind, sum(m.delta) as balance
      from moves m join ${ledgerAccounts} a on a.key = m.account
      group by m.account, m.currency, a.kind
    )
    select account, currency, kind, balance from balances`)) as unknown as Rows<{
    account: string;
    currency: LedgerCurrency;
    kind: AccountKind;
    balance: string | number;
  }>;
  const lines = new Map<LedgerCurrency, TrialBalanceLine>();
  for (const row of result.rows) {
    const balance = Number(row.balance);
    const line = lines.get(row.currency) ?? {
      currency: row.currency,
      accounts: 0,
      netMinor: 0,
      heldMinor: 0,
      negativeAccounts: [],
    };
    line.accounts += 1;
    line.netMinor += balance;
    if (balance > 0) line.heldMinor += balance;
    if (balance < 0 && !mayGoNegative(row.kind)) line.negativeAccounts.push(row.account);
    lines.set(row.currency, line);
  }
  const sorted = [...lines.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  for (const line of sorted) line.negativeAccounts.sort();
  return {
    isBalanced: sorted.every((line) => line.netMinor === 0 && line.negativeAccounts.length === 0),
    lines: sorted,
  };
}
