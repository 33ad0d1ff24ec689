import { type TTrackLimitData, ZTrackLimitData } from '@creatorscope/contracts';
import { isApiError } from '../../lib/api/api-error';

type TrackError =
  | { kind: 'limit'; limit: TTrackLimitData }
  | { kind: 'message'; message: string }
  | { kind: 'unexpected' };

/**
 * What the analyse form says when tracking fails: a quota or credit refusal gets its own message
 * and the link to plans; other answers (unknown handle, invalid handle) show the server's words.
 */
export function trackErrorOf(error: unknown): TrackError | null {
  if (!error) return null;
  if (!isApiError(error)) return { kind: 'unexpected' };
  if (error.status === 401) return null;
  const limit = ZTrackLimitData.safeParse(error.data);
  if (error.status === 422 && limit.success) return { kind: 'limit', limit: limit.data };
  const message = error.fieldErrors.handle ?? error.message;
  return { kind: 'message', message };
}

/** Handles still free of the plan's quota; null when the plan has no limit. */
export function handlesLeft(quota: { handlesUsed: number; handlesLimit: number | null }): number | null {
  return quota.handlesLimit === null ? null : Math.max(0, quota.handlesLimit - quota.handlesUsed);
}
