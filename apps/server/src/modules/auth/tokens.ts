import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'creatorscope';
const AUDIENCE = 'creatorscope-api';
/** The only algorithm accepted: a token naming another one (none, RS256 with our secret as key…) fails. */
const ALGORITHM = 'HS256';

type SessionClaims = { sessionId: string; userId: string };

type Verified = SessionClaims & { expiresAtMs: number };
type SecretState = { key: KeyObject; verified: LRUCache<string, Verified> };

/**
 * Per secret (one in production): the key, imported once because importing an HMAC key costs
 * more than the HMAC itself, and the tokens that verified, until they expire. A token's signature
 * never stops being valid, so that cache is safe; revocation is the session check's job, which
 * runs on every request regardless.
 */
const states = new Map<string, SecretState>();
const stateOf = (secret: string): SecretState => {
  let state = states.get(secret);
  if (!state) {
    state = { key: createSecretKey(Buffer.from(secret, 'utf8')), verified: new LRUCache({ max: 20_000 }) };
    states.set(secret, state);
  }
  return state;
};
const keyOf = (secret: string): KeyObject => stateOf(secret).key;
const MAX_CACHE_MS = 10 * 60_000;

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
  const { verified } = stateOf(secret);
  const hit = verified.get(token);
  if (hit) {
    if (hit.expiresAtMs > Date.now()) return { sessionId: hit.sessionId, userId: hit.userId };
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    const claims = { sessionId: payload.sid, userId: payload.sub };
    const expiresAtMs = (payload.exp ?? 0) * 1000;
    verified.set(
      token,
      { ...claims, expiresAtMs },
      { ttl: Math.min(MAX_CACHE_MS, expiresAtMs - Date.now()) },
    );
    return claims;
  } catch (e) {
    if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
    throw e;
  }
}
