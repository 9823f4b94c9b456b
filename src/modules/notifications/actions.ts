import 'server-only';
import { getDb } from '@/platform/database';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { markAllNotificationsRead, markNotificationRead } from './commands/notify';
import { subscribePush, unsubscribePush } from './commands/push';
import { getPushSubscription } from './queries/get-push-subscription';
import { notificationIdInput, pushEndpointInput, subscribePushInput } from './schema';

/** The notifications module's connector actions: the signed-in user reads their notices and sets up push. */
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
  SUBSCRIBE_PUSH: defineCallable({
    access: 'user',
    input: subscribePushInput,
    handler: async (input, { caller }) => subscribePush(await getDb(), caller.id, input),
  }),
  UNSUBSCRIBE_PUSH: defineCallable({
    access: 'user',
    input: pushEndpointInput,
    handler: async (input, { caller }) => unsubscribePush(await getDb(), caller.id, input.endpoint),
  }),
  GET_PUSH_SUBSCRIPTION: defineCallable({
    access: 'user',
    input: pushEndpointInput,
    handler: async (input, { caller }) => getPushSubscription(await getDb(), caller.id, input.endpoint),
  }),
};
