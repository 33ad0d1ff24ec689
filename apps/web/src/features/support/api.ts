import type { TCreateSupportRequest, TSupportRequest } from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* The /support calls: the 'Contact Support' form and the signed-in user's earlier requests. */

/** How many earlier requests the panel lists. */
const SUPPORT_HISTORY_LIMIT = 5;

export function createSupportRequest(body: TCreateSupportRequest): Promise<TSupportRequest> {
  return apiPost<TSupportRequest>('/support/create-request', body);
}

export function getSupportRequests(signal?: AbortSignal): Promise<TSupportRequest[]> {
  return apiPost<TSupportRequest[]>('/support/get-requests', { limit: SUPPORT_HISTORY_LIMIT }, { signal });
}
