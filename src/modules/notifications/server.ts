import 'server-only';

export { createNotification, insertNotifications, markAllNotificationsRead, markNotificationRead } from './commands/notify';
export { hasUnreadNotifications, listNotifications } from './queries/list-notifications';
export { notificationsActions } from './actions';
