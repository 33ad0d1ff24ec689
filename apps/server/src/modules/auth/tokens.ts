import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'creatorscope';
const AUDIENCE = 'creatorscope-api';
/** The only algorithm accepted: a token naming another one (none, RS256 with our secret as key…) fails. */
const ALGORITHM = 'HS256';

export type SessionClaims = { sessionId: string; userId: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(
  secret: string,
  claims: SessionClaims,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/** The claims of a valid token, or null for any token that is forged, expired or malformed. */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch (e) {
    if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
    throw e;
  }
}
