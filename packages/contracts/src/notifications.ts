import { z } from 'zod';
import { idField } from './validation.js';

/* Notifications (spec sections 3, 4 and 7). */

/** Which message a notification is, and its values (a key this app does not know shows the English text). */
export const ZNotificationMessage = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const ZNotification = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  /** Where clicking it leads inside the app. */
  path: z.string().nullable().optional(),
  /** The message and its values, for the app to show it in the reader's language; null on old ones. */
  message: ZNotificationMessage.nullable().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** /profile/get-notifications: the caller's unread notifications in that organisation, newest first. */
export const ZGetNotificationsRequest = z.object({ organization_id: idField('organization_id') });
export type TGetNotificationsRequest = z.infer<typeof ZGetNotificationsRequest>;

/** /profile/read-notifications: dismisses these (the caller's own only). */
export const ZReadNotificationsRequest = z.object({
  organization_id: idField('organization_id'),
  notificationIds: z
    .array(idField('notificationIds'), { error: 'notificationIds must be a list' })
    .min(1, 'notificationIds must have at least one entry')
    .max(200, 'notificationIds cannot have more than 200 entries'),
});
export type TReadNotificationsRequest = z.infer<typeof ZReadNotificationsRequest>;

/** What /profile/read-notifications answers: how many of the listed notifications it marked read. */
export const ZReadNotificationsResponse = z.object({ updated: z.number().int() });
export type TReadNotificationsResponse = z.infer<typeof ZReadNotificationsResponse>;

/**
 * /profile/notifications-stream: a text/event-stream of `notification` events (data: a
 * TNotification) for the caller in that organisation, opened with fetch so the bearer header
 * can be sent. A `ping` comment every 25 s keeps proxies from closing it.
 */
export const ZNotificationStreamRequest = ZGetNotificationsRequest;
export const NOTIFICATION_EVENT = 'notification';
/** Sent once the stream is subscribed: a client refetches the list then, so nothing falls in between. */
export const NOTIFICATION_STREAM_READY_EVENT = 'ready';
