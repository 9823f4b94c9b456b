/**
 * The names of the events on a signed-in user's own channel, without their schemas: the browser
 * subscribes by these names on every page (AuthProvider), while the schemas (and zod with them)
 * load only when an event has to be read (zod out of every page's first load).
 */
export const USER_EVENT_TYPES = {
  notificationCreated: 'notification.created',
  notificationsRead: 'notifications.read',
  auctionLead: 'auction.lead',
  watchlistChanged: 'watchlist.changed',
  accountSignedOut: 'account.signed-out',
} as const;
