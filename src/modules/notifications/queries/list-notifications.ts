import type { z } from 'zod';
import type { notificationViewSchema } from '../events';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { notifications } from '../tables';

/** A notice as the account page and the `notification.created` event show it. */
export type NotificationView = z.output<typeof notificationViewSchema>;

export function toView(row: typeof notifications.$inferSelect): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    href: row.href,
    read: row.read,
    createdAt: row.createdAt.getTime(),
  };
}

/** Newest first (spec §7), paged by the id of the last one seen. */
export async function listNotifications(db: DbOrTx, userId: string, options: { limit?: number; beforeId?: number } = {}) {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      options.beforeId ? and(eq(notifications.userId, userId), lt(notifications.id, options.beforeId)) : eq(notifications.userId, userId),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(Math.min(options.limit ?? 50, 200));
  return rows.map(toView);
}

/** The light query of the spec: any single unread notification (read = false, limit 1). */
export async function hasUnreadNotifications(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .limit(1);
  return Boolean(row);
}
