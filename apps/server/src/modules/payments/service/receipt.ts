import { GST_RATE_PERCENT } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { payments } from '../tables.js';
import {
  type AmountLine,
  drawAmounts,
  drawBuyer,
  drawLetterhead,
  PDF_LEFT,
  pdfDay,
  type Seller,
  startPdf,
} from './document-pdf.js';
import type { PaymentRow } from './payment-view.js';

type TaxLine = AmountLine;

/** Whether the buyer is outside India (an export of services): their country is set and is not IN. */
const isExport = (buyer: { country?: string | null }) =>
  !!buyer.country && buyer.country.toUpperCase() !== 'IN';

/**
 * Whether a supply is inside the seller's state (CGST + SGST) rather than between states (IGST).
 * With both GSTINs, their two-digit state codes decide; else the buyer's state name is compared
 * with SELLER_STATE. A buyer outside India is never inside it.
 */
export function isIntraState(
  buyer: { gstin: string | null; state: string | null; country?: string | null },
  seller: Pick<Seller, 'SELLER_STATE' | 'SELLER_GSTIN'>,
): boolean {
  if (buyer.gstin && seller.SELLER_GSTIN) return seller.SELLER_GSTIN.slice(0, 2) === buyer.gstin.slice(0, 2);
  if (isExport(buyer)) return false;
  return (buyer.state ?? '').trim().toLowerCase() === seller.SELLER_STATE.trim().toLowerCase();
}

/**
 * Where a supply is made, as a tax invoice prints it: the buyer's state (with its GSTIN's state
 * code), "Outside India" for an export, and the seller's state when the buyer gave no address.
 */
export function placeOfSupply(
  buyer: { gstin: string | null; state: string | null; country?: string | null },
  seller: Pick<Seller, 'SELLER_STATE'>,
): string {
  if (isExport(buyer)) return 'Outside India';
  const state = buyer.state?.trim() || seller.SELLER_STATE;
  return buyer.gstin ? `${state} (${buyer.gstin.slice(0, 2)})` : state;
}

/** The GST in an inclusive price: CGST + SGST (half each) inside the seller's state, else IGST. */
export function gstLines(
  totalMinor: number,
  intraState: boolean,
): { taxableMinor: number; lines: TaxLine[] } {
  const taxableMinor = Math.round((totalMinor * 100) / (100 + GST_RATE_PERCENT));
  const gst = totalMinor - taxableMinor;
  const half = GST_RATE_PERCENT / 2;
  const lines = intraState
    ? [
        { label: `CGST ${half}%`, amountMinor: Math.floor(gst / 2) },
        { label: `SGST ${half}%`, amountMinor: gst - Math.floor(gst / 2) },
      ]
    : [{ label: `IGST ${GST_RATE_PERCENT}%`, amountMinor: gst }];
  return { taxableMinor, lines };
}

/**
 * GST lines of an inclusive price on a receipt, only for a buyer who gave a GSTIN: CGST + SGST
 * (half each) when buyer and seller are in the same state, else IGST. The state is the GSTIN's
 * two-digit code; without a seller GSTIN, the buyer's state name is compared with SELLER_STATE.
 */
export function taxLines(
  totalMinor: number,
  buyer: { gstin: string | null; state: string | null },
  seller: Pick<Seller, 'SELLER_STATE' | 'SELLER_GSTIN'>,
): { taxableMinor: number; lines: TaxLine[] } {
  if (!buyer.gstin) return { taxableMinor: totalMinor, lines: [] };
  return gstLines(totalMinor, isIntraState(buyer, seller));
}

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
  const { doc, done } = await startPdf(`Receipt ${row.receiptNumber}`);
  const buyer = row.buyer;
  const paidAt = row.paidAt ?? row.createdAt;
  const left = PDF_LEFT;

  // An ad budget's tax invoice is its own document (the payouts module numbers it): its receipt
  // must not be a second invoice of the same supply.
  const isInvoicedApart = row.purpose === 'ad_budget';
  drawLetterhead(doc, seller, buyer.gstin && !isInvoicedApart ? 'Tax invoice / Receipt' : 'Receipt', [
    `Receipt number: ${row.receiptNumber}`,
    `Date: ${pdfDay(paidAt)}`,
    `Payment id: ${row.id}`,
    ...(row.providerPaymentId ? [`Provider reference: ${row.providerPaymentId}`] : []),
  ]);
  if (row.status === 'refunded')
    doc.font('Helvetica-Bold').text('REFUNDED', { align: 'right' }).font('Helvetica');

  drawBuyer(doc, 'Billed to', buyer);
  const { taxableMinor, lines } = taxLines(row.amountMinor, buyer, seller);
  drawAmounts(doc, {
    heading: 'Description',
    item: { label: row.description, amountMinor: taxableMinor },
    taxes: lines,
    totalLabel: `Total paid (${row.currency})`,
    totalMinor: row.amountMinor,
    currency: row.currency,
  });
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
  if (isInvoicedApart)
    doc.text(
      'The GST tax invoice of this ad budget is a document of its own: Billing, Payments, Tax invoice.',
    );
  doc.text(
    `Paid by card through ${row.provider === 'sandbox' ? 'the test sandbox (no real money was charged)' : 'Dodo Payments'}.`,
  );
  doc.end();
  return done;
}
