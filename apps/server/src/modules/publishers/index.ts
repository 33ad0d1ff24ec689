/** The publishers module's door: a person's publisher profile, as other modules need it. */

export {
  type DirectoryQuery,
  getDirectoryPublisher,
  getPublisherAccounts,
  instagramHandleOf,
  type PublisherAccount,
  refreshPublisherFollowers,
  searchPublisherDirectory,
} from './directory.js';
export {
  getPublisherPayee,
  getPublisherPayeeOfUser,
  listPublishersWithPayoutDetails,
  type PublisherPayee,
  setPublisherStatus,
} from './payout-details.js';
export { getPublisherProfile, listPublisherCards, type PublisherCard } from './service.js';
