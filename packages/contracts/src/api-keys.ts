import { z } from 'zod';
import { idField, listField, textField } from './validation.js';

/*
 * Organisation API keys: how a brand's own server calls the product (today
 * /script/addConversionFromLeads) without a user's session. Admins make and revoke them in the
 * settings; a key's secret is shown once, stored hashed, and limited to its scopes.
 */

/** What a key may do; each call that takes a key names the one scope it needs. */
export const API_KEY_SCOPES = ['conversions:write'] as const;
export const ZApiKeyScope = z.enum(API_KEY_SCOPES, { error: 'Choose what the key may do' });
export type TApiKeyScope = z.infer<typeof ZApiKeyScope>;

/** Every secret starts with this, so that it is recognisable in code, logs and secret scanners. */
export const API_KEY_PREFIX = 'cs_live_';
/** The secret after its prefix: 43 base62 characters, 256 random bits. */
export const API_KEY_SECRET_PATTERN = /^cs_live_[0-9A-Za-z]{43}$/;
export const API_KEY_NAME_MAX = 50;

const orgId = idField('orgId');

/** /api-keys/create (Admin): a new key; its secret is in the answer and nowhere else, ever. */
export const ZCreateApiKeyRequest = z.object({
  orgId,
  name: textField({
    required: 'Name is required',
    max: [API_KEY_NAME_MAX, 'Name cannot exceed 50 characters.'],
  }),
  scopes: listField('Scopes', ZApiKeyScope, 1).transform((scopes) => [...new Set(scopes)]),
});
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;

/** The form's part of the request: what the Admin types and ticks. */
export const ZApiKeyInput = ZCreateApiKeyRequest.omit({ orgId: true });
export type TApiKeyInput = z.infer<typeof ZApiKeyInput>;

/** /api-keys/list (Admin): the organisation's keys, revoked ones included, newest first. */
export const ZListApiKeysRequest = z.object({ orgId });
export type TListApiKeysRequest = z.infer<typeof ZListApiKeysRequest>;

/** /api-keys/revoke (Admin): the key is refused from its very next request, on every instance. */
export const ZRevokeApiKeyRequest = z.object({ orgId, id: idField('id') });
export type TRevokeApiKeyRequest = z.infer<typeof ZRevokeApiKeyRequest>;

/** A key as the settings page lists it: never its secret, only the start of it. */
export const ZApiKey = z.object({
  _id: z.string(),
  name: z.string(),
  /** The secret's first characters, 'cs_live_ab12', shown as 'cs_live_ab12…' to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(ZApiKeyScope),
  /** Who made it; null once that person's account is gone. */
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** The last request it authenticated, to the minute (it is written at most once a minute). */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** What /api-keys/create answers: the key and, this once, its whole secret. */
export const ZCreatedApiKey = z.object({ key: ZApiKey, secret: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;
