import { GST_RATE_PERCENT } from '@creatorscope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { getAffiliateAd } from '../affiliate-ads/index.js';
import {
  drawAmounts,
  drawBuyer,
  drawLetterhead,
  getPaymentIn,
  gstLines,
  isIntraState,
  type PaymentRow,
  PDF_LEFT,
  type PdfDoc,
  pdfDay,
  placeOfSupply,
  type Seller,
  startPdf,
} from '../payments/index.js';
import { issuedOnce } from './issued.js';
import { creditNotes, taxInvoices } from './tables.js';
import { financialYearOf, nextSerial } from './tds.js';

/*
 * The GST tax invoice of an ad-budget payment (issue #18, marketing.md "Money", 5), and the credit
 * note that cancels it when the payment is refunded (CGST Act section 34). Only ad budgets
 * get one here: the plans, credit packs and passes of billing have receipts that already show GST
 * to a buyer with a GSTIN, under their own numbers, and their services are not advertising (the
 * SAC below). The price a brand pays is inclusive of GST, as everywhere in billing.
 */

/** Services of selling advertising space or time (SAC 998365); billing uses no SAC of its own. */
export const AD_BUDGET_SAC = '998365';

type NumberedTable = typeof taxInvoices | typeof creditNotes;

export const ISSUE_NEEDS_WRITE_MESSAGE =
  'Only Admin and Write members may issue a numbered invoice or credit note; a Read member can download it once issued';

/**
 * Who asks: a number is given for good (consecutive per year, never taken back), so only a member
 * with Write or Admin may cause one; a Read member reads documents already issued.
 */
export type DocumentReader = { mayIssue: boolean };

/**
 * The payment's number in `table`, given now (in `series` of the financial year of `at`) when it
 * has none yet. The advisory lock on the payment makes two first downloads at once give one
 * number; the series' counter row keeps numbers consecutive across payments. A reader who may not
 * issue gets a 403 where a number would be given, and nothing is numbered.
 */
async function numberOnce(
  db: Db,
  table: NumberedTable,
  series: 'taxInvoice' | 'creditNote',
  paymentId: string,
  at: Date,
  reader: DocumentReader,
): Promise<string> {
  const read = async (from: Db) => {
    const [row] = await from
      .select({ number: table.number })
      .from(table)
      .where(eq(table.paymentId, paymentId))
      .limit(1);
    return row?.number ?? null;
  };
  const existing = await read(db);
  if (existing) return existing;
  if (!reader.mayIssue) throw new AppError('forbidden', ISSUE_NEEDS_WRITE_MESSAGE);
  return db.transaction(async (tx) => {
    // The same key as the documents' kind (issued.ts), as the invoice's was before credit notes.
    const kind = series === 'taxInvoice' ? 'tax_invoice' : 'credit_note';
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${paymentId}`}, 0))`);
    const again = await read(tx);
    if (again) return again;
    const financialYear = financialYearOf(at);
    const number = await nextSerial(tx, series, financialYear);
    await tx.insert(table).values({ paymentId, number, financialYear });
    return number;
  });
}

const invoiceNumberOf = (db: Db, payment: PaymentRow, reader: DocumentReader) =>
  numberOnce(db, taxInvoices, 'taxInvoice', payment.id, payment.paidAt ?? payment.createdAt, reader);

/** The campaign a budget payment funded, by the ad its product key names, else its description. */
async function lineOf(
  deps: Pick<Deps, 'db' | 'config'>,
  orgId: string,
  payment: PaymentRow,
): Promise<string> {
  const adId = payment.productKey.replace(/^ad_budget:/, '');
  const ad = await getAffiliateAd(deps, orgId, adId).catch(() => null);
  return ad ? `Ad budget for ${ad.campaignName}` : payment.description;
}

type IssuedDocument = { filename: string; number: string; pdf: Buffer };

/** A numbered document: its file name from its number, its PDF drawn the first time and kept. */
async function issuedDocument(
  db: Db,
  kind: 'tax_invoice' | 'credit_note',
  number: string,
  draw: () => Promise<Buffer>,
): Promise<IssuedDocument> {
  return {
    filename: `${kind.replace('_', '-')}-${number.replaceAll('/', '-')}.pdf`,
    number,
    // An issued document is never drawn again: a renamed ad or a new seller address changes none.
    pdf: await issuedOnce(db, kind, number, draw),
  };
}

/** /payout/generate-invoice: the tax invoice of one of the organisation's paid ad budgets, as a PDF. */
export async function getTaxInvoice(
  deps: Pick<Deps, 'db' | 'config'>,
  orgId: string,
  paymentId: string,
  reader: DocumentReader,
): Promise<IssuedDocument> {
  // Pending, failed, another purpose's or another organisation's: "Payment not found". A refunded
  // one keeps its invoice: the credit note cancels it, it is not withdrawn.
  const payment = await getPaymentIn(deps.db, orgId, paymentId, {
    purpose: 'ad_budget',
    statuses: ['succeeded', 'refunded'],
  });
  const number = await invoiceNumberOf(deps.db, payment, reader);
  return issuedDocument(deps.db, 'tax_invoice', number, async () =>
    renderTaxInvoice(payment, number, await lineOf(deps, orgId, payment), deps.config),
  );
}

