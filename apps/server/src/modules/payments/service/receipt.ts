import { GST_RATE_PERCENT } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { payments } from '../tables.js';
import { type PaymentRow, toMajor } from './payment-view.js';

type Seller = Pick<Config, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_STATE' | 'SELLER_GSTIN'>;

type TaxLine = { label: string; amountMinor: number };

/**
 * GST lines of an inclusive price, only for a buyer who gave a GSTIN: CGST + SGST (half each)
 * when buyer and seller are in the same state, else IGST. The state is the GSTIN's two-digit
 * code; without a seller GSTIN, the buyer's state name is compared with SELLER_STATE.
 */
export function taxLines(
  totalMinor: number,
  buyer: { gstin: string | null; state: string | null },
  seller: Seller,
): { taxableMinor: number; lines: TaxLine[] } {
  if (!buyer.gstin) return { taxableMinor: totalMinor, lines: [] };
  const taxableMinor = Math.round((totalMinor * 100) / (100 + GST_RATE_PERCENT));
  const gst = totalMinor - taxableMinor;
  const sameState = seller.SELLER_GSTIN
    ? seller.SELLER_GSTIN.slice(0, 2) === buyer.gstin.slice(0, 2)
    : (buyer.state ?? '').trim().toLowerCase() === seller.SELLER_STATE.trim().toLowerCase();
  const half = GST_RATE_PERCENT / 2;
  const lines = sameState
    ? [
        { label: `CGST ${half}%`, amountMinor: Math.floor(gst / 2) },
        { label: `SGST ${half}%`, amountMinor: gst - Math.floor(gst / 2) },
      ]
    : [{ label: `IGST ${GST_RATE_PERCENT}%`, amountMinor: gst }];
  return { taxableMinor, lines };
}

// The standard PDF fonts have no rupee sign, so amounts carry the ISO code.
const money = (minor: number, currency: string) =>
  `${currency} ${toMajor(minor).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The receipt of a paid (or since refunded) payment of this organisation. */
export async function getReceipt(
  deps: Pick<Deps, 'db' | 'config'>,
  orgId: string,
  paymentId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orgId, orgId), eq(payments.id, paymentId)))
    .limit(1);
  if (!row || !row.receiptNumber || (row.status !== 'succeeded' && row.status !== 'refunded')) {
    throw new AppError('not_found', 'Receipt not found: receipts exist for completed payments only');
  }
  return { filename: `receipt-${row.receiptNumber}.pdf`, pdf: await renderReceipt(row, deps.config) };
}

/** Draws the receipt. Uncompressed, so the text can be checked in tests and by simple tools. */
async function renderReceipt(row: PaymentRow, seller: Seller): Promise<Buffer> {
  // Some 25 MB resident once loaded (its fonts' metrics): only servers that draw a receipt pay it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: `Receipt ${row.receiptNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const buyer = row.buyer;
  const paidAt = row.paidAt ?? row.createdAt;
  const left = 50;
  const right = 545;

  doc.font('Helvetica-Bold').fontSize(20).text(seller.SELLER_NAME, left, 50);
  doc.font('Helvetica').fontSize(10).text(seller.SELLER_ADDRESS);
  if (seller.SELLER_GSTIN) doc.text(`GSTIN: ${seller.SELLER_GSTIN}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(buyer.gstin ? 'Tax invoice / Receipt' : 'Receipt', left, 50, { align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(`Receipt number: ${row.receiptNumber}`, { align: 'right' });
  doc.text(`Date: ${paidAt.toISOString().slice(0, 10)}`, { align: 'right' });
  doc.text(`Payment id: ${row.id}`, { align: 'right' });
  if (row.providerPaymentId) doc.text(`Provider reference: ${row.providerPaymentId}`, { align: 'right' });
  if (row.status === 'refunded')
    doc.font('Helvetica-Bold').text('REFUNDED', { align: 'right' }).font('Helvetica');

  doc.moveDown(2);
  const billedY = Math.max(doc.y, 150);
  doc.font('Helvetica-Bold').text('Billed to', left, billedY);
  doc.font('Helvetica');
  const address = [
    buyer.name,
    buyer.addressLine1,
    buyer.addressLine2,
    [buyer.city, buyer.state, buyer.postalCode].filter(Boolean).join(', '),
    buyer.country,
    buyer.email,
    buyer.gstin ? `GSTIN: ${buyer.gstin}` : null,
  ].filter((line): line is string => !!line);
  for (const line of address) doc.text(line);

  doc.moveDown(2);
  const tableTop = doc.y;
  doc
    .font('Helvetica-Bold')
    .text('Description', left, tableTop)
    .text('Amount', left, tableTop, { align: 'right' });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(right, doc.y + 4)
    .stroke();
  doc.moveDown(0.8);
  doc.font('Helvetica');

  const { taxableMinor, lines } = taxLines(row.amountMinor, buyer, seller);
  const itemY = doc.y;
  doc
    .text(row.description, left, itemY)
    .text(money(taxableMinor, row.currency), left, itemY, { align: 'right' });
  for (const line of lines) {
    const y = doc.y + 4;
    doc.text(line.label, left, y).text(money(line.amountMinor, row.currency), left, y, { align: 'right' });
  }
  doc
    .moveTo(left, doc.y + 6)
    .lineTo(right, doc.y + 6)
    .stroke();
  doc.moveDown(1);
  const totalY = doc.y;
  doc
    .font('Helvetica-Bold')
    .text(`Total paid (${row.currency})`, left, totalY)
    .text(money(row.amountMinor, row.currency), left, totalY, { align: 'right' });
  if (row.status === 'refunded') {
    doc.font('Helvetica').moveDown(1);
    const on = row.refundedAt ? ` on ${row.refundedAt.toISOString().slice(0, 10)}` : '';
    doc.text(`Refunded in full${on}.`, left);
    // What the refund could not take back is what the buyer had already used of the purchase.
    if (row.refundedCredits !== null && (row.refundedCredits > 0 || (row.refundShortfallCredits ?? 0) > 0)) {
      doc.text(
        `Credits taken back: ${row.refundedCredits}; already spent, not taken back: ${row.refundShortfallCredits ?? 0}.`,
        left,
      );
    }
  }
  doc.font('Helvetica').fontSize(9).moveDown(2);
  doc.text(
    lines.length > 0
      ? `Prices include GST at ${GST_RATE_PERCENT}%.`
      : 'Add a GSTIN to your billing details to receive tax invoices with GST shown.',
    left,
  );
  doc.text(
    `Paid by card through ${row.provider === 'sandbox' ? 'the test sandbox (no real money was charged)' : 'Dodo Payments'}.`,
  );
  doc.end();
  return done;
}
