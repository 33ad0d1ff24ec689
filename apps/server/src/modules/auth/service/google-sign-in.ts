import { createHash, randomBytes } from 'node:crypto';
import { authEmail, type TLoginResponseData } from '@creatorscope/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Config } from '../../../config.js';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { mailLanguage } from '../../mail/index.js';
import { authIdentities, googleNonces, users } from '../tables.js';
import { signIn } from './sign-in.js';
import { findOrCreateVerifiedUser, nameFromEmail } from './users.js';

/** Google signs ID tokens with either spelling of its issuer (OpenID Connect discovery says so). */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
/** Both spellings name the same accounts, so identities are stored under one. */
const GOOGLE_ISSUER = 'https://accounts.google.com';

/** One key set per URL for the life of the process: jose caches the keys and refetches on an unknown kid. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetOf = (url: string) => {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    keySets.set(url, keySet);
  }
  return keySet;
};

type GoogleProfile = {
  subject: string;
  email: string;
  name: string | undefined;
  nonce: string | undefined;
};

const refused = (why: string) => new AppError('unauthorized', `Google sign-in failed: ${why}`);

/**
 * The Google account behind an ID token, or a refusal: the signature must verify against Google's
 * published keys with RS256 (nothing else, `none` included), the token must be for our client id,
 * from Google, unexpired, and vouch for the email address.
 */
async function verifyGoogleIdToken(
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL'>,
  idToken: string,
  log: Deps['log'],
): Promise<GoogleProfile> {
  if (!config.GOOGLE_CLIENT_ID) {
    throw new AppError('not_implemented', 'Google sign-in is not configured on this server');
  }
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(config.GOOGLE_JWKS_URL), {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: config.GOOGLE_CLIENT_ID,
      requiredClaims: ['exp', 'sub', 'email'],
    }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw refused('the Google token has expired, please try again');
    // Google's keys could not be fetched: our side or theirs, not the user's token.
    if (err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError)) {
      log.warn({ err }, 'Google keys unavailable');
      throw new AppError(
        'unavailable',
        'Google sign-in is unavailable right now: please try again or use an email code',
      );
    }
    throw refused('the Google token is not valid');
  }
  if (payload.email_verified !== true) {
    throw refused('Google has not verified this email address, sign in with an email code instead');
  }
  const email = authEmail.safeParse(payload.email);
  if (!email.success || typeof payload.sub !== 'string') throw refused('the Google token is not valid');
  const name =
    typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : undefined;
  const nonce = typeof payload.nonce === 'string' ? payload.nonce : undefined;
  return { subject: payload.sub, email: email.data, name, nonce };
}

/** Long enough to pick an account in Google's popup, short enough that a stray nonce soon dies. */
const NONCE_TTL_MS = 10 * 60_000;

const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/** /auth/google-nonce: a one-time value for the next 'Sign in with Google', stored only as its hash. */
export async function issueGoogleNonce(deps: Pick<Deps, 'db'>, now = new Date()) {
  const nonce = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
  // Attempts nobody finished are swept here, where they are made: no job to forget.
  await deps.db.delete(googleNonces).where(lt(googleNonces.expiresAt, now));
  await deps.db.insert(googleNonces).values({ nonceHash: hashNonce(nonce), expiresAt });
  return { nonce, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses up the attempt's nonce, which Google signed into the token: the same token (or another one
 * carrying that nonce) is refused from then on, and a token minted for an attempt we did not start
 * never matches.
 */
async function consumeNonce(deps: Pick<Deps, 'db'>, profile: GoogleProfile, nonce: string) {
  if (profile.nonce !== nonce)
    throw refused('the Google token was not made for this sign-in, please try again');
  const used = await deps.db
    .delete(googleNonces)
    .where(and(eq(googleNonces.nonceHash, hashNonce(nonce)), gt(googleNonces.expiresAt, new Date())))
    .returning({ nonceHash: googleNonces.nonceHash });
  if (used.length === 0)
    throw refused('this sign-in attempt has expired or was already used, please try again');
}

/**
 * /auth/login-google. The Google account (issuer + subject) is the key, so a changed Gmail address
 * still reaches the same account; the first time, it is linked to the account that already uses
 * the verified address, or a new account is made.
 */
export async function signInWithGoogle(
  deps: Pick<Deps, 'db' | 'config' | 'log' | 'memberships'>,
  credential: { idToken: string; nonce: string },
  request: { acceptLanguage?: string | undefined; userAgent?: string | undefined },
): Promise<TLoginResponseData> {
  // The token is checked before the nonce is spent, so junk cannot burn someone's attempt.
  const profile = await verifyGoogleIdToken(deps.config, credential.idToken, deps.log);
  await consumeNonce(deps, profile, credential.nonce);
  const user = await deps.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(authIdentities)
      .innerJoin(users, eq(users.id, authIdentities.userId))
      .where(and(eq(authIdentities.issuer, GOOGLE_ISSUER), eq(authIdentities.subject, profile.subject)))
      .limit(1);
    if (linked) return linked.user;
    const account = await findOrCreateVerifiedUser(tx, {
      email: profile.email,
      name: profile.name ?? nameFromEmail(profile.email),
      language: mailLanguage(null, request.acceptLanguage),
    });
    await tx
      .insert(authIdentities)
      .values({ userId: account.id, issuer: GOOGLE_ISSUER, subject: profile.subject, email: profile.email })
      .onConflictDoNothing();
    return account;
  });
  return signIn(deps, user, request.userAgent);
}
