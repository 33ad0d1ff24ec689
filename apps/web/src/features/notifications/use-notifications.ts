import type { TNotification } from '@creatorscope/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useCurrentOrgId, useSessionStore } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { getNotifications, readNotifications } from './api';
import { runNotificationStream } from './notification-stream';
import { useNotificationText } from './notification-text';

/** The title fragment that means onboarding is verified (contracts' VERIFIED_SUCCESSFULLY). */
export const VERIFIED_SUCCESSFULLY = 'verified successfully';

const READ_BATCH_SIZE = 200;

export const isVerifiedNotice = (notification: TNotification): boolean =>
  notification.title.toLowerCase().includes(VERIFIED_SUCCESSFULLY);

/**
 * The current organisation's notifications (spec section 4): fetched, kept live from the stream,
 * dismissed locally and on the server. A 'verified successfully' title refetches the organisation.
 * Failures are only logged (spec section 8).
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const orgId = useCurrentOrgId();
  const queryKey = queryKeys.notifications.list(orgId ?? '');
  const handledVerifiedIds = useRef(new Set<string>());
  // The toast speaks the language on screen when it arrives; switching it needs no new stream.
  const text = useNotificationText();
  const textOf = useRef(text);
  textOf.current = text;

  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      if (!orgId) return [];
      try {
        return await getNotifications(orgId, signal);
      } catch (error) {
        console.error('[notifications] could not load notifications', error);
        throw error;
      }
    },
    enabled: Boolean(token && orgId),
    meta: { silent: true },
  });

  const refetchOrgWhenVerified = useCallback(
    (notifications: readonly TNotification[]) => {
      const fresh = notifications.filter(
        (notification) => isVerifiedNotice(notification) && !handledVerifiedIds.current.has(notification._id),
      );
      if (fresh.length === 0) return;
      for (const notification of fresh) handledVerifiedIds.current.add(notification._id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.me() });
    },
    [queryClient],
  );

  useEffect(() => {
    if (query.data) refetchOrgWhenVerified(query.data);
  }, [query.data, refetchOrgWhenVerified]);

  // Live updates start once the list is there, so the first fetch cannot overwrite what they add.
  const hasList = query.isSuccess;
  useEffect(() => {
    if (!token || !orgId || !hasList) return;
    const controller = new AbortController();
    const listKey = queryKeys.notifications.list(orgId);
    void runNotificationStream({
      orgId,
      signal: controller.signal,
      onNotification: (notification) => {
        const list = queryClient.getQueryData<TNotification[]>(listKey) ?? [];
        // A reconnect may replay what is already on screen: show and announce only new ones.
        if (list.some((item) => item._id === notification._id)) return;
        queryClient.setQueryData<TNotification[]>(listKey, [notification, ...list]);
        const { title, description } = textOf.current(notification);
        toast(title, { description });
        refetchOrgWhenVerified([notification]);
      },
    });
    return () => controller.abort();
  }, [token, orgId, hasList, queryClient, refetchOrgWhenVerified]);

  const dismiss = useCallback(
    (notificationIds: string[]) => {
      if (!orgId || notificationIds.length === 0) return;
      queryClient.setQueryData<TNotification[]>(queryKeys.notifications.list(orgId), (list) =>
        list?.filter((item) => !notificationIds.includes(item._id)),
      );
      // The server takes at most 200 ids a call.
      for (let start = 0; start < notificationIds.length; start += READ_BATCH_SIZE) {
        readNotifications(orgId, notificationIds.slice(start, start + READ_BATCH_SIZE)).catch(
          (error: unknown) => {
            console.error('[notifications] could not mark notifications read', error);
          },
        );
      }
    },
    [orgId, queryClient],
  );

  return { ...query, notifications: query.data ?? [], dismiss };
}
