import type { TLabel } from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* The /label calls (spec section 7: Labels). Labels belong to an organisation. */

export function getLabels(orgId: string, signal?: AbortSignal): Promise<TLabel[]> {
  return apiPost<TLabel[]>('/label/get-labels', { orgId }, { signal });
}

export function createLabel(body: { orgId: string; name: string }): Promise<TLabel> {
  return apiPost<TLabel>('/label/create-label', body);
}

export function updateLabel(body: { orgId: string; id: string; name: string }): Promise<TLabel> {
  return apiPost<TLabel>('/label/update-label', body);
}

export function deleteLabel(body: { orgId: string; id: string }): Promise<null> {
  return apiPost<null>('/label/delete-label', body);
}
