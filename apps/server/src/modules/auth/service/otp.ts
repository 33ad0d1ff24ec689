import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@creatorscope/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { durationText } from '../../../http/errors.js';

/** A transaction on the database. */

export const HOUR_MS = 3_600_000;

/** Six digits from the operating system's secure random source, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * What is stored instead of the code. Keyed with the server secret so a leaked table cannot be
 * brute-forced offline (a million codes take no time to hash), and bound to the email so a hash
 * says nothing about another address's code.
 */
export const hashCode = (secret: string, email: string, code: string): string =>
  createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');

/** Constant-time comparison of a typed code with a stored hash. */
export function codeMatches(secret: string, email: string, code: string, storedHash: string): boolean {
  const typed = Buffer.from(hashCode(secret, email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}

/**
 * Serialises the code checks and sends of one email, across requests and server instances, until
 * the transaction ends: two parallel requests cannot both pass a limit that only one may pass.
 */
export async function lockEmail(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${email}`}, 0))`);
}

/** '45 seconds', '1 minute', '12 minutes': how long until `at`, rounded up. */
export const waitText = (at: Date, now: Date): string => durationText((at.getTime() - now.getTime()) / 1000);
