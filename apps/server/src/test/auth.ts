import { randomUUID } from 'node:crypto';
import type { TLoginResponseData } from '@creatorscope/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../adapters/mail/tables.js';
import { CODE_IN_TEXT } from '../modules/auth/index.js';
import { otpCodes, otpFailures } from '../modules/auth/tables.js';
import { call } from './app.js';

/* Test helpers for the sign-in flows: read what the dev outbox received, move codes back in time. */

export const newEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The newest mail the dev outbox holds for `email`. */
export async function latestMail(app: FastifyInstance, email: string) {
  const [mail] = await app.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The code of the newest mail to `email`. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const mail = await latestMail(app, email);
  const code = CODE_IN_TEXT.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail ${mail.subject}`);
  return code;
}

/** A six-digit code other than `code`. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * Moves the email's codes (and failed checks) `seconds` into the past, as if that time had gone by:
 * the limits compare these timestamps with the clock.
 */
export async function ageOtpRows(app: FastifyInstance, email: string, seconds: number): Promise<void> {
  const by = sql`${`${seconds} seconds`}::interval`;
  await app.deps.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - ${by}`, expiresAt: sql`${otpCodes.expiresAt} - ${by}` })
    .where(eq(otpCodes.email, email));
  await app.deps.db
    .update(otpFailures)
    .set({ createdAt: sql`${otpFailures.createdAt} - ${by}` })
    .where(eq(otpFailures.email, email));
}

/** Signs up through the real routes: code sent, read from the outbox, verified. */
export async function signUpThroughCode(
  app: FastifyInstance,
  email: string,
  name = 'Test User',
): Promise<TLoginResponseData> {
  const sent = await call(app, '/auth/signup', { email, name });
  if (sent.statusCode !== 200) throw new Error(`signup answered ${sent.statusCode}: ${sent.body.message}`);
  const verified = await call<TLoginResponseData>(app, '/auth/verify-otp', {
    email,
    otp: await latestCode(app, email),
    name,
  });
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.statusCode}`);
  return verified.body.data;
}
