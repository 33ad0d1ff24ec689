import type { TCreateRequirementRequest, TRequirement, TRequirementResult } from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* Top performers: /api/top-trending/*. */

export function getRequirements(orgId: string, signal?: AbortSignal): Promise<TRequirement[]> {
  return apiPost<TRequirement[]>('/top-trending/get-requirements', { organization_id: orgId }, { signal });
}

export function getRequirement(orgId: string, id: string, signal?: AbortSignal): Promise<TRequirementResult> {
  return apiPost<TRequirementResult>(
    '/top-trending/get-requirement',
    { organization_id: orgId, id },
    { signal },
  );
}

export function createRequirement(body: TCreateRequirementRequest): Promise<TRequirement> {
  return apiPost<TRequirement>('/top-trending/create-requirement', body);
}
