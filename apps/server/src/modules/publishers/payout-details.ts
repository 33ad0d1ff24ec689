import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sealerFor } from '../../db/sealed.js';
import { publishers } from './tables.js';

/*
 * A publisher's payout details opened for the payouts module alone (verifying a method, paying
 * it, fingerprinting it): never answered to a client, which sees the masked forms.
 */

export type PublisherPayee = {
  publisherId: string;
  userId: string;
  name: string;
  email: string;
  whatsappNumber: string;
  /** active | flagged */
  status: string;
  upi: { upiId: string; masked: string } | null;
  bank: { accountNumber: string; ifsc: string; holderName: string; masked: string } | null;
  /** The PAN, masked (••••••234F), or null: TDS then withholds at the no-PAN rate (section 206AA). */
  panMasked: string | null;
  /** The PAN itself, for the TDS return (Form 26Q) alone. */
  pan: string | null;
};

type Row = typeof publishers.$inferSelect;

function toPayee(row: Row, key: string): PublisherPayee {
  const { open } = sealerFor(key);
  let bank: PublisherPayee['bank'] = null;
  if (row.bankDetailsSealed) {
    const details = JSON.parse(open(row.bankDetailsSealed)) as Record<string, string | undefined>;
    const masked = JSON.parse(row.bankDetailsMasked ?? '{}') as Record<string, string | undefined>;
    if (details.account_number && details.ifsc_code) {
      bank = {
        accountNumber: details.account_number,
        ifsc: details.ifsc_code,
        holderName: details.account_holder_name ?? row.name,
        masked: `${details.ifsc_code} ${masked.account_number ?? ''}`.trim(),
      };
    }
  }
  return {
    publisherId: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    whatsappNumber: row.whatsappNumber,
    status: row.status,
    upi: row.upiIdSealed ? { upiId: open(row.upiIdSealed), masked: row.upiIdMasked ?? '' } : null,
    bank,
    panMasked: row.panMasked,
    pan: row.panSealed ? open(row.panSealed) : null,
  };
}

type PayeeDeps = { db: Db; config: Pick<Config, 'dataEncryptionKey'> };

/** The caller's publisher profile with its payout details open, or null before they register. */
export async function getPublisherPayeeOfUser(
  deps: PayeeDeps,
  userId: string,
): Promise<PublisherPayee | null> {
  const [row] = await deps.db.select().from(publishers).where(eq(publishers.userId, userId)).limit(1);
  return row ? toPayee(row, deps.config.dataEncryptionKey) : null;
}

/** A publisher's payout details open, by their id (a scheduled payout, a resumed one). */
export async function getPublisherPayee(
  deps: PayeeDeps,
  publisherId: string,
): Promise<PublisherPayee | null> {
  const [row] = await deps.db.select().from(publishers).where(eq(publishers.id, publisherId)).limit(1);
  return row ? toPayee(row, deps.config.dataEncryptionKey) : null;
}

/** Flags a publisher for review (no payout until cleared) or makes them active again. */
export async function setPublisherStatus(
  db: Db,
  publisherId: string,
  status: 'active' | 'flagged',
): Promise<void> {
  await db.update(publishers).set({ status }).where(eq(publishers.id, publisherId));
}

/** The active publishers with a UPI id or a bank account on their profile: whom a scheduled payout run may pay. */
export async function listPublishersWithPayoutDetails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(
      and(
        eq(publishers.status, 'active'),
        or(isNotNull(publishers.upiIdSealed), isNotNull(publishers.bankDetailsSealed)),
      ),
    );
  return rows.map((r) => r.id);
}
