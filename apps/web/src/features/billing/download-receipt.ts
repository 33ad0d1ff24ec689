import { downloadPdf } from '../../lib/api/download-pdf';

/**
 * Fetches a receipt PDF and saves it. The receipt call answers the file itself, not an envelope,
 * and needs the bearer header, so a plain link cannot download it.
 */
export function downloadReceipt(orgId: string, paymentId: string): Promise<void> {
  return downloadPdf(
    '/api/billing/download-receipt',
    { organization_id: orgId, paymentId },
    `receipt-${paymentId}.pdf`,
  );
}

/** Fetches the GST tax invoice of a paid ad budget (the payouts module numbers it) and saves it. */
export function downloadTaxInvoice(orgId: string, paymentId: string): Promise<void> {
  return downloadPdf('/api/payout/generate-invoice', { orgId, paymentId }, `tax-invoice-${paymentId}.pdf`);
}

/** Fetches the GST credit note of a refunded ad budget (against its tax invoice) and saves it. */
export function downloadCreditNote(orgId: string, paymentId: string): Promise<void> {
  return downloadPdf(
    '/api/payout/generate-credit-note',
    { orgId, paymentId },
    `credit-note-${paymentId}.pdf`,
  );
}
