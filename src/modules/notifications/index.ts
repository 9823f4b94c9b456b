export {
  auctionLostNotification,
  auctionWonNotification,
  followedMakerNotification,
  itemShippedNotification,
  lotQuestionAnsweredNotification,
  orderRefundedNotification,
  orderProblemUpdateNotification,
  orderCancelledNotification,
  outbidNotification,
  paymentReminderNotification,
  purchasePaidNotification,
  PAYOUT_ACCOUNT_PATH,
  saleSoldNotification,
  saleUnsoldNotification,
  secondChanceNotification,
  salePaidNotification,
  salePaidOutNotification,
  saleRefundedNotification,
  SELLER_SALES_PATH,
  valuationResponseNotification,
  watchlist1hNotification,
  savedSearchMatchNotification,
  watchlist24hNotification,
  watchlist15mPush,
  withdrawalReceivedNotification,
} from './messages';
export { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind } from './push-kinds';
export type { NotificationView } from './queries/list-notifications';
export { USER_EVENT_TYPES } from './event-types';
export {
  accountSignedOut,
  auctionLead,
  notificationCreated,
  notificationsRead,
  notificationViewSchema,
  userTopic,
  watchlistChanged,
} from './events';
