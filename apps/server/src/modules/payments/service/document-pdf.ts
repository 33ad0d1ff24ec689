import type { Config } from '../../../config.js';
import type { BuyerSnapshot } from '../tables.js';
import { toMajor } from './payment-view.js';

/*
 * The drawing every money document shares (receipts here, the tax invoices of ad budgets in
 * payouts): an uncompressed A4 PDF, so tests and simple tools can read its text, with the seller's
 * letterhead, the buyer's address and a table of amounts.
 */

export type Seller = Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_STATE' | 'SELLER_GSTIN'>;
export type PdfDoc = PDFKit.PDFDocument;
export type AmountLine = { label: string; amountMinor: number };

export const PDF_LEFT = 50;
export const PDF_RIGHT = 545;

// The standard PDF fonts have no rupee sign, so amounts carry the ISO code.
export const pdfMoney = (minor: number, currency: string) =>
  `${currency} ${toMajor(minor).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const IST_OFFSET_MS = 330 * 60_000;

/**
 * A document's date: the day in India (UTC+5:30), where the seller issues it and whose financial
 * year numbers it. The UTC day would date a payment made on 1 April at 01:00 IST 31 March, in the
 * year before its own invoice number's.
 */
export const pdfDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** A new document and the promise of its bytes once `doc.end()` is called. */
export async function startPdf(title: string): Promise<{ doc: PdfDoc; done: Promise<Buffer> }> {
  // Some 25 MB resident once loaded (its fonts' metrics): only servers that draw a document pay it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The seller's name, address and GSTIN on the left, the document's title and facts on the right. */
export function drawLetterhead(doc: PdfDoc, seller: Seller, title: string, facts: readonly string[]): void {
  doc.font('Helvetica-Bold').fontSize(20).text(seller.SELLER_NAME, PDF_LEFT, 50);
  doc.font('Helvetica').fontSize(10).text(seller.SELLER_ADDRESS);
  if (seller.SELLER_GSTIN) doc.text(`GSTIN: ${seller.SELLER_GSTIN}`);
  doc.font('Helvetica-Bold').fontSize(16).text(title, PDF_LEFT, 50, { align: 'right' });
  doc.font('Helvetica').fontSize(10);
  for (const fact of facts) doc.text(fact, { align: 'right' });
}

/** The buyer's name, address, email and GSTIN, as many lines as they gave. */
export const buyerLines = (buyer: BuyerSnapshot): string[] =>
  [
    buyer.name,
    buyer.addressLine1,
    buyer.addressLine2,
    [buyer.city, buyer.state, buyer.postalCode].filter(Boolean).join(', '),
    buyer.country,
    buyer.email,
    buyer.gstin ? `GSTIN: ${buyer.gstin}` : null,
  ].filter((line): line is string => !!line);

/** A heading and the buyer's lines below the letterhead (extra lines after the address). */
export function drawBuyer(doc: PdfDoc, heading: string, buyer: BuyerSnapshot, extra: readonly string[] = []) {
  doc.moveDown(2);
  doc.font('Helvetica-Bold').text(heading, PDF_LEFT, Math.max(doc.y, 150));
  doc.font('Helvetica');
  for (const line of [...buyerLines(buyer), ...extra]) doc.text(line);
}

/**
 * The table of amounts: a header, the item, its tax lines, a rule and the bold total. Labels wrap
 * short of the amount column.
 */
export function drawAmounts(
  doc: PdfDoc,
  table: {
    heading: string;
    item: AmountLine;
    taxes: readonly AmountLine[];
    totalLabel: string;
    totalMinor: number;
    currency: string;
  },
): void {
  doc.moveDown(2);
  const tableTop = doc.y;
  doc
    .font('Helvetica-Bold')
    .text(table.heading, PDF_LEFT, tableTop)
    .text('Amount', PDF_LEFT, tableTop, { align: 'right' });
  doc
    .moveTo(PDF_LEFT, doc.y + 4)
    .lineTo(PDF_RIGHT, doc.y + 4)
    .stroke();
  doc.moveDown(0.8);
  doc.font('Helvetica');
  const itemY = doc.y;
  doc
    .text(table.item.label, PDF_LEFT, itemY, { width: 380 })
    .text(pdfMoney(table.item.amountMinor, table.currency), PDF_LEFT, itemY, { align: 'right' });
  for (const line of table.taxes) {
    const y = doc.y + 4;
    doc
      .text(line.label, PDF_LEFT, y)
      .text(pdfMoney(line.amountMinor, table.currency), PDF_LEFT, y, { align: 'right' });
  }
  doc
    .moveTo(PDF_LEFT, doc.y + 6)
    .lineTo(PDF_RIGHT, doc.y + 6)
    .stroke();
  doc.moveDown(1);
  const totalY = doc.y;
  doc
    .font('Helvetica-Bold')
    .text(table.totalLabel, PDF_LEFT, totalY)
    .text(pdfMoney(table.totalMinor, table.currency), PDF_LEFT, totalY, { align: 'right' });
}
