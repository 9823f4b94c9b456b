import 'server-only';
import { getDb } from '@/db';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { markAllNotificationsRead, markNotificationRead } from './commands/notify';
import { notificationIdInput } from './schema';

/** The notifications module's connector actions: the signed-in user reads their notices. */
export const notificationsActions = {
  MARK_NOTIFICATION_READ: defineCallable({
    access: 'user',
    input: notificationIdInput,
    handler: async (input, { caller }) => markNotificationRead(await getDb(), caller.id, input.notificationId),
  }),
  MARK_ALL_NOTIFICATIONS_READ: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => markAllNotificationsRead(await getDb(), caller.id),
  }),
};
