import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const journal = JSON.parse(readFileSync(join(FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** Runs one migration file as the migrator does: statement by statement. */
async function apply(db: PGlite, tag: string): Promise<void> {
  for (const statement of readFileSync(join(FOLDER, `${tag}.sql`), 'utf8').split(
    '--> statement-breakpoint',
  )) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** A database migrated up to, not including, the migration named `tag`. */
async function migratedUpTo(tag: string): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  for (const entry of journal.entries) {
    if (entry.tag === tag) return db;
    await apply(db, entry.tag);
  }
  throw new Error(`no migration ${tag}`);
}

describe('data migrations', () => {
  describe('0035: the app’s own payout and payment reasons stop being stored in English', () => {
    const tag = '0035_payout_failure_codes';
    let db: PGlite;

    beforeAll(async () => {
      db = await migratedUpTo(tag);
      // Rows as the app wrote them before; the references they need are not the point here.
      await db.exec(`SET session_replication_role = replica;
        INSERT INTO payouts (id, publisher_id, amount_minor, gross_minor, financial_year, currency, origin,
          method_kind, method_masked, mode, idempotency_key, state, failure_reason) VALUES
          ('00000000-0000-4000-8000-000000000001', gen_random_uuid(), 100, 100, '2526', 'INR', 'manual', 'upi', 'a', 'UPI', 'k1', 'failed', 'The payout method changed or is no longer verified'),
          ('00000000-0000-4000-8000-000000000002', gen_random_uuid(), 100, 100, '2526', 'INR', 'manual', 'upi', 'a', 'UPI', 'k2', 'failed', 'The payout failed'),
          ('00000000-0000-4000-8000-000000000003', gen_random_uuid(), 100, 100, '2526', 'INR', 'manual', 'upi', 'a', 'UPI', 'k3', 'reversed', 'The bank returned the payout'),
          ('00000000-0000-4000-8000-000000000004', gen_random_uuid(), 100, 100, '2526', 'INR', 'manual', 'upi', 'a', 'UPI', 'k4', 'failed', 'Beneficiary account is closed');
        INSERT INTO payments (id, org_id, token, purpose, product_key, description, amount_minor, currency, status,
          idempotency_key, provider, buyer, failure_reason) VALUES
          ('00000000-0000-4000-8000-000000000011', gen_random_uuid(), 't1', 'plan', 'p', 'd', 100, 'INR', 'failed', 'i1', 'sandbox', '{}', 'The payment did not go through'),
          ('00000000-0000-4000-8000-000000000012', gen_random_uuid(), 't2', 'plan', 'p', 'd', 100, 'INR', 'cancelled', 'i2', 'sandbox', '{}', 'The payment was cancelled'),
          ('00000000-0000-4000-8000-000000000013', gen_random_uuid(), 't3', 'plan', 'p', 'd', 100, 'INR', 'failed', 'i3', 'sandbox', '{}', 'Your card was declined');
        SET session_replication_role = DEFAULT;`);
      await apply(db, tag);
    }, 60_000);
    afterAll(() => db.close());

    it('turns the one reason the state does not tell into a code, and keeps a provider’s words', async () => {
      const { rows } = await db.query(
        'SELECT idempotency_key, failure_code, failure_reason FROM payouts ORDER BY 1',
      );
      expect(rows).toEqual([
        { idempotency_key: 'k1', failure_code: 'method_changed', failure_reason: null },
        { idempotency_key: 'k2', failure_code: null, failure_reason: null },
        { idempotency_key: 'k3', failure_code: null, failure_reason: null },
        { idempotency_key: 'k4', failure_code: null, failure_reason: 'Beneficiary account is closed' },
      ]);
    });

    it('clears the payments’ English fallbacks, which only repeated their status', async () => {
      const { rows } = await db.query('SELECT token, failure_reason FROM payments ORDER BY 1');
      expect(rows).toEqual([
        { token: 't1', failure_reason: null },
        { token: 't2', failure_reason: null },
        { token: 't3', failure_reason: 'Your card was declined' },
      ]);
    });
  });

  describe('0037: what granted a ledger row’s credits, for the app to name', () => {
    const tag = '0037_credit_note_items';
    let db: PGlite;

    beforeAll(async () => {
      db = await migratedUpTo(tag);
      await db.exec(`SET session_replication_role = replica;
        INSERT INTO payments (id, org_id, token, purpose, product_key, description, amount_minor, currency, status,
          idempotency_key, provider, buyer, plan_id, period, credits) VALUES
          ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-0000000000aa', 't1', 'plan', 'p', 'd', 100, 'INR', 'succeeded', 'i1', 'sandbox', '{}', 'creator', 'Yearly', null),
          ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-0000000000aa', 't2', 'credit_pack', 'p', 'd', 100, 'INR', 'refunded', 'i2', 'sandbox', '{}', null, null, 50);
        INSERT INTO credit_ledger (org_id, seq, delta, reason, note, balance_after, idempotency_key) VALUES
          ('00000000-0000-4000-8000-0000000000aa', 1, 2, 'plan_grant', 'Free plan', 2, null),
          ('00000000-0000-4000-8000-0000000000aa', 2, 10, 'plan_grant', 'Creator plan (yearly)', 12, 'payment:00000000-0000-4000-8000-000000000021'),
          ('00000000-0000-4000-8000-0000000000aa', 3, 10, 'plan_grant', 'Creator plan (yearly), month 2 of 12', 22, 'plan-month:00000000-0000-4000-8000-000000000021:1'),
          ('00000000-0000-4000-8000-0000000000aa', 4, 50, 'purchase', '50 insight credits', 72, 'payment:00000000-0000-4000-8000-000000000022'),
          ('00000000-0000-4000-8000-0000000000aa', 5, -50, 'refund', 'Refund: 50 insight credits', 22, 'refund:00000000-0000-4000-8000-000000000022'),
          ('00000000-0000-4000-8000-0000000000aa', 6, -1, 'analysis', '@natgeo', 21, null);
        SET session_replication_role = DEFAULT;`);
      await apply(db, tag);
    }, 60_000);
    afterAll(() => db.close());

    it('names the plan, the month of a yearly plan or the pack, and leaves other rows as they were', async () => {
      const { rows } = await db.query<{ seq: number; note_item: unknown }>(
        'SELECT seq, note_item FROM credit_ledger ORDER BY seq',
      );
      const plan = { purpose: 'plan', planId: 'creator', period: 'Yearly', credits: null };
      const pack = { purpose: 'credit_pack', planId: null, period: null, credits: 50, month: null };
      expect(rows.map((r) => r.note_item)).toEqual([
        { purpose: 'plan', planId: 'free', period: null, credits: null, month: null },
        { ...plan, month: null },
        { ...plan, month: 2 },
        pack,
        pack,
        null,
      ]);
    });
  });
});
