import 'server-only';

export { runWatchlistReminders } from './commands/reminders';
export {
  FOLLOWED_MAKERS_PATH,
  SAVED_SEARCH_MAIL_STOP_PATH,
  alertSavedSearches,
  savedSearchMailToken,
  sendSavedSearchMail,
  setSavedSearchMail,
  stopSavedSearchMail,
} from './commands/saved-search-alerts';
export { setWatching } from './commands/watchlist';
export { isWatching, listWatchlist, watchedLotIds } from './queries/list-watchlist';
export { listSavedSearches } from './queries/list-saved-searches';
export { followMaker, MAX_FOLLOWED_MAKERS, unfollowMaker } from './commands/followed-makers';
export type { FollowedMaker } from './commands/followed-makers';
export { getMakerPage, isFollowingMaker, listFollowedMakers } from './queries/followed-makers';
export type { MakerPage } from './queries/followed-makers';
export { watchlistActions } from './actions';