/**
 * /payout/generate-credit-note: the credit note of one of the organisation's refunded ad budgets,
 * against its tax invoice (numbered now if it had none yet: the supply was invoiced when paid).
 */
export async function getCreditNote(
  deps: Pick<Deps, 'db' | 'config'>,
  orgId: string,
  paymentId: string,
  reader: DocumentReader,
): Promise<IssuedDocument> {
  const payment = await getPaymentIn(deps.db, orgId, paymentId, {
    purpose: 'ad_budget',
    statuses: ['refunded'],
  });
  const invoiceNumber = await invoiceNumberOf(deps.db, payment, reader);
  const refundedAt = payment.refundedAt ?? payment.updatedAt;
  const number = await numberOnce(deps.db, creditNotes, 'creditNote', payment.id, refundedAt, reader);
  return issuedDocument(deps.db, 'credit_note', number, async () =>
    renderCreditNote(
      payment,
      { number, at: refundedAt, invoiceNumber },
      await lineOf(deps, orgId, payment),
      deps.config,
    ),
  );
}

/** The buyer, the place of supply and the GST split of the budget: the body of its invoice and credit note. */
function drawSupply(
  doc: PdfDoc,
  row: PaymentRow,
  seller: Seller,
  labels: { buyerHeading: string; itemLabel: string; totalLabel: string },
): void {
  const buyer = row.buyer;
  drawBuyer(doc, labels.buyerHeading, buyer, [
    ...(buyer.gstin ? [] : ['GSTIN: unregistered']),
    `Place of supply: ${placeOfSupply(buyer, seller)}`,
  ]);
  const { taxableMinor, lines } = gstLines(row.amountMinor, isIntraState(buyer, seller));
  drawAmounts(doc, {
    heading: `Description (SAC ${AD_BUDGET_SAC})`,
    item: { label: labels.itemLabel, amountMinor: taxableMinor },
    taxes: lines,
    totalLabel: labels.totalLabel,
    totalMinor: row.amountMinor,
    currency: row.currency,
  });
}

/** Draws the invoice. Uncompressed, so its text can be checked in tests and by simple tools. */
async function renderTaxInvoice(
  row: PaymentRow,
  number: string,
  line: string,
  seller: Seller,
): Promise<Buffer> {
  const { doc, done } = await startPdf(`Tax invoice ${number}`);
  const buyer = row.buyer;
  const intraState = isIntraState(buyer, seller);
  drawLetterhead(doc, seller, 'Tax Invoice', [
    `Invoice number: ${number}`,
    `Invoice date: ${pdfDay(row.paidAt ?? row.createdAt)}`,
    `Payment id: ${row.id}`,
    ...(row.providerPaymentId ? [`Provider reference: ${row.providerPaymentId}`] : []),
  ]);
  drawSupply(doc, row, seller, {
    buyerHeading: 'Billed to',
    itemLabel: `${line} (taxable value)`,
    totalLabel: `Total (${row.currency})`,
  });
  doc.font('Helvetica').fontSize(9).moveDown(2);
  doc.text(
    `SAC ${AD_BUDGET_SAC}: advertising services. The amount paid includes GST at ${GST_RATE_PERCENT}%` +
      ` (${intraState ? 'CGST and SGST, a supply within the state' : 'IGST, a supply between states'}).`,
    PDF_LEFT,
  );
  doc.text('Tax payable on reverse charge: No.');
  doc.text(
    `Paid by card through ${row.provider === 'sandbox' ? 'the test sandbox (no real money was charged)' : 'Dodo Payments'}.`,
  );
  doc.end();
  return done;
}

/** Draws the credit note: the invoice's lines with the GST it takes back, in full. */
async function renderCreditNote(
  row: PaymentRow,
  note: { number: string; at: Date; invoiceNumber: string },
  line: string,
  seller: Seller,
): Promise<Buffer> {
  const { doc, done } = await startPdf(`Credit note ${note.number}`);
  const buyer = row.buyer;
  const intraState = isIntraState(buyer, seller);
  const paidAt = row.paidAt ?? row.createdAt;
  drawLetterhead(doc, seller, 'Credit Note', [
    `Credit note number: ${note.number}`,
    `Date: ${pdfDay(note.at)}`,
    `Against tax invoice: ${note.invoiceNumber} of ${pdfDay(paidAt)}`,
    `Payment id: ${row.id}`,
  ]);
  drawSupply(doc, row, seller, {
    buyerHeading: 'Issued to',
    itemLabel: `${line}, refunded (taxable value)`,
    totalLabel: `Total credited (${row.currency})`,
  });
  doc.font('Helvetica').fontSize(9).moveDown(2);
  doc.text(
    `Issued under section 34 of the CGST Act, 2017: the ad budget of tax invoice ${note.invoiceNumber} was refunded in full on ${pdfDay(note.at)}, so its taxable value and its GST (${intraState ? 'CGST and SGST' : 'IGST'}) are credited in full.`,
    PDF_LEFT,
  );
  doc.text(
    `Refunded to the card it was paid with, through ${row.provider === 'sandbox' ? 'the test sandbox (no real money moved)' : 'Dodo Payments'}.`,
  );
  doc.end();
  return done;
}
