import { authEmail, type TLoginResponseData } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Config } from '../../../config.js';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { mailLanguage } from '../../mail/language.js';
import { authIdentities, users } from '../tables.js';
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

export type GoogleProfile = { subject: string; email: string; name: string | undefined };

const refused = (why: string) => new AppError('unauthorized', `Google sign-in failed: ${why}`);

/**
 * The Google account behind an ID token, or a refusal: the signature must verify against Google's
 * published keys with RS256 (nothing else, `none` included), the token must be for our client id,
 * from Google, unexpired, and vouch for the email address.
 */
export async function verifyGoogleIdToken(
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
  return { subject: payload.sub, email: email.data, name };
}

/**
 * /auth/login-google. The Google account (issuer + subject) is the key, so a changed Gmail address
 * still reaches the same account; the first time, it is linked to the account that already uses
 * the verified address, or a new account is made.
 */
export async function signInWithGoogle(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  idToken: string,
  request: { acceptLanguage?: string | undefined; userAgent?: string | undefined },
): Promise<TLoginResponseData> {
  const profile = await verifyGoogleIdToken(deps.config, idToken, deps.log);
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
