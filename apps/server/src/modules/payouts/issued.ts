import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { issuedDocuments } from './tables.js';

export type IssuedKind = 'tax_invoice' | 'credit_note' | 'payout_statement';

async function keptPdf(db: Db, kind: IssuedKind, number: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: issuedDocuments.pdf })
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.kind, kind), eq(issuedDocuments.number, number)))
    .limit(1);
  return row ? Buffer.from(row.pdf) : undefined;
}

/**
 * The document numbered `number` as it was first issued: drawn and kept at the first call, read
 * back at every later one. Two first calls at once both draw, one is kept, and both answer it.
 */
export async function issuedOnce(
  db: Db,
  kind: IssuedKind,
  number: string,
  draw: () => Promise<Buffer>,
): Promise<Buffer> {
  const kept = await keptPdf(db, kind, number);
  if (kept) return kept;
  const pdf = await draw();
  await db.insert(issuedDocuments).values({ kind, number, pdf }).onConflictDoNothing();
  return (await keptPdf(db, kind, number)) ?? pdf;
}
