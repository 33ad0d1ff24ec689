/*
 * The credits module's door: the balance and its ledger. Every change of a balance goes through
 * changeCredits (one ledger row, idempotent, never below zero).
 */
export { recentCreditActivity } from './activity.js';
export { getStanding, takeBackPaymentCredits } from './payment-purpose.js';
export {
  changeCredits,
  getCreditBalance,
  getCreditLedgerPage,
  grantPlanMonths,
  listCreditLedger,
  lockCredits,
  openCreditLedger,
  paymentItem,
} from './service.js';
