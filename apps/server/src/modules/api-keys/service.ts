import { createHash, randomInt } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SECRET_PATTERN,
  type TApiKey,
  type TApiKeyInput,
  type TApiKeyScope,
  type TCreatedApiKey,
} from '@creatorscope/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { getUserContact, getUserContacts } from '../auth/index.js';
import { findStoredKey, keyChanged, touchKey } from './key-cache.js';
import { apiKeys } from './tables.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters hold 256 random bits (43 × log2 62 ≈ 256). */
const SECRET_LENGTH = 43;
/** The prefix and 4 characters of the secret: what the page shows of a key. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

export const INVALID_API_KEY_MESSAGE = 'Invalid API key';
export const MISSING_API_KEY_MESSAGE = 'This call needs an organisation API key';
const CONVERSIONS_REFUSED_MESSAGE = 'This API key may not record conversions';

/** The 403 of a key without the scope a call needs, in the words of that call. */
const SCOPE_REFUSALS: Readonly<Record<TApiKeyScope, string>> = {
  'conversions:write': CONVERSIONS_REFUSED_MESSAGE,
};

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const newSecret = (): string =>
  API_KEY_PREFIX + Array.from({ length: SECRET_LENGTH }, () => BASE62[randomInt(BASE62.length)]).join('');

type KeyRow = typeof apiKeys.$inferSelect;
type Creator = { id: string; name: string; email: string } | undefined;

function toApiKey(row: KeyRow, creator: Creator): TApiKey {
  return {
    _id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as TApiKeyScope[],
    createdBy: creator ? { id: creator.id, name: creator.name || creator.email } : null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

const creatorOf = async (deps: Pick<Deps, 'db'>, userId: string | null): Promise<Creator> =>
  userId ? getUserContact(deps.db, userId) : undefined;

/** A new key: its secret is answered this once and only its hash is kept. */
export async function createApiKey(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  userId: string,
  input: TApiKeyInput,
): Promise<TCreatedApiKey> {
  const secret = newSecret();
  const [row] = await deps.db
    .insert(apiKeys)
    .values({
      orgId,
      name: input.name,
      prefix: secret.slice(0, SHOWN_LENGTH),
      secretHash: hashOf(secret),
      scopes: [...input.scopes],
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error('api key insert returned nothing');
  return { key: toApiKey(row, await creatorOf(deps, userId)), secret };
}

/** The organisation's keys, revoked ones too, newest first. */
export async function listApiKeys(deps: Pick<Deps, 'db'>, orgId: string): Promise<TApiKey[]> {
  const rows = await deps.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.orgId, orgId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const creators = await getUserContacts(
    deps.db,
    rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])),
  );
  return rows.map((row) => toApiKey(row, row.createdBy ? creators.get(row.createdBy) : undefined));
}

/**
 * Revokes the key: refused from its next request on, on every instance (the caches hear it after
 * the commit). Revoking a revoked key changes nothing; another organisation's key is not found.
 */
export async function revokeApiKey(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  orgId: string,
  id: string,
): Promise<TApiKey> {
  const [revoked] = await deps.db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.orgId, orgId), isNull(apiKeys.revokedAt)))
    .returning();
  if (revoked) {
    await keyChanged(deps, [revoked.secretHash]);
    return toApiKey(revoked, await creatorOf(deps, revoked.createdBy));
  }
  const [row] = await deps.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.orgId, orgId)))
    .limit(1);
  if (!row) throw notFound('API key');
  return toApiKey(row, await creatorOf(deps, row.createdBy));
}

/** The headers a key may come in: `Authorization: Bearer cs_live_…` or `X-Api-Key: cs_live_…`. */
export type ApiKeyHeaders = {
  authorization?: string | undefined;
  'x-api-key'?: string | string[] | undefined;
};

const BEARER = /^Bearer\s+(\S+)$/i;

function keyOf(headers: ApiKeyHeaders): string | null {
  const bearer = BEARER.exec(headers.authorization ?? '')?.[1];
  if (bearer?.startsWith(API_KEY_PREFIX)) return bearer;
  const header = headers['x-api-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  // A user's session token is no key: this call is never made with one.
  return value || bearer || null;
}

/** Who a request's key speaks for. */
export type ApiKeyCaller = { orgId: string; keyId: string };

/**
 * The organisation a request's API key belongs to, when the key is live and holds `scope`: else
 * 401 (no key, unknown, revoked) or 403 (a live key without the scope). A key that passes is
 * marked used (at most once a minute).
 */
export async function authenticateApiKey(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  headers: ApiKeyHeaders,
  scope: TApiKeyScope,
  now = new Date(),
): Promise<ApiKeyCaller> {
  const secret = keyOf(headers);
  if (!secret) throw new AppError('unauthorized', MISSING_API_KEY_MESSAGE);
  // A malformed key costs no lookup.
  if (!API_KEY_SECRET_PATTERN.test(secret)) throw new AppError('unauthorized', INVALID_API_KEY_MESSAGE);
  const key = await findStoredKey(deps, hashOf(secret));
  if (!key || key.isRevoked) throw new AppError('unauthorized', INVALID_API_KEY_MESSAGE);
  if (!key.scopes.includes(scope)) throw new AppError('forbidden', SCOPE_REFUSALS[scope]);
  await touchKey(deps, key.id, now);
  return { orgId: key.orgId, keyId: key.id };
}
