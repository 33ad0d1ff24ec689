import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';

/**
 * An organisation's API keys, for calls from a brand's own server. The secret is never stored:
 * `secret_hash` is its SHA-256 (a fast hash is right for 256 random bits: nothing to brute-force),
 * and a request's key is found by that hash. A revoked key keeps its row, so the page can still
 * say who made it and when it was last used.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The secret's first 12 characters ('cs_live_ab12'): enough to tell keys apart, too few to use. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole secret. */
    secretHash: text('secret_hash').notNull(),
    /** What it may do: a subset of API_KEY_SCOPES. */
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key (see key-cache.ts), never on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    index('api_keys_org_created_idx').on(t.orgId, t.createdAt),
  ],
);
