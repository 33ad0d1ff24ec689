import { OTP_MAX_SENDS_PER_HOUR, OTP_TTL_SECONDS, type TCodeSentData } from '@creatorscope/contracts';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../http/errors.js';
import { mailLanguage } from '../../mail/index.js';
import { renderCodeMail } from '../code-mail.js';
import type { TCodeMailKind } from '../code-mail-texts.js';
import { otpCodes } from '../tables.js';
import { HOUR_MS, hashCode, lockEmail, newCode, waitText } from './otp.js';
import { findUserByEmail } from './users.js';

type CodeRequest = {
  /** Which form asked: sign-up or sign-in. */
  purpose: 'signup' | 'login';
  /** Trimmed and lower-cased by the contract. */
  email: string;
  /** The name typed at sign-up; used only if the code ends up creating the account. */
  name?: string | undefined;
  acceptLanguage?: string | undefined;
};

export const CODE_SENT_MESSAGE = 'We sent a code to your email';

/**
 * /auth/signup and /auth/login. Whether the address has an account changes only which mail goes
 * out, never the answer: every branch reads the same rows, writes one code and awaits one mail, so
 * neither the body nor the time taken tells a caller whether an account exists.
 */
export async function sendCode(deps: Pick<Deps, 'db' | 'config' | 'mail' | 'log'>, request: CodeRequest) {
  const { email } = request;
  const now = new Date();
  const prepared = await deps.db.transaction(async (tx) => {
    await lockEmail(tx, email);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    // Codes older than the hourly window count for nothing any more.
    await tx.delete(otpCodes).where(and(eq(otpCodes.email, email), lt(otpCodes.createdAt, hourAgo)));
    const recent = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), gte(otpCodes.createdAt, hourAgo)))
      .orderBy(desc(otpCodes.createdAt));
    assertMaySend(recent, now, deps.config.OTP_RESEND_SECONDS);

    const user = await findUserByEmail(tx, email);
    const kind: TCodeMailKind =
      request.purpose === 'signup' ? (user ? 'alreadyRegistered' : 'signUp') : user ? 'signIn' : 'noAccount';
    const language = mailLanguage(user?.language, request.acceptLanguage);
    const code = newCode();
    const [row] = await tx
      .insert(otpCodes)
      .values({
        email,
        purpose: request.purpose,
        codeHash: hashCode(deps.config.jwtSecret, email, code),
        name: request.purpose === 'signup' && !user ? (request.name ?? null) : null,
        language,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        createdAt: now,
      })
      .returning({ id: otpCodes.id });
    if (!row) throw new AppError('internal', 'Could not create a code');
    return { codeId: row.id, code, kind, language, accountName: user?.name ?? null };
  });

  const mail = renderCodeMail({
    kind: prepared.kind,
    language: prepared.language,
    code: prepared.code,
    name: prepared.accountName,
    minutes: OTP_TTL_SECONDS / 60,
    publicUrl: deps.config.publicUrl,
  });
  try {
    await deps.mail.send({ to: email, ...mail });
  } catch (err) {
    deps.log.error({ err }, 'could not send a sign-in code');
    // A code that never arrived must not use up one of the hour's sends.
    await deps.db.delete(otpCodes).where(eq(otpCodes.id, prepared.codeId));
    throw new AppError('unavailable', 'We could not send the code right now: please try again in a minute');
  }
  return {
    resendAfterSeconds: deps.config.OTP_RESEND_SECONDS,
    expiresInSeconds: OTP_TTL_SECONDS,
  } satisfies TCodeSentData;
}

/**
 * 429 within `resendSeconds` (OTP_RESEND_SECONDS, 30 by default) of the last code, or past 5 codes
 * in the last hour; `recent` is newest first.
 */
function assertMaySend(recent: { createdAt: Date }[], now: Date, resendSeconds: number): void {
  const newest = recent[0];
  if (newest) {
    const resendAt = new Date(newest.createdAt.getTime() + resendSeconds * 1000);
    if (resendAt > now) {
      throw new AppError(
        'rate_limited',
        `A code was just sent: you can ask for a new one in ${waitText(resendAt, now)}`,
        { retryAfterSeconds: Math.ceil((resendAt.getTime() - now.getTime()) / 1000) },
      );
    }
  }
  const oldestCounted = recent[OTP_MAX_SENDS_PER_HOUR - 1];
  if (oldestCounted) {
    const allowedAt = new Date(oldestCounted.createdAt.getTime() + HOUR_MS);
    throw new AppError(
      'rate_limited',
      `Too many codes were sent to this email in the last hour: try again in ${waitText(allowedAt, now)}`,
      { retryAfterSeconds: Math.ceil((allowedAt.getTime() - now.getTime()) / 1000) },
    );
  }
}
