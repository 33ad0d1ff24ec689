import { GST_RATE_PERCENT } from '@creatorscope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { getAffiliateAd } from '../affiliate-ads/index.js';
import {
  drawAmounts,
  drawBuyer,
  drawLetterhead,
  getSucceededPayment,
  gstLines,
  isIntraState,
  type PaymentRow,
  PDF_LEFT,
  pdfDay,
  placeOfSupply,
  type Seller,
  startPdf,
} from '../payments/index.js';
import { issuedOnce } from './issued.js';
import { taxInvoices } from './tables.js';
import { financialYearOf, nextSerial } from './tds.js';

/*
 * The GST tax invoice of an ad-budget payment (issue #18, marketing.md "Money", 5). Only ad budgets
 * get one here: the plans, credit packs and passes of billing have receipts that already show GST
 * to a buyer with a GSTIN, under their own numbers, and their services are not advertising (the
 * SAC below). The price a brand pays is inclusive of GST, as everywhere in billing.
 */

/** Services of selling advertising space or time (SAC 998365); billing uses no SAC of its own. */
export const AD_BUDGET_SAC = '998365';

/**
 * The payment's invoice number, given now (in its financial year's taxInvoice series) when it has
 * none yet. The advisory lock on the payment makes two first downloads at once give one number;
 * the series' counter row keeps numbers consecutive across payments.
 */
async function invoiceNumberOf(db: Db, payment: PaymentRow): Promise<string> {
  const [existing] = await db
    .select({ number: taxInvoices.number })
    .from(taxInvoices)
    .where(eq(taxInvoices.paymentId, payment.id))
    .limit(1);
  if (existing) return existing.number;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tax_invoice:${payment.id}`}, 0))`);
    const [again] = await tx
      .select({ number: taxInvoices.number })
      .from(taxInvoices)
      .where(eq(taxInvoices.paymentId, payment.id))
      .limit(1);
    if (again) return again.number;
    const financialYear = financialYearOf(payment.paidAt ?? payment.createdAt);
    const number = await nextSerial(tx, 'taxInvoice', financialYear);
    await tx.insert(taxInvoices).values({ paymentId: payment.id, number, financialYear });
    return number;
  });
}

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

/** /payout/generate-invoice: the tax invoice of one of the organisation's paid ad budgets, as a PDF. */
export async function getTaxInvoice(
  deps: Pick<Deps, 'db' | 'config'>,
  orgId: string,
  paymentId: string,
): Promise<{ filename: string; number: string; pdf: Buffer }> {
  // Pending, failed, refunded, another purpose's or another organisation's: "Payment not found".
  const payment = await getSucceededPayment(deps.db, orgId, paymentId, 'ad_budget');
  const number = await invoiceNumberOf(deps.db, payment);
  return {
    filename: `tax-invoice-${number.replaceAll('/', '-')}.pdf`,
    number,
    // An issued invoice is never drawn again: a renamed ad or a new seller address changes none.
    pdf: await issuedOnce(deps.db, 'tax_invoice', number, async () =>
      renderTaxInvoice(payment, number, await lineOf(deps, orgId, payment), deps.config),
    ),
  };
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
  drawBuyer(doc, 'Billed to', buyer, [
    ...(buyer.gstin ? [] : ['GSTIN: unregistered']),
    `Place of supply: ${placeOfSupply(buyer, seller)}`,
  ]);
  const { taxableMinor, lines } = gstLines(row.amountMinor, intraState);
  drawAmounts(doc, {
    heading: `Description (SAC ${AD_BUDGET_SAC})`,
    item: { label: `${line} (taxable value)`, amountMinor: taxableMinor },
    taxes: lines,
    totalLabel: `Total (${row.currency})`,
    totalMinor: row.amountMinor,
    currency: row.currency,
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
