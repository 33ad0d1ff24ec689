import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { releasedEarningsByAd } from '../affiliate-ads/index.js';
import type { PublisherPayee } from '../publishers/index.js';
import { issuedOnce } from './issued.js';
import { requirePayeeOfUser } from './methods.js';
import { payouts } from './tables.js';
import { istDayOf, nextSerial } from './tds.js';

/*
 * The publisher's self-billed payout statement (marketing.md, "Money", 5): one per payout being
 * paid or paid, numbered in its own series per financial year at its first download (so a payout
 * that failed before anyone asked uses no number), showing the earnings it pays by ad, the TDS
 * withheld under section 194H and the net that reached the bank.
 */

export const STATEMENT_NOT_READY_MESSAGE =
  'A statement exists once the payout is being paid or has been paid';

type PayoutRow = typeof payouts.$inferSelect;
type Seller = Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_GSTIN'>;
/** `converted`: the line's USD earnings, converted at their release at `rate` (rupees per dollar). */
export type StatementLine = {
  label: string;
  amountMinor: number;
  converted?: { fromMinor: number; fromCurrency: string; rate: string };
};

// The standard PDF fonts have no rupee sign, so amounts carry the ISO code (as receipts do).
const money = (minor: number, currency: string) =>
  `${currency} ${(minor / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The payout's number, given now (in its financial year's series) when it has none yet. */
async function statementNumberOf(db: Db, payoutId: string): Promise<string> {
  return db.transaction(async (tx) => {
    // The row lock makes two first downloads at once give one number, not two.
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!row) throw notFound('Payout');
    if (row.statementNumber) return row.statementNumber;
    const number = await nextSerial(tx, 'payoutStatement', row.financialYear);
    await tx.update(payouts).set({ statementNumber: number }).where(eq(payouts.id, payoutId));
    return number;
  });
}

/**
 * What the payout's gross pays, by ad: the publisher's released earnings that stand, first
 * released first paid, past what their earlier payouts (those that did not fail) took. What no
 * standing earning covers (a debt paid off, a release since reversed) is one line of its own.
 */
export async function earningsPaidBy(
  db: Db,
  row: PayoutRow,
): Promise<{ lines: StatementLine[]; fromDay: string | null }> {
  const [before] = await db
    .select({ gross: sql<string>`coalesce(sum(${payouts.grossMinor}), 0)` })
    .from(payouts)
    .where(
      and(
        eq(payouts.publisherId, row.publisherId),
        ne(payouts.state, 'failed'),
        ne(payouts.id, row.id),
        or(
          lt(payouts.createdAt, row.createdAt),
          and(eq(payouts.createdAt, row.createdAt), lt(payouts.id, row.id)),
        ),
      ),
    );
  let skip = Number(before?.gross ?? 0);
  let left = row.grossMinor;
  const byAd = new Map<string, StatementLine>();
  let fromDay: string | null = null;
  for (const chunk of await releasedEarningsByAd(db, row.publisherId)) {
    if (left === 0) break;
    const skipped = Math.min(skip, chunk.amountMinor);
    skip -= skipped;
    const take = Math.min(left, chunk.amountMinor - skipped);
    if (take === 0) continue;
    left -= take;
    fromDay ??= chunk.day;
    // A converted chunk is a line of its own per rate; a part taken is that share of its USD.
    const lineKey = chunk.converted ? `${chunk.adId}@${chunk.converted.rate}` : chunk.adId;
    const line: StatementLine = byAd.get(lineKey) ?? { label: chunk.campaignName, amountMinor: 0 };
    line.amountMinor += take;
    if (chunk.converted) {
      const { fromMinor, fromCurrency, rate } = chunk.converted;
      const part = Math.round((fromMinor * take) / chunk.amountMinor);
      line.converted = { fromMinor: (line.converted?.fromMinor ?? 0) + part, fromCurrency, rate };
    }
    byAd.set(lineKey, line);
  }
  const lines = [...byAd.values()];
  if (left > 0) lines.push({ label: 'Earlier balance and adjustments', amountMinor: left });
  return { lines, fromDay };
}

/** /publisher/get-payout-statement: the caller's own payout's statement, as a PDF. */
export async function getPayoutStatement(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: string,
  payoutId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const payee = await requirePayeeOfUser(deps, userId);
  const [found] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.publisherId, payee.publisherId)))
    .limit(1);
  if (!found) throw notFound('Payout');
  if (found.state !== 'processing' && found.state !== 'paid')
    throw new AppError('not_found', STATEMENT_NOT_READY_MESSAGE);
  const number = await statementNumberOf(deps.db, found.id);
  const row = { ...found, statementNumber: number };
  const draw = async () => renderStatement(row, payee, await earningsPaidBy(deps.db, row), deps.config);
  return {
    filename: `statement-${number.replaceAll('/', '-')}.pdf`,
    // While the payout is being paid the statement is drawn afresh (its UTR is still to come);
    // once paid, the first one drawn is the statement, whatever changes after.
    pdf: row.state === 'paid' ? await issuedOnce(deps.db, 'payout_statement', number, draw) : await draw(),
  };
}

/**
 * What the statement says of its TDS. The Form 26AS credit needs the payee's PAN, so the
 * sentence names it only when there was one; without, it says why the rate is 206AA's.
 */
export function tdsSentences(row: Pick<PayoutRow, 'tdsMinor' | 'isTdsWithoutPan' | 'panMasked'>): string[] {
  if (row.tdsMinor === 0)
    return ["No TDS was withheld: your payouts this financial year are within section 194H's threshold."];
  if (row.isTdsWithoutPan)
    return [
      'TDS was withheld under section 194H of the Income-tax Act, 1961, on the gross shown, at the rate of section 206AA: no PAN was on your publisher profile when this payout was made.',
      'Add your PAN to your publisher profile: later payouts are then withheld at the section 194H rate, and their TDS is credited against your PAN in Form 26AS.',
    ];
  // A payout made before PANs were asked for: its PAN is not known here.
  if (row.panMasked === null)
    return ['TDS was withheld under section 194H of the Income-tax Act, 1961, on the gross shown.'];
  return [
    `TDS was withheld under section 194H of the Income-tax Act, 1961, on the gross shown, against PAN ${row.panMasked}: it shows in your Form 26AS once the quarter's TDS return is filed.`,
  ];
}

