/*
 * The auth module's door: users and their sessions. Other modules read or change a user only
 * through these functions; the org module (which depends on this one) supplies a user's
 * organisations through Deps.memberships.
 */

// The sign-in code's line in a rendered mail, for the tests that read the dev outbox.
export { CODE_IN_TEXT } from './code-mail.js';
export {
  findUserByEmail,
  getMe,
  getUserContact,
  getUserContacts,
  getUserEmail,
  getUserOrThrow,
  moveCurrentOrganization,
  nameFromEmail,
  recordExtensionReport,
  setCurrentOrganization,
  type UserRow,
  updateUserProfile,
  userView,
} from './service/users.js';
export { SessionStore } from './session-store.js';
export { type AuthContext, authenticateToken, createSession, revokeSession } from './sessions.js';
