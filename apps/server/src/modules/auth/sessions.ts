import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { sessions } from './tables.js';
import { signSessionToken, verifySessionToken } from './tokens.js';

export type AuthContext = { userId: string; sessionId: string };

const DAY_MS = 86_400_000;

/** Opens a session for a signed-in user and returns its bearer token. */
export async function createSession(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: string,
  userAgent?: string,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + deps.config.SESSION_TTL_DAYS * DAY_MS);
  const [row] = await deps.db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessions.id });
  if (!row) throw new AppError('internal', 'Could not open a session');
  const token = await signSessionToken(deps.config.jwtSecret, { sessionId: row.id, userId }, expiresAt);
  return { token, sessionId: row.id, expiresAt };
}

/** The signed-in user behind a bearer token; throws 401 for anything else. */
export async function authenticateToken(
  deps: Pick<Deps, 'config' | 'sessions'>,
  token: string,
): Promise<AuthContext> {
  const claims = await verifySessionToken(deps.config.jwtSecret, token);
  if (!claims) throw new AppError('unauthorized', 'Invalid token: please sign in again');
  const session = await deps.sessions.getActive(claims.sessionId);
  if (!session || session.userId !== claims.userId) {
    throw new AppError('unauthorized', 'Your session has ended: please sign in again');
  }
  return { userId: claims.userId, sessionId: claims.sessionId };
}

/** Ends a session everywhere at once. */
export async function revokeSession(deps: Pick<Deps, 'db' | 'sessions'>, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await deps.sessions.forget([sessionId]);
}
