import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { notifications } from '../tables';
import { AppError } from '@/platform/errors';
import { publishEvents, type EventInput } from '@/platform/realtime';
import { hasUnreadNotifications, toView, type NotificationView } from '../queries/list-notifications';
import { notificationCreated, notificationsRead, userTopic } from '../events';

export interface NotificationInput {
  userId: string;
  type: string;
  title: string;
  body?: string;
  href?: string | null;
  data?: Record<string, unknown>;
  dedupeKey?: string;
}

/**
 * Stores in-app notifications in one statement (each once per dedupe key) and returns the new
 * ones with the event that tells their user's open pages; the caller publishes the events, e.g.
 * together with its own in one `publishEvents`.
 */
export async function insertNotifications(
  db: DbOrTx,
  inputs: readonly NotificationInput[],
): Promise<{ userId: string; view: NotificationView; event: EventInput }[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        type: input.type,
        title: input.title,
        body: input.body ?? '',
        href: input.href ?? null,
        data: input.data ?? {},
        dedupeKey: input.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning();
  return rows.map((row) => {
    const view = toView(row);
    return {
      userId: row.userId,
      view,
      event: notificationCreated.on(userTopic(row.userId), { notification: view, hasUnread: true }),
    };
  });
}

/** Creates an in-app notification (once per dedupe key) and tells the user's open pages. */
export async function createNotification(db: DbOrTx, input: NotificationInput): Promise<NotificationView | null> {
  const [created] = await insertNotifications(db, [input]);
  if (!created) return null;
  await publishEvents(db, [created.event]);
  return created.view;
}

export async function markNotificationRead(
  db: DbOrTx,
  userId: string,
  notificationId: number,
): Promise<{ id: number; read: true; hasUnread: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (!row) throw new AppError('NOT_FOUND', 'Händelsen finns inte.');
    const hasUnread = await hasUnreadNotifications(tx, userId);
    await publishEvents(tx, [notificationsRead.on(userTopic(userId), { ids: [notificationId], hasUnread })]);
    return { id: row.id, read: true as const, hasUnread };
  });
}

export async function markAllNotificationsRead(db: DbOrTx, userId: string): Promise<{ updated: number; hasUnread: false }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    await publishEvents(tx, [notificationsRead.on(userTopic(userId), { ids: rows.map((r) => r.id), all: true, hasUnread: false })]);
    return { updated: rows.length, hasUnread: false as const };
  });
}
