import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_FAILURES_PER_HOUR,
  type TLoginResponseData,
} from '@creatorscope/contracts';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { AppError, fieldError } from '../../../http/errors.js';
import { otpCodes, otpFailures } from '../tables.js';
import { codeMatches, HOUR_MS, lockEmail, waitText } from './otp.js';
import { signIn } from './sign-in.js';
import { findOrCreateVerifiedUser, nameFromEmail, type UserRow } from './users.js';

/** One message for a wrong, used, replaced, worn-out or expired code: which one it was helps only a guesser. */
const INVALID_CODE = 'Invalid or expired code';

type VerifyInput = { email: string; otp: string; name?: string | undefined };

type Outcome = { kind: 'ok'; user: UserRow } | { kind: 'invalid' } | { kind: 'locked'; retryAt: Date };

/**
 * /auth/verify-otp: checks the newest code of the email and signs its owner in, creating the
 * account if the address has none (sign-up, or a sign-in that found no account: the mail said so).
 */
export async function verifyCode(
  deps: Pick<Deps, 'db' | 'config' | 'memberships'>,
  input: VerifyInput,
  userAgent: string | undefined,
): Promise<TLoginResponseData> {
  const outcome = await checkCode(deps, input, new Date());
  if (outcome.kind === 'locked') {
    const now = new Date();
    throw new AppError(
      'rate_limited',
      `Too many wrong codes for this email: try again in ${waitText(outcome.retryAt, now)}`,
      { retryAfterSeconds: Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000) },
    );
  }
  if (outcome.kind === 'invalid') throw fieldError('otp', INVALID_CODE);
  return signIn(deps, outcome.user, userAgent);
}

/**
 * Decides inside one transaction, under the email's lock, and returns rather than throws: the
 * failure it records must be committed, not rolled back with an error.
 */
async function checkCode(deps: Pick<Deps, 'db' | 'config'>, input: VerifyInput, now: Date): Promise<Outcome> {
  const { email } = input;
  return deps.db.transaction(async (tx): Promise<Outcome> => {
    await lockEmail(tx, email);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const failures = await tx
      .select({ createdAt: otpFailures.createdAt })
      .from(otpFailures)
      .where(and(eq(otpFailures.email, email), gte(otpFailures.createdAt, hourAgo)))
      .orderBy(desc(otpFailures.createdAt))
      .limit(OTP_MAX_FAILURES_PER_HOUR);
    const oldestCounted = failures[OTP_MAX_FAILURES_PER_HOUR - 1];
    if (oldestCounted)
      return { kind: 'locked', retryAt: new Date(oldestCounted.createdAt.getTime() + HOUR_MS) };

    // Only the newest code of an email is valid: a resend replaces every earlier code.
    const [code] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.email, email))
      .orderBy(desc(otpCodes.createdAt), asc(otpCodes.id))
      .limit(1);
    const isLive =
      code !== undefined &&
      code.consumedAt === null &&
      code.expiresAt > now &&
      code.attempts < OTP_MAX_ATTEMPTS;
    // Hashed whatever the state of the code, so the time taken does not tell a live code from none.
    const isMatch = codeMatches(deps.config.jwtSecret, email, input.otp, code?.codeHash ?? '');

    if (!code || !isLive || !isMatch) {
      if (code && isLive) {
        await tx
          .update(otpCodes)
          .set({ attempts: sql`${otpCodes.attempts} + 1` })
          .where(eq(otpCodes.id, code.id));
      }
      await tx
        .delete(otpFailures)
        .where(and(eq(otpFailures.email, email), lt(otpFailures.createdAt, hourAgo)));
      await tx.insert(otpFailures).values({ email, createdAt: now });
      return { kind: 'invalid' };
    }

    await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, code.id));
    const user = await findOrCreateVerifiedUser(
      tx,
      { email, name: input.name ?? code.name ?? nameFromEmail(email), language: code.language ?? 'en' },
      now,
    );
    return { kind: 'ok', user };
  });
}
