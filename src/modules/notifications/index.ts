export {
  auctionLostNotification,
  auctionWonNotification,
  outbidNotification,
  valuationResponseNotification,
  watchlist1hNotification,
  watchlist24hNotification,
} from './messages';
export type { NotificationView } from './queries/list-notifications';
export { auctionLead, notificationCreated, notificationsRead, notificationViewSchema, userTopic, watchlistChanged } from './events';
