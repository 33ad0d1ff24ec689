import type { TNotification } from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

export function getNotifications(orgId: string, signal?: AbortSignal): Promise<TNotification[]> {
  return apiPost<TNotification[]>('/profile/get-notifications', { organization_id: orgId }, { signal });
}

export function readNotifications(orgId: string, notificationIds: string[]): Promise<unknown> {
  return apiPost<unknown>('/profile/read-notifications', { organization_id: orgId, notificationIds });
}