/** Draws the statement. Uncompressed, so its text can be checked in tests and by simple tools. */
async function renderStatement(
  row: PayoutRow & { statementNumber: string },
  payee: PublisherPayee,
  earnings: { lines: StatementLine[]; fromDay: string | null },
  seller: Seller,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: `Self-billed statement ${row.statementNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 50;
  const right = 545;
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const issued = row.paidAt ?? row.createdAt;

  doc.font('Helvetica-Bold').fontSize(20).text(seller.SELLER_NAME, left, 50);
  doc.font('Helvetica').fontSize(10).text(seller.SELLER_ADDRESS);
  if (seller.SELLER_GSTIN) doc.text(`GSTIN: ${seller.SELLER_GSTIN}`);
  doc.font('Helvetica-Bold').fontSize(16).text('Self-billed statement', left, 50, { align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(`Statement number: ${row.statementNumber}`, { align: 'right' });
  // The day in India, as the financial year of its number is (the period's days are UTC, as earnings' are).
  doc.text(`Date: ${istDayOf(issued)}`, { align: 'right' });
  doc.text(`Payout id: ${row.id}`, { align: 'right' });
  doc.text(`Status: ${row.state === 'paid' ? 'paid' : 'being paid'}`, { align: 'right' });

  doc.moveDown(2);
  doc.font('Helvetica-Bold').text('Paid to', left, Math.max(doc.y, 150));
  doc.font('Helvetica');
  doc.text(payee.name);
  doc.text(payee.email);
  doc.text(`${row.methodKind === 'upi' ? 'UPI' : 'Bank account'}: ${row.methodMasked} (${row.mode})`);
  doc.text(`PAN: ${row.panMasked ?? 'not given'}`);
  doc.text(`Period: ${earnings.fromDay ?? day(row.createdAt)} to ${day(row.createdAt)}`);

  doc.moveDown(2);
  const tableTop = doc.y;
  doc
    .font('Helvetica-Bold')
    .text('Earnings paid, by ad', left, tableTop)
    .text('Gross', left, tableTop, { align: 'right' });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(right, doc.y + 4)
    .stroke();
  doc.moveDown(0.8).font('Helvetica');
  const row2 = (label: string, amount: string) => {
    const y = doc.y + 2;
    doc.text(label, left, y, { width: 380 }).text(amount, left, y, { align: 'right' });
  };
  for (const line of earnings.lines) {
    const { converted } = line;
    row2(
      converted
        ? `${line.label} (${money(converted.fromMinor, converted.fromCurrency)} converted at ${converted.rate} ${row.currency}/${converted.fromCurrency})`
        : line.label,
      money(line.amountMinor, row.currency),
    );
  }
  doc
    .moveTo(left, doc.y + 6)
    .lineTo(right, doc.y + 6)
    .stroke();
  doc.moveDown(1);
  row2('Gross earnings paid', money(row.grossMinor, row.currency));
  const rate = row.tdsRateBps / 100;
  row2(
    row.tdsMinor === 0
      ? 'TDS withheld (section 194H)'
      : row.isTdsWithoutPan
        ? `TDS withheld (sections 194H and 206AA, ${rate}%: no PAN)`
        : `TDS withheld (section 194H, ${rate}%)`,
    money(row.tdsMinor, row.currency),
  );
  doc.font('Helvetica-Bold');
  row2(`Net paid (${row.currency})`, money(row.amountMinor, row.currency));
  doc.font('Helvetica').moveDown(1);
  doc.text(`Reference (UTR): ${row.reference ?? 'not yet given by the bank'}`, left);

  doc.fontSize(9).moveDown(2);
  doc.text(
    `Issued by ${seller.SELLER_NAME} on the publisher's behalf for commissions earned through its ads.`,
    left,
  );
  for (const sentence of tdsSentences(row)) doc.text(sentence, left);
  doc.end();
  return done;
}
