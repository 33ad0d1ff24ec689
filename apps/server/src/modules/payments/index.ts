/*
 * The payments module's door. Payments knows no domain: each module that sells something declares
 * its purpose (PaymentPurpose) in its module.ts, app.ts registers them at start-up, and the module
 * serves its own checkout calls with the two route builders below.
 */
export { getBillingDetails } from './billing-details.js';
export { checkStatusRoute, generateCheckoutRoute } from './checkout-routes.js';
export type {
  Buyer,
  PaymentPurpose,
  PricedPurchase,
  ProviderFacts,
  RefundOutcome,
  SaleContext,
  Standing,
  SubscriptionEvent,
} from './purposes.js';
export { registerPaymentPurposes } from './purposes.js';
export {
  type AmountLine,
  buyerLines,
  drawAmounts,
  drawBuyer,
  drawLetterhead,
  PDF_LEFT,
  PDF_RIGHT,
  type PdfDoc,
  pdfDay,
  pdfMoney,
  type Seller,
  startPdf,
} from './service/document-pdf.js';
export { getPaymentIn, type PaymentRow, succeededPaymentsOf } from './service/payment-view.js';
export { gstLines, isIntraState, placeOfSupply, taxLines } from './service/receipt.js';
