import type {
  TDeleteTrackedCreatorsResult,
  TGetTrackedCreatorsRequest,
  TTrackCreatorResult,
  TTrackedCreatorsPage,
} from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* The tracked-creator calls (spec section 7: Creator, plus our track-influencer). */

export type TrackedQuery = Omit<TGetTrackedCreatorsRequest, 'organization_id'>;

export function getTrackedCreators(
  orgId: string,
  query: TrackedQuery,
  signal?: AbortSignal,
): Promise<TTrackedCreatorsPage> {
  return apiPost('/creator/get-tracked-influencers', { organization_id: orgId, ...query }, { signal });
}

export function trackCreator(body: { orgId: string; handle: string }): Promise<TTrackCreatorResult> {
  return apiPost('/creator/track-influencer', { organization_id: body.orgId, handle: body.handle });
}

export function deleteTrackedCreator(body: { orgId: string; id: string }): Promise<null> {
  return apiPost('/creator/delete-tracked-influencer', { organization_id: body.orgId, id: body.id });
}

export function deleteTrackedCreators(body: {
  orgId: string;
  ids: string[];
}): Promise<TDeleteTrackedCreatorsResult> {
  return apiPost('/creator/delete-creator-from-influencer', { organization_id: body.orgId, ids: body.ids });
}
