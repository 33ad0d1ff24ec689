/** The affiliate-ads module's door: what other modules (links, events, the tracker, the ledger) may use of it. */

export { type ConversionReversal, reverseConversion } from './conversion-marks.js';
// The ad earnings job's pass, for a test that settles what it recorded.
export { payEarnings } from './earnings.js';
export {
  type AdEarningSums,
  type AdPayoutSums,
  type EarningSums,
  orgAdPayoutEntries,
  orgAdPayoutSums,
  publisherEarningEntries,
  publisherEarningSums,
  publisherEarningsByDay,
} from './earnings-reads.js';
export {
  addAdBonus,
  payingOrgsOf,
  payOffOwedThen,
  releaseDueEarnings,
  reverseEarnings,
} from './holding.js';
export { renderAdInvitationMail } from './invitation-mail.js';
export {
  findCouponOwner,
  findLinkOwner,
  findPublisherLink,
  type LinkOwner,
} from './link-cache.js';
export { MONEY_MAX, toMajor, toMinor } from './money.js';
export { releasedEarningsByAd } from './released-earnings.js';
export {
  endOfValidity,
  findAffiliateAdByPublicId,
  getAffiliateAd,
  statusOf as affiliateAdStatusOf,
  type TrackedAd,
  trackingSnippet,
} from './service.js';
