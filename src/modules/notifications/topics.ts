/** The realtime topic of one signed-in user (notifications, unread state, watchlist count). */
export function userTopic(userId: string): string {
  return `user:${userId}`;
}
