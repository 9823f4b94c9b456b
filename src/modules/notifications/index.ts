export {
  auctionLostNotification,
  auctionWonNotification,
  itemShippedNotification,
  outbidNotification,
  paymentReminderNotification,
  purchasePaidNotification,
  valuationResponseNotification,
  watchlist1hNotification,
  watchlist24hNotification,
} from './messages';
export type { NotificationView } from './queries/list-notifications';
export { auctionLead, notificationCreated, notificationsRead, notificationViewSchema, userTopic, watchlistChanged } from './events';
