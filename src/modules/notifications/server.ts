import 'server-only';

export { createNotification, insertNotifications, markAllNotificationsRead, markNotificationRead } from './commands/notify';
export { deliverPush, queuePush, queuePushes, subscribePush, unsubscribePush, type PushMessage } from './commands/push';
export { hasUnreadNotifications, listNotifications } from './queries/list-notifications';
export { getPushSubscription } from './queries/get-push-subscription';
export { pushSendJob } from './jobs';
export { notificationsActions } from './actions';
