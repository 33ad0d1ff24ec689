import {
  DEFAULT_PLAN_ID,
  getPlan,
  type TCreditLedgerEntry,
  type TCreditReason,
} from '@creatorscope/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { creditLedger } from './tables.js';

type Change = {
  delta: number;
  reason: TCreditReason;
  note?: string;
  idempotencyKey?: string;
  createdBy?: string;
};

/**
 * The first row of a new organisation's ledger: the Free plan's monthly credits, written in the
 * transaction that creates the organisation so that no organisation exists without a balance.
 */
export async function openCreditLedger(tx: Pick<Db, 'insert'>, orgId: string): Promise<void> {
  const credits = getPlan(DEFAULT_PLAN_ID).credits ?? 0;
  await tx.insert(creditLedger).values({
    orgId,
    seq: 1,
    delta: credits,
    reason: 'plan_grant' satisfies TCreditReason,
    note: 'Free plan',
    balanceAfter: credits,
  });
}

export async function getCreditBalance(deps: Pick<Deps, 'db'>, orgId: string): Promise<number> {
  return (await newest(deps.db, orgId))?.balanceAfter ?? 0;
}

/**
 * Adds or takes credits as one ledger row. A charge that would take the balance below zero is
 * refused with a clear message pointing to plans; a change whose idempotency key was already
 * applied returns that row instead of applying twice. Changes of one organisation's balance take
 * turns on a transaction-scoped advisory lock, so concurrent charges can never overspend.
 */
export async function changeCredits(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  change: Change,
): Promise<TCreditLedgerEntry> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credits:${orgId}`}, 0))`);
    if (change.idempotencyKey) {
      const [done] = await tx
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.orgId, orgId), eq(creditLedger.idempotencyKey, change.idempotencyKey)))
        .limit(1);
      if (done) return toEntry(done);
    }
    const last = await newest(tx, orgId);
    const balance = last?.balanceAfter ?? 0;
    if (balance + change.delta < 0) {
      throw new AppError(
        'unprocessable',
        'You have no insight credits left: upgrade your plan or buy more credits in Plans and billing',
        { balance, needed: -change.delta },
      );
    }
    const [row] = await tx
      .insert(creditLedger)
      .values({
        orgId,
        seq: (last?.seq ?? 0) + 1,
        delta: change.delta,
        reason: change.reason,
        note: change.note ?? null,
        balanceAfter: balance + change.delta,
        idempotencyKey: change.idempotencyKey ?? null,
        createdBy: change.createdBy ?? null,
      })
      .returning();
    if (!row) throw new AppError('internal', 'Could not record the credit change');
    return toEntry(row);
  });
}

export async function listCreditLedger(deps: Pick<Deps, 'db'>, orgId: string, limit = 50) {
  const rows = await deps.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.orgId, orgId))
    .orderBy(desc(creditLedger.seq))
    .limit(limit);
  return rows.map(toEntry);
}

async function newest(db: Pick<Db, 'select'>, orgId: string) {
  const [row] = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.orgId, orgId))
    .orderBy(desc(creditLedger.seq))
    .limit(1);
  return row;
}

const toEntry = (row: typeof creditLedger.$inferSelect): TCreditLedgerEntry => ({
  _id: row.id,
  delta: row.delta,
  reason: row.reason as TCreditReason,
  note: row.note,
  balanceAfter: row.balanceAfter,
  createdAt: row.createdAt.toISOString(),
});
