import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../http/errors.js';
import {
  accountsForTransfer,
  isLedgerCurrency,
  type LedgerCurrency,
  mayGoNegative,
  noSuchAccount,
} from './accounts.js';
import { balanceOf, entryByKey, type LedgerEntry, toEntry } from './reads.js';
import { ledgerEntries } from './tables.js';

export type TransferInput = {
  /** The account the money leaves. */
  debit: string;
  /** The account the money arrives in. */
  credit: string;
  /** Integer minor units (paise, cents), > 0. */
  amountMinor: number;
  /** INR when omitted. */
  currency?: LedgerCurrency;
  reason: string;
  sourceId: string;
  /** The same key twice is one entry: the repeat answers the first. */
  idempotencyKey: string;
  /**
   * `debit_balance`: move at most what the debit account holds (possibly nothing) instead of
   * refusing; the answer says how much moved.
   */
  cap?: 'debit_balance';
};

export type TransferResult = {
  /** The entry, or null when a capped transfer found nothing to move. */
  entry: LedgerEntry | null;
  movedMinor: number;
  /** The idempotency key had already made this entry; nothing moved now. */
  isRepeat: boolean;
};

const TEXT_LIMITS = { reason: 100, sourceId: 200, idempotencyKey: 200 } as const;

type CheckedInput = TransferInput & { currency: LedgerCurrency };

/** The input, checked field by field before anything is read or written. */
function checkInput(input: TransferInput): CheckedInput {
  const { amountMinor, debit, credit } = input;
  if (typeof amountMinor !== 'number' || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw fieldError('amountMinor', 'Amount must be a whole number of minor units greater than zero');
  }
  const currency = input.currency ?? 'INR';
  if (!isLedgerCurrency(currency)) throw fieldError('currency', 'Currency must be INR or USD');
  if (typeof debit !== 'string' || debit.length === 0) throw noSuchAccount('debit', String(debit));
  if (typeof credit !== 'string' || credit.length === 0) throw noSuchAccount('credit', String(credit));
  if (debit === credit) throw fieldError('credit', 'The debit and credit accounts must be different');
  const isText = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim().length > 0 && value.length <= max;
  if (!isText(input.reason, TEXT_LIMITS.reason)) {
    throw fieldError('reason', 'Reason must be 1 to 100 characters');
  }
  if (!isText(input.sourceId, TEXT_LIMITS.sourceId)) {
    throw fieldError('sourceId', 'Source id must be 1 to 200 characters');
  }
  if (!isText(input.idempotencyKey, TEXT_LIMITS.idempotencyKey)) {
    throw fieldError('idempotencyKey', 'Idempotency key must be 1 to 200 characters');
  }
  return { ...input, currency };
}

const lockKey = (account: string) => `ledger:${account}`;

/**
 * Takes the transaction-scoped locks of accounts, in one fixed order (so two transactions that
 * lock overlapping sets cannot deadlock on them). For a caller that makes several transfers in
 * one transaction: locking every account it will debit first keeps its locks in order. Re-entrant.
 */
export async function lockLedgerAccounts(tx: Db, accounts: readonly string[]): Promise<void> {
  for (const account of [...new Set(accounts)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(account)}, 0))`);
  }
}

/**
 * Locks the account whose balance a transfer checks and makes sure the balance read next sees
 * every entry committed before the lock: true under READ COMMITTED (each statement sees what is
 * committed when it starts); a REPEATABLE READ transaction would read its older snapshot and
 * could overspend, so it is refused.
 */
async function lockForBalance(tx: Db, account: string): Promise<void> {
  const result = (await tx.execute(sql`
    select current_setting('transaction_isolation') as isolation,
      pg_advisory_xact_lock(hashtextextended(${lockKey(account)}, 0)) as locked`)) as unknown as {
    rows: { isolation: string }[];
  };
  const isolation = result.rows[0]?.isolation;
  if (isolation !== 'read committed') {
    throw new Error(`ledger transfers that check a balance need READ COMMITTED, not ${isolation}`);
  }
}

/**
 * Moves money between two accounts as one entry, inside the caller's transaction when `db` is one
 * (a savepoint) or in a transaction of its own. The debit account may not go below zero unless it
 * is an outside account; with `cap: 'debit_balance'` the transfer moves what there is instead.
 * Only the account whose balance is checked is locked: a credit only raises a balance, so a
 * transfer that misses a concurrent credit errs on the safe side, and a transfer holding one lock
 * cannot deadlock with another (a caller making several in one transaction: lockLedgerAccounts).
 */
export async function transfer(db: Db, input: TransferInput): Promise<TransferResult> {
  const t = checkInput(input);
  return db.transaction(async (tx) => {
    const accounts = await accountsForTransfer(tx, t);
    for (const account of [accounts.debit, accounts.credit]) {
      const { key } = account;
      const accountCurrency = account.currency;
      const { currency } = t;
      if (accountCurrency !== null && accountCurrency !== currency) {
        throw fieldError('currency', `Ledger account ${key} holds ${accountCurrency} only, not ${currency}`);
      }
    }
    const isChecked = t.cap === 'debit_balance' || !mayGoNegative(accounts.debit.kind);
    if (isChecked) await lockForBalance(tx, t.debit);
    // Under the lock, a racing repeat of a checked transfer finds the first one committed.
    const done = await entryByKey(tx, t.idempotencyKey);
    if (done) return repeatOf(done, t);
    let amountMinor = t.amountMinor;
    if (isChecked) {
      const balance = await balanceOf(tx, t.debit, t.currency);
      if (t.cap === 'debit_balance') {
        amountMinor = Math.min(amountMinor, Math.max(0, balance));
        // Nothing to move leaves no entry: the key stays free (see the module's index.ts).
        if (amountMinor === 0) return { entry: null, movedMinor: 0, isRepeat: false };
      } else if (balance < amountMinor) {
        const { debit } = t;
        throw new AppError(
          'unprocessable',
          `Ledger account ${debit} holds ${balance}, less than the ${amountMinor} to move`,
          { account: debit, balanceMinor: balance, amountMinor, currency: t.currency },
        );
      }
    }
    const [row] = await tx
      .insert(ledgerEntries)
      .values({
        debitAccount: t.debit,
        creditAccount: t.credit,
        amountMinor,
        currency: t.currency,
        reason: t.reason,
        sourceId: t.sourceId,
        idempotencyKey: t.idempotencyKey,
      })
      // A racing repeat of an unchecked transfer (not locked) waits here for the first to commit.
      .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
      .returning();
    if (row) return { entry: toEntry(row), movedMinor: amountMinor, isRepeat: false };
    const raced = await entryByKey(tx, t.idempotencyKey);
    if (!raced) throw new Error(`ledger entry ${t.idempotencyKey} conflicted but is not there`);
    return repeatOf(raced, t);
  });
}

/** The first entry of a key, when the repeat asks for the same movement; another one is refused. */
function repeatOf(done: LedgerEntry, t: CheckedInput): TransferResult {
  const isSame =
    done.debit === t.debit &&
    done.credit === t.credit &&
    done.currency === t.currency &&
    (t.cap === 'debit_balance' ? done.amountMinor <= t.amountMinor : done.amountMinor === t.amountMinor);
  if (!isSame) {
    const { idempotencyKey } = t;
    throw new AppError(
      'conflict',
      `Idempotency key ${idempotencyKey} was already used for another transfer`,
      {
        idempotencyKey,
        entryId: done.id,
      },
    );
  }
  return { entry: done, movedMinor: done.amountMinor, isRepeat: true };
}
