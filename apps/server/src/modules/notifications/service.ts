import { englishNotification, type TNotification, type TNotificationMessage } from '@creatorscope/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { listActiveMemberIds } from '../org/index.js';
import { notifications } from './tables.js';

/** Who in the organisation receives a notification. */
type Recipients = 'all' | 'admins' | { userIds: string[] };

/**
 * What to say: one of the app's messages with its values (shown in each reader's language), or a
 * text of its own (tests, and anything said in one language only).
 */
type NotificationInput = { path?: string | null } & (
  | { message: TNotificationMessage }
  | { title: string; description?: string }
);

function textOf(input: NotificationInput) {
  if ('message' in input) {
    return {
      ...englishNotification(input.message),
      messageKey: input.message.key,
      messageParams: input.message.params,
    };
  }
  return { title: input.title, description: input.description ?? '', messageKey: null, messageParams: null };
}

/** The pub/sub channel a user's open browsers listen on, per organisation. */
export const notificationChannel = (userId: string, orgId: string) => `notifications:${userId}:${orgId}`;

type NotificationRow = typeof notifications.$inferSelect;
const toNotification = (row: NotificationRow): TNotification => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  path: row.path,
  message: row.messageKey ? { key: row.messageKey, params: row.messageParams ?? {} } : null,
});

/**
 * The one way other modules tell people something: stores one row per active recipient and
 * pushes it to their open browsers through pub/sub (so every instance's streams hear it).
 */
export async function notify(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  orgId: string,
  recipients: Recipients,
  input: NotificationInput,
): Promise<TNotification[]> {
  const userIds = await recipientIds(deps, orgId, recipients);
  if (userIds.length === 0) return [];
  const text = textOf(input);
  const rows = await deps.db
    .insert(notifications)
    .values(userIds.map((userId) => ({ orgId, userId, ...text, path: input.path ?? null })))
    .returning();
  await Promise.all(
    rows.map((row) => deps.pubsub.publish(notificationChannel(row.userId, orgId), toNotification(row))),
  );
  return rows.map(toNotification);
}

async function recipientIds(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  recipients: Recipients,
): Promise<string[]> {
  if (typeof recipients === 'object') return recipients.userIds;
  return listActiveMemberIds(deps.db, orgId, recipients === 'admins' ? { permission: 'Admin' } : {});
}

/** The most a caller gets at once: the dropdown shows a handful, and old unread ones pile up. */
const UNREAD_LIMIT = 50;

/** The caller's own unread notifications in one organisation, newest first. */
export async function listUnreadNotifications(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  userId: string,
): Promise<TNotification[]> {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.orgId, orgId), isNull(notifications.readAt)),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(UNREAD_LIMIT);
  return rows.map(toNotification);
}

/**
 * Marks the listed notifications read. Ids that are not the caller's own in this organisation
 * match nothing, so another user's rows are never touched.
 */
export async function markNotificationsRead(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  userId: string,
  ids: readonly string[],
): Promise<number> {
  const updated = await deps.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.orgId, orgId),
        inArray(notifications.id, [...new Set(ids)]),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}

/** Deletes a user's notifications in one organisation (they left it: these say things about it). */
export async function deleteNotificationsOf(
  db: Pick<Db, 'delete'>,
  orgId: string,
  userId: string,
): Promise<void> {
  await db.delete(notifications).where(and(eq(notifications.orgId, orgId), eq(notifications.userId, userId)));
}
