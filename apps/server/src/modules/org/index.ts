/*
 * The org module's door: organisations and who belongs to them. Other modules read or change a
 * membership only through these functions (the team module manages the team with them) and the
 * guard's MembershipStore, which Deps carries.
 */
export { type Membership, MembershipStore } from './membership-store.js';
export {
  addMember,
  countActiveMembers,
  countOtherActiveAdmins,
  findOtherActiveOrganization,
  getMember,
  getMembership,
  listActiveMemberIds,
  listMembers,
  type Member,
  removeMember,
  updateMember,
} from './service/memberships.js';
export { currentOf, listMyOrganizations, toOrganization } from './service/my-organizations.js';
export {
  createOrganization,
  getOrganizationName,
  getOrganizationOrThrow,
  lockOrganization,
  type OrganizationProfile,
  updateOrganizationProfile,
} from './service.js';
