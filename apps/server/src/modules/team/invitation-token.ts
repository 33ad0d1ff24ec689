import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation link works: long enough for a week away, short enough to go stale. */
export const INVITATION_TTL_MS = 7 * 86_400_000;

/**
 * A fresh link token and the hash we keep. Only the invitee's mailbox ever holds the token, so a
 * copy of the database does not let anyone join a team.
 */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
