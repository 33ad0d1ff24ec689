import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    language: text('language').notNull().default('en'),
    /** The organisation the user last worked in; one user can belong to several. */
    currentOrgId: uuid('current_org_id'),
    /** Set when the user first proves the address (a code, or a Google token with email_verified). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Since when the browser extension has been reported installed; null while it is reported
     * missing or was never reported. The web app reports it on every load (/insights/track-extension).
     */
    extensionInstalledAt: timestamp('extension_installed_at', { withTimezone: true }),
    /** The last report, installed or not: tells "missing" apart from "never reported". */
    extensionReportedAt: timestamp('extension_reported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** A signed-in browser. The JWT names the session, so deleting or revoking it signs out at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time sign-in codes. Only a hash is stored; only the newest unconsumed code of an email is
 * valid; a code dies after 10 minutes, after its first use, or after 5 wrong tries.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** signup | login */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The name given at sign-up, applied when the code is verified. */
    name: text('name'),
    language: text('language'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_email_created_idx').on(t.email, t.createdAt)],
);

/** Failed code checks per email, for the hourly limit that holds across resends. */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_failures_email_created_idx').on(t.email, t.createdAt)],
);

/** Accounts at outside identity providers (Google), keyed on issuer + subject. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_identities_issuer_subject_key').on(t.issuer, t.subject)],
);

/**
 * Google sign-in attempts. The web app asks for a nonce before showing Google's button, Google
 * signs it into the ID token, and /auth/login-google consumes it: a token copied from a log or a
 * proxy cannot be played again, and one minted for another site's attempt is refused.
 */
export const googleNonces = pgTable(
  'google_nonces',
  {
    /** SHA-256 of the nonce: the table alone cannot be used to sign in. */
    nonceHash: text('nonce_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('google_nonces_expires_at_idx').on(t.expiresAt)],
);
