import type { TApiKey, TApiKeyInput, TCreatedApiKey } from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* Organisation API keys: /api/api-keys/* (Admins only). */

export function getApiKeys(orgId: string, signal?: AbortSignal): Promise<TApiKey[]> {
  return apiPost<TApiKey[]>('/api-keys/list', { orgId }, { signal });
}

/** The answer holds the key's whole secret: the only time it is ever sent. */
export function createApiKey(orgId: string, input: TApiKeyInput): Promise<TCreatedApiKey> {
  return apiPost<TCreatedApiKey>('/api-keys/create', { orgId, ...input });
}

export function revokeApiKey(orgId: string, id: string): Promise<TApiKey> {
  return apiPost<TApiKey>('/api-keys/revoke', { orgId, id });
}
